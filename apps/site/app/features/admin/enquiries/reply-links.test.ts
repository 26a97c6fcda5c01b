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
    expect(href.startsWith('mailto:amina%2Bsafari%40example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toMatch(/safari enquiry/);
    expect(params.get('body')).toContain('Hello Amina Nakato,');
    expect(params.get('body')).toContain('> Can we see gorillas in June?\n> We are two adults.');
    expect(href).not.toContain('+');
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
