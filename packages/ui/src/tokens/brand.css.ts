import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { displayFontFamily } from './fonts.css.ts';
import { radix } from './radix.css.ts';

/**
 * Semantic tokens named by role (Braid's `tokenType` idea): components reference these, never a
 * Radix step directly, so a re-brand changes one file. Declared as `--tembo-*` variables on the
 * themed element, so they follow light and dark with the Radix scales underneath.
 */
export const brand = createGlobalThemeContract(
  {
    color: {
      /** Body text. */
      text: '',
      /** Secondary text: descriptions, captions, metadata. */
      textMuted: '',
      /** Orange text on the page background: links, the active nav entry (AA in both themes). */
      textAccent: '',
      /** Hovered orange text. */
      textAccentHover: '',
      /** The brand orange as a surface: solid buttons, the active carousel dot. */
      solid: '',
      /** Hovered solid surface. */
      solidHover: '',
      /**
       * Text on `solid`. Near-black in both themes: white on Radix orange-9 is only 2.9:1,
       * near-black is above 6:1.
       */
      onSolid: '',
      /** A faint orange wash: selected or hovered rows, soft buttons. */
      accentSurface: '',
      /** Hovered `accentSurface`. */
      accentSurfaceHover: '',
      /** Text on `accentSurface` (accent-11 there would be under 4.5:1). */
      onAccentSurface: '',
      /** The page background. */
      background: '',
      /** Cards, panels, sheets, toasts. */
      surface: '',
      /** A recessed surface: skeletons, image placeholders, inputs' hover. */
      surfaceMuted: '',
      /** Hairlines between regions. */
      border: '',
      /** Form control borders (3:1 against the background). */
      borderControl: '',
      /**
       * The focus ring: a 2px outline on the page background, so 3:1 against it (WCAG 1.4.11).
       * Radix's focus-8 is only 2.4:1 on white; accent-10 is above 3:1 in both themes.
       */
      focusRing: '',
      /** Error text and invalid borders. */
      danger: '',
      /** Error surfaces. */
      dangerSurface: '',
      /** Filled rating stars: a non-text graphic that needs 3:1. */
      star: '',
      /** Empty rating stars. */
      starEmpty: '',
      /** Behind modal overlays. */
      scrim: '',
      /**
       * Laid over a photo under text, whatever the theme: dark enough that `onImage` text keeps
       * at least 4.5:1 even over a white pixel (white over 70 % black is 8.6:1 at worst).
       */
      imageScrim: '',
      /** Text on `imageScrim`. */
      onImage: '',
    },
    font: {
      /**
       * Headings that carry the brand: the hero, page and section titles, the header's name
       * (docs/decisions.md#brand-typeface). Body text stays on Radix's system stack.
       */
      display: '',
      /** Body text and everything else: the system stack. */
      body: '',
    },
    radius: {
      /**
       * Circles and pills (icon links, avatars, dots, spinners), round whatever the Theme's
       * `radius`. Radix's own `--radius-full` is 0 unless the Theme's radius is 'full'.
       */
      round: '',
    },
  },
  (_value, path) => `tembo-${path.join('-')}`,
);

createGlobalTheme(':where(.radix-themes)', brand, {
  color: {
    text: radix.color.gray12,
    textMuted: radix.color.gray11,
    textAccent: radix.color.accent11,
    textAccentHover: radix.color.accent12,
    solid: radix.color.accent9,
    solidHover: radix.color.accent10,
    onSolid: radix.color.blackA12,
    accentSurface: radix.color.accentA3,
    accentSurfaceHover: radix.color.accent4,
    onAccentSurface: radix.color.accent12,
    background: radix.color.background,
    surface: radix.color.panel,
    surfaceMuted: radix.color.gray3,
    border: radix.color.gray6,
    borderControl: radix.color.gray9,
    focusRing: radix.color.accent10,
    danger: radix.color.red11,
    dangerSurface: radix.color.red3,
    star: radix.color.accent10,
    starEmpty: radix.color.gray9,
    scrim: radix.color.overlay,
    imageScrim: radix.color.blackA9,
    onImage: radix.color.whiteA12,
  },
  font: { display: displayFontFamily, body: radix.font.family },
  radius: { round: '9999px' },
});
