import { describe, expect, it } from 'vitest';
import { formatDate, formatUsd } from './format.ts';
import { responsiveImage } from './images.ts';

describe('formatting', () => {
  it('shows prices as whole, grouped US dollars', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(980)).toBe('$980');
  });

  it('shows dates the same in every time zone', () => {
    expect(formatDate('2026-03-02T23:30:00Z')).toBe('March 2, 2026');
  });

  it('offers the 640 wide file beside a -1280 image', () => {
    expect(responsiveImage('/images/seed/bwindi-gorillas-1280.webp')).toEqual({
      src: '/images/seed/bwindi-gorillas-1280.webp',
      srcSet:
        '/images/seed/bwindi-gorillas-640.webp 640w, /images/seed/bwindi-gorillas-1280.webp 1280w',
    });
    expect(responsiveImage('https://cdn.example.com/photo.jpg')).toEqual({
      src: 'https://cdn.example.com/photo.jpg',
    });
  });
});
