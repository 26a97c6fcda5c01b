import type { Tables } from '@tembo/data';
import { siteConfig } from '../../../config/site.config.ts';

type Enquiry = Pick<Tables<'enquiries'>, 'name' | 'email' | 'phone' | 'message' | 'created_at'>;

/** The greeting and quote a reply starts with. */
function replyText(enquiry: Enquiry): string {
  const quoted = enquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `Hello ${enquiry.name},\n\nThank you for your enquiry.\n\n\n\nKind regards,\n${siteConfig.name}\n\n${quoted}`;
}

/**
 * The address part of a mailto: link, readable (`name+tag@example.com`): everything is
 * percent-encoded except the characters RFC 6068 lets an address keep as they are (`@`, `+` and
 * the unreserved ones), so a `?`, `&`, `#`, `%` or `,` in an address can never start the query,
 * a fragment or a second recipient.
 */
function mailtoAddress(email: string): string {
  return encodeURIComponent(email).replace(/%40/g, '@').replace(/%2B/g, '+');
}

/** A mailto: link that opens the admin's mail program with subject and body filled in. */
export function emailReplyHref(enquiry: Enquiry): string {
  const params = new URLSearchParams({
    subject: `Your safari enquiry with ${siteConfig.name}`,
    body: replyText(enquiry),
  });
  // mailto wants %20 for spaces; URLSearchParams writes "+".
  return `mailto:${mailtoAddress(enquiry.email)}?${params.toString().replace(/\+/g, '%20')}`;
}

/**
 * A WhatsApp chat with the enquirer (https://wa.me/<digits>?text=…), or null when they gave
 * no phone number. wa.me wants the number in international form with digits only.
 */
export function whatsAppReplyHref(enquiry: Enquiry): string | null {
  const digits = enquiry.phone?.replace(/\D/g, '') ?? '';
  if (digits.length < 6) return null;
  const text = `Hello ${enquiry.name}, thank you for your safari enquiry with ${siteConfig.name}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
