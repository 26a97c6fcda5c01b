import { describe, expect, it } from 'vitest';
import { emailReplyHref, whatsAppReplyHref } from './reply-links.ts';

const enquiry = {
  name: 'Amina Nakato',
  email: 'amina+safari@example.com',
  phone: '+256 (772) 123-456',
  message: 'Can we see gorillas in June?\nWe are two adults.',
  created_at: '2026-03-01T10:00:00Z',
};

describe('reply links', () => {
  it('opens an email to the enquirer with a subject and the message quoted', () => {
    const href = emailReplyHref(enquiry);
    expect(href.startsWith('mailto:amina+safari@example.com?subject=')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toMatch(/safari enquiry/);
    expect(params.get('body')).toContain('Hello Amina Nakato,');
    expect(params.get('body')).toContain('> Can we see gorillas in June?\n> We are two adults.');
    // Spaces are %20 in subject and body: mail programs read a "+" there as a plus sign.
    expect(href.split('?')[1]).not.toContain('+');
  });

  it('keeps ?, & and # in an address from starting the query or a fragment', () => {
    const href = emailReplyHref({ ...enquiry, email: 'a?b&c#d=e%f,g@example.com' });
    expect(href.startsWith('mailto:a%3Fb%26c%23d%3De%25f%2Cg@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe('a?b&c#d=e%f,g@example.com');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('opens WhatsApp with the number as digits only and a greeting', () => {
    const href = whatsAppReplyHref(enquiry);
    expect(href).toMatch(/^https:\/\/wa\.me\/256772123456\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('Hello Amina Nakato');
  });

  it('offers no WhatsApp link without a phone number', () => {
    expect(whatsAppReplyHref({ ...enquiry, phone: null })).toBeNull();
    expect(whatsAppReplyHref({ ...enquiry, phone: '12' })).toBeNull();
  });
});
