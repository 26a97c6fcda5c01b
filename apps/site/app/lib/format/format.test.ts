import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, shortSummary } from './format.ts';

/**
 * Makes `locale` the browser's locale for the test: what `Intl` and `toLocale…String` use when
 * no locale is given, and `navigator.language`.
 */
function browserLocale(locale: string) {
  const Native = Intl.DateTimeFormat;
  const Localised = function (requested?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Native(requested ?? locale, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(Localised, Native);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(Localised);
  const toLocaleDateString = Date.prototype.toLocaleDateString;
  vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (
    this: Date,
    requested?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return toLocaleDateString.call(this, requested ?? locale, options);
  });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatting', () => {
  it('shows dates the same in every time zone', () => {
    expect(formatDate('2026-03-02T23:30:00Z')).toBe('2 Mar 2026');
  });

  it.each(['en-US', 'de-DE'])(
    'writes dates in one unambiguous form, "12 Mar 2027", with the browser in %s',
    (locale) => {
      browserLocale(locale);
      // The browser's own way differs (3/12/2027, 12.3.2027): the formatter must not follow it.
      expect(new Date('2027-03-12').toLocaleDateString()).not.toBe('12 Mar 2027');
      expect(formatDate('2027-03-12')).toBe('12 Mar 2027');
      expect(formatDate('2026-09-25T08:00:00Z')).toBe('25 Sep 2026');
      const local = new Date(2026, 8, 25, 14, 5).toISOString();
      expect(formatDateTime(local)).toBe('25 Sep 2026 at 14:05');
    },
  );

  it('returns what is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('shortSummary', () => {
  it('keeps the first sentence of a description', () => {
    expect(shortSummary('A rainforest with gorillas. Also birds and the Batwa.')).toBe(
      'A rainforest with gorillas.',
    );
  });

  it('cuts a long first sentence at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end.`;
    const summary = shortSummary(text, 40);
    expect(summary).toBe(`${'word '.repeat(8).trim()}…`);
    expect(summary.length).toBeLessThanOrEqual(41);
  });

  it('leaves a short text without a full stop as it is', () => {
    expect(shortSummary('  Gorillas  ')).toBe('Gorillas');
  });
});
