import { describe, expect, it } from 'vitest';
import { maxGreetingLength, whatsAppGreeting } from './whatsapp-greeting.ts';

const base = "Hello! I'm interested in your safari packages.";
const subject = { title: '3-Day Gorilla Trek', url: 'https://tembo.example/safaris/abc' };

describe('whatsAppGreeting', () => {
  it('is the site greeting on a page about nothing in particular', () => {
    expect(whatsAppGreeting(base, null, null)).toBe(base);
  });

  it('names the package and carries its link', () => {
    expect(whatsAppGreeting(base, subject, null)).toBe(
      'Hello! I\'m interested in "3-Day Gorilla Trek": https://tembo.example/safaris/abc.',
    );
  });

  it('adds the dates and party size the enquiry form has', () => {
    expect(
      whatsAppGreeting(base, subject, {
        travel_start: '2027-06-01',
        travel_end: '2027-06-04',
        adults: 2,
        children: 1,
      }),
    ).toBe(
      'Hello! I\'m interested in "3-Day Gorilla Trek": https://tembo.example/safaris/abc. We are thinking of travelling from 2027-06-01 to 2027-06-04, 2 adults and 1 child.',
    );
    expect(
      whatsAppGreeting(base, null, {
        travel_start: null,
        travel_end: null,
        adults: 1,
        children: 0,
      }),
    ).toBe("Hello! I'm interested in your safari packages. We are thinking of travelling 1 adult.");
  });

  it('stays within WhatsApp length limits, whatever the title', () => {
    const long = whatsAppGreeting(
      base,
      { title: 'Gorillas '.repeat(200), url: `https://tembo.example/safaris/${'x'.repeat(300)}` },
      { travel_start: '2027-06-01', travel_end: '2027-06-04', adults: 50, children: 50 },
    );
    expect(long.length).toBeLessThanOrEqual(maxGreetingLength);
    expect(long).toContain('Gorillas Gorillas');
    expect(long).toMatch(/…/);
  });
});
