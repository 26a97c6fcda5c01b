import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { control } from '../private/Field.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const group = style({ display: 'flex', gap: radix.space[1] });

export const input = style([control, { textAlign: 'center' }]);

export const step = style([
  focusRing,
  {
    flexShrink: 0,
    width: radix.space[7],
    border: `1px solid ${brand.color.borderControl}`,
    borderRadius: radix.radius[3],
    backgroundColor: brand.color.surface,
    color: brand.color.text,
    fontSize: radix.font.size4,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);
