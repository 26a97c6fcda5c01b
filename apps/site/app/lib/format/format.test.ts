import { describe, expect, it } from 'vitest';
import { formatDate, formatUsd } from './format.ts';

describe('formatting', () => {
  it('shows prices as whole, grouped US dollars', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(980)).toBe('$980');
  });

  it('shows dates the same in every time zone', () => {
    expect(formatDate('2026-03-02T23:30:00Z')).toBe('March 2, 2026');
  });
});
