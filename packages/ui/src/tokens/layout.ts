import { radix } from './radix.css.ts';
import { mediaQuery } from './breakpoints.ts';

/**
 * The one column the header and every page's content share (docs/decisions.md#one-column): its
 * widest extent and its side padding, which grows from `md` up.
 */
export const column = {
  maxWidth: '72rem',
  gutter: radix.space[4],
  gutterWide: radix.space[6],
} as const;

/** The column as style properties, for a `style()` in a `.css.ts` file. */
export const columnStyle = {
  width: '100%',
  maxWidth: column.maxWidth,
  marginInline: 'auto',
  paddingInline: column.gutter,
  '@media': { [mediaQuery.md]: { paddingInline: column.gutterWide } },
} as const;
