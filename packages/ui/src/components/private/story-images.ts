/**
 * Offline sample pictures for stories and tests: small SVG landscapes as data URLs, so stories
 * need no network and load at once. Never used by components.
 */
export function sampleImage(seed: number, width = 800, height = 600) {
  const sky = ['#f7b267', '#79b8d1', '#f4845f', '#9ad1d4'][seed % 4];
  const land = ['#5b7b3a', '#8a6c3b', '#3f6e4f', '#a0522d'][seed % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 80 60"><rect width="80" height="60" fill="${sky}"/><circle cx="${20 + (seed % 5) * 10}" cy="18" r="7" fill="#fff3c4"/><path d="M0 42 Q20 ${30 + (seed % 3) * 4} 40 40 T80 38 V60 H0Z" fill="${land}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image that always fails to decode, at once and offline. */
export const brokenImage = 'data:image/png;base64,AAAA';

/** A second, distinct broken image (for a fallback that fails too). */
export const brokenFallbackImage = 'data:image/jpeg;base64,AAAA';

/** A URL that never finishes loading (held forever by the MSW handler in the stories). */
export const pendingImage = '/__pending__/image-that-never-arrives.jpg';
