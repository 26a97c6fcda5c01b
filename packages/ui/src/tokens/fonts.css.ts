import { createFontStack } from '@capsizecss/core';
import bodoniModa from '@capsizecss/metrics/bodoniModa';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { globalFontFace } from '@vanilla-extract/css';

/**
 * The brand's display face, Bodoni Moda (docs/decisions.md#brand-typeface): the bold (700) file of
 * its Latin subset only, 14.6 KB, self-hosted from the pinned npm package. Every heading set in it
 * is bold; the variable file (400 to 900) was 25.3 KB, and on a throttled phone those 11 KB were
 * about 200 ms of the home page's LCP.
 * A Vite app resolves the package path in `url()` to the same hashed asset as its own `?url`
 * import of the file, which the site preloads (apps/site/app/root.tsx).
 */
globalFontFace(bodoniModa.familyName, {
  src: "url('@fontsource/bodoni-moda/files/bodoni-moda-latin-700-normal.woff2') format('woff2')",
  fontWeight: 700,
  fontStyle: 'normal',
  fontDisplay: 'swap',
  // Fontsource's Latin range: a character outside it is drawn by the fallback below.
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

const stack = createFontStack([bodoniModa, timesNewRoman], { fontFaceFormat: 'styleObject' });

/**
 * The fallback shown until the file arrives: the local Times New Roman, or its metric-compatible
 * clones on Linux (Liberation Serif, Tinos), scaled and given Bodoni Moda's ascent and descent by
 * Capsize, so a heading keeps its width and height when the face swaps in (no layout shift).
 */
for (const { '@font-face': face } of stack.fontFaces) {
  const { fontFamily, ...descriptors } = face;
  globalFontFace(fontFamily.replaceAll('"', ''), {
    ...descriptors,
    src: "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('LiberationSerif'), local('Tinos')",
  });
}

/** The display stack: the brand face, its metric-matched fallback, then any serif. */
export const displayFontFamily = `${stack.fontFamily}, serif`;
