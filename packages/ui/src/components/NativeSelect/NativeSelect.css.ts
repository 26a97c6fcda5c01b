import { style } from '@vanilla-extract/css';
import { control } from '../private/Field.css.ts';

/** The shared field box around the browser's own select (its arrow and picker follow the theme). */
export const select = style([control, { display: 'block', cursor: 'pointer' }]);
