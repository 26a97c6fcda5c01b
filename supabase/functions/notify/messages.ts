// The emails the outbox sends, rendered from the payload the database captured when it queued
// them (supabase/migrations/20261126200000_notifications.sql). Pure functions: the function
// (index.ts) sends what these return, and the unit tests read them.

export interface EnquiryPayload {
  enquiry: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    travel_start: string | null;
    travel_end: string | null;
    adults: number;
    children: number;
    message: string;
    created_at: string;
  };
  package: { id: string; title: string; slug: string } | null;
  site_url: string;
  confirmation_message: string;
}

export interface TestimonialPayload {
  testimonial: {
    id: string;
    name: string;
    rating: number;
    content: string;
    country: string | null;
    created_at: string;
  };
  site_url: string;
}

/** The daily digest of unanswered enquiries (queue_enquiry_digest()). */
export interface DigestPayload {
  site_url: string;
  total: number;
  overdue: number;
  /** The oldest 50 unanswered, oldest first. */
  enquiries: {
    id: string;
    name: string;
    email: string;
    created_at: string;
    overdue: boolean;
    package: string | null;
  }[];
}

export interface OutboxMessage {
  id: number;
  kind: 'enquiry_staff' | 'enquiry_confirmation' | 'testimonial_staff' | 'enquiry_digest';
  recipients: string[];
  reply_to: string | null;
  payload: unknown;
}

export interface RenderedMessage {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A header field never carries a line break (header injection) and stays short. */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 150);

function partySize(adults: number, children: number): string {
  const a = `${adults} adult${adults === 1 ? '' : 's'}`;
  return children > 0 ? `${a}, ${children} child${children === 1 ? '' : 'ren'}` : a;
}

function travelDates(start: string | null, end: string | null): string {
  if (start && end) return `${start} to ${end}`;
  return start ?? end ?? 'not given';
}

/** Label/value rows shown in both parts; the HTML escapes every value. */
function render(
  rows: [string, string][],
  intro: string,
  links: [string, string][],
  outro?: string,
): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
    ...(outro ? ['', outro] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...links.map(
      ([label, href]) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`,
    ),
    ...(outro ? [`<p style="white-space: pre-wrap">${escapeHtml(outro)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

function enquiryRows(payload: EnquiryPayload): [string, string][] {
  const { enquiry, package: pkg } = payload;
  return [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone ?? 'not given'],
    ['Safari', pkg?.title ?? 'not chosen'],
    ['Travel dates', travelDates(enquiry.travel_start, enquiry.travel_end)],
    ['Travellers', partySize(enquiry.adults, enquiry.children)],
    ['Message', enquiry.message],
  ];
}

export function renderMessage(message: OutboxMessage): RenderedMessage {
  switch (message.kind) {
    case 'enquiry_staff': {
      const payload = message.payload as EnquiryPayload;
      const { enquiry, package: pkg, site_url: site } = payload;
      const links: [string, string][] = [
        ['Open the enquiry', `${site}/admin/enquiries/${enquiry.id}`],
      ];
      if (pkg) links.push([`The safari: ${pkg.title}`, `${site}/safaris/${pkg.slug}`]);
      return {
        to: message.recipients,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: headerSafe(`New enquiry from ${enquiry.name}${pkg ? `: ${pkg.title}` : ''}`),
        ...render(
          enquiryRows(payload),
          `${enquiry.name} sent an enquiry. Reply to this email to answer them.`,
          links,
        ),
      };
    }
    case 'enquiry_confirmation': {
      const payload = message.payload as EnquiryPayload;
      const { enquiry, site_url: site } = payload;
      return {
        to: message.recipients,
        subject: 'We received your enquiry',
        ...render(
          enquiryRows(payload),
          `Dear ${enquiry.name}, we received your enquiry. This is what you sent us:`,
          [['Our safaris', `${site}/safaris`]],
          payload.confirmation_message,
        ),
      };
    }
    case 'enquiry_digest': {
      const payload = message.payload as DigestPayload;
      const site = payload.site_url;
      const waiting = `${payload.total} ${payload.total === 1 ? 'enquiry waits' : 'enquiries wait'}`;
      const overdue = payload.overdue > 0 ? `, ${payload.overdue} past the answer time` : '';
      const more = payload.total - payload.enquiries.length;
      return {
        to: message.recipients,
        subject: headerSafe(`${waiting} for an answer${overdue}`),
        ...render(
          payload.enquiries.map((enquiry) => [
            `${enquiry.overdue ? 'OVERDUE ' : ''}${enquiry.created_at.slice(0, 16).replace('T', ' ')} UTC`,
            `${enquiry.name} <${enquiry.email}>${enquiry.package ? `, ${enquiry.package}` : ''}: ${site}/admin/enquiries/${enquiry.id}`,
          ]),
          `${waiting} for a first answer${overdue}. The oldest first:`,
          [['Open the unanswered enquiries', `${site}/admin/enquiries?status=new`]],
          more > 0 ? `And ${more} more in the admin.` : undefined,
        ),
      };
    }
    case 'testimonial_staff': {
      const { testimonial, site_url: site } = message.payload as TestimonialPayload;
      return {
        to: message.recipients,
        subject: headerSafe(`New testimonial from ${testimonial.name} awaits review`),
        ...render(
          [
            ['Name', testimonial.name],
            ['Country', testimonial.country ?? 'not given'],
            ['Rating', `${testimonial.rating} of 5`],
            ['Testimonial', testimonial.content],
          ],
          `${testimonial.name} sent a testimonial. It shows on the site once an admin approves it.`,
          [['Review testimonials', `${site}/admin/testimonials`]],
        ),
      };
    }
  }
}
