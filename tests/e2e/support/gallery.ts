import type { Locator, Page } from '@playwright/test';
import type { StackInfo } from './stack.ts';

/** The gallery page's photo buttons, each opening its photo in the lightbox. */
export function galleryThumbnails(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^Open .* larger$/ });
}

/** The gallery shows twelve images a page (docs/decisions.md#gallery-pagination). */
export const galleryPageSize = 12;

/** The journeys' own photos: kept for the whole run, so other tests' come and go around them. */
const ownTitle = 'Elephants at dusk';
const ownMinimum = 3;

/**
 * Makes sure the gallery has at least `pages` pages, adding photos with the service key the way
 * an admin upload stores them (the seed has exactly one page). Three of them always exist, so a
 * second page does not depend on photos other tests add and delete. Idempotent; two workers
 * calling it at once add a few photos too many, which changes nothing.
 */
export async function ensureGalleryPages(stack: StackInfo, pages: number): Promise<void> {
  const headers = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const count = async (filter: string) => {
    const response = await fetch(`${stack.supabaseUrl}/rest/v1/gallery?select=id${filter}`, {
      headers: { ...headers, prefer: 'count=exact', range: '0-0' },
    });
    if (!response.ok) throw new Error(`count gallery: ${response.status} ${await response.text()}`);
    return Number(response.headers.get('content-range')?.split('/')[1] ?? 'NaN');
  };
  const own = await count(`&title=like.${encodeURIComponent(`${ownTitle}*`)}`);
  const total = await count('');
  const missing = Math.max(ownMinimum - own, (pages - 1) * galleryPageSize + 1 - total, 0);
  if (missing === 0) return;
  const rows = Array.from({ length: missing }, (_, index) => ({
    title: `${ownTitle} ${own + index + 1}`,
    image_url: '/images/seed/savanna-elephants.webp',
    alt: `Elephants at dusk, photo ${own + index + 1}: a family walking past an acacia tree`,
    sort_order: 1000 + own + index,
  }));
  const inserted = await fetch(`${stack.supabaseUrl}/rest/v1/gallery`, {
    method: 'POST',
    headers,
    body: JSON.stringify(rows),
  });
  if (!inserted.ok) {
    throw new Error(`add gallery photos: ${inserted.status} ${await inserted.text()}`);
  }
}
