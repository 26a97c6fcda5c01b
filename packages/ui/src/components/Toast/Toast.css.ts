import { style, styleVariants } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetInline: radix.space[3],
    bottom: `calc(${radix.space[8]} + ${radix.space[5]})`,
    zIndex: 60,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    borderRadius: radix.radius[4],
    '@media': { [mediaQuery.sm]: { insetInline: 'auto', right: radix.space[5] } },
  },
]);

const toastBase = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: radix.space[3],
    width: 'min(100%, 24rem)',
    padding: radix.space[4],
    borderRadius: radix.radius[4],
    border: `1px solid ${brand.color.border}`,
    borderInlineStartWidth: 4,
    backgroundColor: brand.color.surface,
    color: brand.color.text,
    boxShadow: radix.shadow[4],
    touchAction: 'pan-y',
    transform: 'translateX(var(--swipe-offset, 0px))',
    transition: 'transform 200ms ease-out',
    overflowWrap: 'anywhere',
    selectors: { '&[data-dragging]': { transition: 'none' } },
  },
]);

export const toast = styleVariants({
  success: [toastBase, { borderInlineStartColor: brand.color.solid }],
  info: [toastBase, { borderInlineStartColor: brand.color.borderControl }],
  error: [toastBase, { borderInlineStartColor: brand.color.danger }],
});

export const content = style({ display: 'grid', gap: radix.space[1], flexGrow: 1, minWidth: 0 });

export const title = style({ fontWeight: radix.font.weightBold });

export const description = style({ fontSize: radix.font.size2, color: brand.color.textMuted });

export const close = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    padding: radix.space[1],
    border: 'none',
    borderRadius: radix.radius[2],
    backgroundColor: 'transparent',
    color: brand.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { color: brand.color.text } },
  },
]);
