import { describe, expect, it } from 'vitest';
import { formatDate as publicFormatDate } from '../../../lib/format/format.ts';
import { countOf, formatCount, formatDate, formatDateTime } from './format.ts';

describe('admin dates and numbers', () => {
  it('write dates as the public pages do ("25 Sep 2026")', () => {
    expect(formatDate('2026-09-25')).toBe('25 Sep 2026');
    expect(formatDate('2026-03-02T10:00:00Z')).toBe(publicFormatDate('2026-03-02T10:00:00Z'));
  });

  it('keep a travel date on its own day whatever the time zone', () => {
    expect(formatDate('2027-07-10')).toBe('10 Jul 2027');
  });

  it('write a moment in the same style, with the time in the admin’s time zone', () => {
    const local = new Date(2026, 8, 25, 14, 5).toISOString();
    expect(formatDateTime(local)).toBe('25 Sep 2026 at 14:05');
  });

  it('group counts as the public prices are grouped', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(countOf(1250, 'package')).toBe('1,250 packages');
    expect(countOf(1, 'package')).toBe('1 package');
  });
});
