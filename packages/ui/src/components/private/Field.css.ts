import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusRing } from './styles.css.ts';

export const field = style({
  display: 'grid',
  // Stretched by its parent (a form row whose neighbour shows a message), a grid shares the
  // extra height among its rows and the input grows: the parts stay at the top instead.
  alignContent: 'start',
  gap: radix.space[1],
  minWidth: 0,
});

export const label = style({
  fontSize: radix.font.size2,
  fontWeight: radix.font.weightMedium,
  color: brand.color.text,
});

export const requiredMark = style({ color: brand.color.danger, marginInlineStart: 2 });

// Help and error texts are paragraphs on the native fields: no paragraph margins.
export const description = style({
  margin: 0,
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: radix.font.size2,
  color: brand.color.danger,
  fontWeight: radix.font.weightMedium,
});

/** Text inputs, text areas, number and date fields share one box. */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: radix.space[7],
    padding: `${radix.space[2]} ${radix.space[3]}`,
    border: `1px solid ${brand.color.borderControl}`,
    borderRadius: radix.radius[3],
    backgroundColor: brand.color.surface,
    color: brand.color.text,
    fontFamily: 'inherit',
    fontSize: radix.font.size3,
    lineHeight: radix.font.lineHeight3,
    selectors: {
      '&::placeholder': { color: brand.color.textMuted, opacity: 1 },
      '&[data-focused], &:focus': { borderColor: brand.color.focusRing },
      '&[data-invalid]': { borderColor: brand.color.danger },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
      // react-aria marks its focused input (NumberField); the plain controls have :focus-visible.
      '&:focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: 2 },
    },
  },
]);
