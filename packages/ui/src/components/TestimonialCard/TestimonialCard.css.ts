import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { body, card } from '../private/Card.css.ts';

export const figure = style([card, body, { margin: 0 }]);

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: radix.space[3],
});

export const avatar = style({
  flexShrink: 0,
  width: radix.space[8],
  height: radix.space[8],
  borderRadius: brand.radius.round,
  objectFit: 'cover',
});

export const initial = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: brand.color.accentSurface,
    color: brand.color.onAccentSurface,
    fontSize: radix.font.size5,
    fontWeight: radix.font.weightBold,
  },
]);

export const name = style({ margin: 0, fontWeight: radix.font.weightBold });

export const quote = style({ margin: 0, color: brand.color.text });

/** No box of its own around the photo: the `<img>` keeps its place in the caption's row. */
export const picture = style({ display: 'contents' });
