import bodoniModaLatin from '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2?url';

/**
 * The font files the first screen needs, for `<link rel="preload" as="font" crossorigin>` in the
 * document head: the brand face's Latin file (docs/decisions.md#brand-typeface). Preloading it
 * makes the swap from the fallback happen before the first paint on most connections.
 */
export const brandFontFiles: readonly { href: string; type: 'font/woff2' }[] = [
  { href: bodoniModaLatin, type: 'font/woff2' },
];
