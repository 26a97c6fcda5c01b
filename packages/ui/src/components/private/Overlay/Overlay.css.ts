import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { brand } from '../../../tokens/brand.css.ts';
import { mediaQuery } from '../../../tokens/breakpoints.ts';
import { radix } from '../../../tokens/radix.css.ts';
import { focusRing, headingReset } from '../styles.css.ts';
import { overlayMotion } from './motion.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const toRight = keyframes({ to: { transform: 'translateX(100%)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' } });
const toBottom = keyframes({ to: { transform: 'translateY(100%)' } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const zoomOut = keyframes({ to: { opacity: 0, transform: 'scale(0.96)' } });

const enter = `${overlayMotion.enterMs}ms cubic-bezier(0.16, 1, 0.3, 1)`;
const exit = `${overlayMotion.exitMs}ms cubic-bezier(0.7, 0, 0.84, 0)`;

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: brand.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${exit} forwards` },
  },
  '@media': {
    [mediaQuery.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animationDuration: '1ms' } },
    },
  },
});

const panelBase = style({
  position: 'fixed',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: brand.color.surface,
  color: brand.color.text,
  boxShadow: radix.shadow[5],
  outline: 'none',
  '@media': {
    [mediaQuery.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animationDuration: '1ms' } },
    },
  },
});

export const panel = styleVariants({
  right: [
    panelBase,
    {
      insetBlock: 0,
      insetInlineEnd: 0,
      width: 280,
      maxWidth: '100vw',
      selectors: {
        '&[data-entering]': { animation: `${fromRight} ${enter}` },
        '&[data-exiting]': { animation: `${toRight} ${exit} forwards` },
      },
      '@media': { [mediaQuery.sm]: { width: 350 } },
    },
  ],
  bottom: [
    panelBase,
    {
      insetInline: 0,
      bottom: 0,
      height: '80vh',
      borderTopLeftRadius: radix.radius[5],
      borderTopRightRadius: radix.radius[5],
      // Follows the finger while dragging (set inline by the drawer).
      transform: 'translateY(var(--drag-offset, 0px))',
      selectors: {
        '&[data-entering]': { animation: `${fromBottom} ${enter}` },
        '&[data-exiting]': { animation: `${toBottom} ${exit} forwards` },
        '&[data-dragging]': { transition: 'none' },
      },
      transition: 'transform 200ms ease-out',
    },
  ],
  center: [
    panelBase,
    {
      inset: radix.space[4],
      margin: 'auto',
      maxWidth: '64rem',
      maxHeight: `calc(100vh - 2 * ${radix.space[4]})`,
      // On a phone the width limits a picture, so the panel takes the height of its content
      // instead of wrapping a wide picture in a screen-tall box; from `sm` it fills the height
      // the picture may grow into.
      height: 'fit-content',
      '@media': { [mediaQuery.sm]: { height: 'auto' } },
      borderRadius: radix.radius[4],
      selectors: {
        '&[data-entering]': { animation: `${zoomIn} ${enter}` },
        '&[data-exiting]': { animation: `${zoomOut} ${exit} forwards` },
      },
    },
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: radix.space[3],
  padding: `${radix.space[3]} ${radix.space[4]}`,
  borderBottom: `1px solid ${brand.color.border}`,
});

export const title = style({ ...headingReset, fontSize: radix.font.size5 });

export const body = style({
  flexGrow: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: radix.space[4],
  overscrollBehavior: 'contain',
});

export const footer = style({
  padding: radix.space[4],
  borderTop: `1px solid ${brand.color.border}`,
});

export const handleArea = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${radix.space[3]} 0 ${radix.space[1]}`,
  touchAction: 'none',
  cursor: 'grab',
});

export const handle = style({
  width: radix.space[8],
  height: 5,
  borderRadius: brand.radius.round,
  backgroundColor: brand.color.borderControl,
});

export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radix.space[7],
    height: radix.space[7],
    padding: 0,
    border: 'none',
    borderRadius: radix.radius[3],
    backgroundColor: 'transparent',
    color: brand.color.text,
    cursor: 'pointer',
    fontSize: radix.font.size5,
    selectors: { '&[data-hovered]': { backgroundColor: brand.color.surfaceMuted } },
  },
]);
