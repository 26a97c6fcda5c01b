import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * A typed contract over the CSS variables Radix Themes already defines on its `.radix-themes`
 * element. It emits no CSS: each leaf compiles to `var(--<name>)` (TOOLCHAIN.md pitfall 9).
 */
export const radix = createGlobalThemeContract({
  color: {
    accent: 'accent-9',
    accentHover: 'accent-10',
    accentText: 'accent-11',
    accentContrast: 'accent-contrast',
    accentSurface: 'accent-surface',
    gray: 'gray-9',
    grayText: 'gray-11',
    text: 'gray-12',
    border: 'gray-6',
    surface: 'color-surface',
    background: 'color-background',
    panel: 'color-panel-solid',
    focus: 'focus-8',
  },
  space: {
    1: 'space-1',
    2: 'space-2',
    3: 'space-3',
    4: 'space-4',
    5: 'space-5',
    6: 'space-6',
    7: 'space-7',
    8: 'space-8',
    9: 'space-9',
  },
  radius: {
    1: 'radius-2',
    2: 'radius-3',
    3: 'radius-4',
    full: 'radius-full',
  },
  font: {
    size1: 'font-size-1',
    size2: 'font-size-2',
    size3: 'font-size-3',
    size4: 'font-size-4',
    size5: 'font-size-5',
    size6: 'font-size-6',
    size7: 'font-size-7',
    size8: 'font-size-8',
    weightBold: 'font-weight-bold',
    weightMedium: 'font-weight-medium',
  },
});
