import { useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useHydrated } from '../hydration/use-hydrated.ts';
import type { PageSeo } from '../seo/meta.ts';

/** What the traveller has told the enquiry form so far (the WhatsApp greeting carries it). */
export interface TripDraft {
  travel_start: string | null;
  travel_end: string | null;
  adults: number | null;
  children: number | null;
}

/** The page a greeting is about: a safari package, a lodge or a destination. */
export interface GreetingSubject {
  title: string;
  url: string;
}

/**
 * WhatsApp cuts a prefilled message that is too long (the wa.me link itself is limited to a
 * couple of thousand characters once encoded); the greeting stays well below.
 */
export const maxGreetingLength = 500;
const maxTitleLength = 120;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function tripText(trip: TripDraft | null): string {
  if (!trip) return '';
  const parts: string[] = [];
  if (trip.travel_start && trip.travel_end)
    parts.push(`from ${trip.travel_start} to ${trip.travel_end}`);
  else if (trip.travel_start) parts.push(`from ${trip.travel_start}`);
  if (trip.adults) {
    const adults = `${trip.adults} adult${trip.adults === 1 ? '' : 's'}`;
    parts.push(
      trip.children
        ? `${adults} and ${trip.children} child${trip.children === 1 ? '' : 'ren'}`
        : adults,
    );
  }
  return parts.length > 0 ? ` We are thinking of travelling ${parts.join(', ')}.` : '';
}

/**
 * The WhatsApp button's message: the site's greeting, or on a package or lodge page one that
 * names it and carries its link, plus the dates and party size once the enquiry form has them.
 */
export function whatsAppGreeting(
  base: string,
  subject: GreetingSubject | null,
  trip: TripDraft | null,
): string {
  const about = subject
    ? `Hello! I'm interested in "${clip(subject.title, maxTitleLength)}": ${subject.url}`
    : base.replace(/\.$/, '');
  return clip(`${about}.${tripText(trip)}`.replace(/\.\./g, '.'), maxGreetingLength);
}

/**
 * The route data the greeting is about: the deepest match whose route opts in with
 * `handle = { whatsapp: true }` and whose loader gave it `seo`. Read during render, so the
 * prerendered page's link already names the package. When the URL opens one of the page's
 * `seo.sections` by its `#id` (a destination on /destinations), the greeting names that section
 * and links it; the hash exists only in the browser, so only once hydrated (no mismatch).
 */
export function useGreetingSubject(origin: string): GreetingSubject | null {
  const matches = useMatches();
  const { hash } = useLocation();
  const hydrated = useHydrated();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { whatsapp?: boolean } | undefined;
    const seo = (match.loaderData as { seo?: PageSeo } | undefined)?.seo;
    if (!handle?.whatsapp || !seo) continue;
    const id = hydrated && hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
    const section = id ? seo.sections?.find((candidate) => candidate.id === id) : undefined;
    return section
      ? { title: section.title, url: `${origin}${seo.path}#${encodeURIComponent(section.id)}` }
      : { title: seo.title, url: `${origin}${seo.path}` };
  }
  return null;
}

// The enquiry form's draft, shared with the button in the layout (one per page, in memory).
let draft: TripDraft | null = null;
const listeners = new Set<() => void>();

export function setTripDraft(next: TripDraft | null): void {
  const same =
    draft === next ||
    (draft &&
      next &&
      draft.travel_start === next.travel_start &&
      draft.travel_end === next.travel_end &&
      draft.adults === next.adults &&
      draft.children === next.children);
  if (same) return;
  draft = next;
  for (const listener of listeners) listener();
}

export function useTripDraft(): TripDraft | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => draft,
    () => null,
  );
}
