import { style } from '@vanilla-extract/css';
import { control } from '../private/Field.css.ts';
import { focusWithinRing } from '../private/styles.css.ts';

/** The shared field box; the picker icon follows the theme through the page's color-scheme. */
export const input = style([control, focusWithinRing, { display: 'block' }]);
