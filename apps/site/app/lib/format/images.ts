/**
 * Responsive sources for an image URL. Seed and uploaded images that follow the
 * `<name>-1280.<ext>` convention also exist at 640 wide; other URLs have one size only.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  const match = /^(.*)-1280(\.\w+)$/.exec(url);
  if (!match) return { src: url };
  const [, base, extension] = match;
  return { src: url, srcSet: `${base}-640${extension} 640w, ${url} 1280w` };
}

/** The intrinsic size of the seed images (16:10), reserved so nothing shifts while loading. */
export const imageSize = { width: 1280, height: 800 } as const;
