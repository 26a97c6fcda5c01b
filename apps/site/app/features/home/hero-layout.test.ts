import { describe, expect, it } from 'vitest';
import { heroTextSide } from './hero-layout.ts';

describe('heroTextSide', () => {
  it('puts the words on the left when every subject is at or right of the middle', () => {
    expect(
      heroTextSide([
        { x: 0.5, y: 0.5 },
        { x: 0.8, y: 0.2 },
      ]),
    ).toBe('start');
  });

  it('puts them on the right when every subject is left of the middle', () => {
    expect(
      heroTextSide([
        { x: 0.2, y: 0.5 },
        { x: 0.49, y: 0.9 },
      ]),
    ).toBe('end');
  });

  it('puts them under the picture when the subjects are on both sides', () => {
    expect(
      heroTextSide([
        { x: 0.2, y: 0.5 },
        { x: 0.7, y: 0.5 },
      ]),
    ).toBe('below');
  });

  it('treats a hero without pictures as one subject in the middle', () => {
    expect(heroTextSide([])).toBe('start');
  });
});
