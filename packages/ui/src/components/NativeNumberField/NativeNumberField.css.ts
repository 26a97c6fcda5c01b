import { style } from '@vanilla-extract/css';
import { control } from '../private/Field.css.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export { group, step } from '../NumberField/NumberField.css.ts';

/** NumberField's centred box; the browser's own spin arrows give way to the − and + buttons. */
export const input = style([
  control,
  nativeFocusRing,
  {
    textAlign: 'center',
    MozAppearance: 'textfield',
    selectors: {
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
        WebkitAppearance: 'none',
        margin: 0,
      },
    },
  },
]);
