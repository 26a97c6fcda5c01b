/**
 * Pixel baselines of the stories, the Node side (docs/toolchain.md#pixel-baselines). The browser
 * side, `.storybook/pixels.setup.ts`, screenshots each story after its test in the `light phone`
 * and `dark phone` instances of the storybook Vitest project and compares it with Vitest's
 * `toMatchScreenshot` (pixelmatch) against
 * `packages/ui/pixels/chromium-<major>/<component>/<story>-<theme>.png` (from the story id).
 *
 * Debian's Chromium cannot be pinned, and a new major renders text and shadows a little
 * differently, so the baselines are kept per Chromium major: when the running major has no
 * baseline for a story, `pixelBaseline` writes one, the run reports it, and the story passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand } from 'vitest/node';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the baselines live, one folder per Chromium major. */
const pixelsDir = path.join(rootDir, 'packages/ui/pixels');

/**
 * How far a screenshot may drift before the story fails: pixelmatch's per-pixel colour distance
 * (0 to 1, in its YIQ space; anti-aliased pixels are not counted) and the share of the picture
 * that may differ beyond it (0.1 %, a few glyph edges). 0.03 rather than pixelmatch's default 0.1:
 * one step along an accent scale (accent 9 to accent 10, 8-21 levels per channel) stays under
 * 0.05, and must fail. Renders on one Chromium major with these fonts repeat exactly, so a
 * tight colour distance costs no false alarm.
 */
export const pixelThreshold = { threshold: 0.03, allowedMismatchedPixelRatio: 0.001 } as const;

/** The stories' screenshots: pixelmatch with the threshold above, baselines in `pixelsDir`. */
export const pixelScreenshotOptions = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: pixelThreshold,
  // Two screenshots in a row must agree before the comparison; a story that keeps moving
  // (a late image, a transition) fails with "Could not capture a stable screenshot".
  timeout: 10_000,
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(pixelsDir, `${arg}${ext}`),
  // A failed comparison writes the screenshot and a diff (changed pixels in red) here.
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
    path.join(rootDir, '.vitest-attachments/pixels', `${arg}${ext}`),
};

/** The element the browser side (.storybook/pixels.setup.ts) marks as the story to screenshot. */
const pixelRootAttribute = 'data-pixels-root';

/** The same options Vitest's `toMatchScreenshot` takes its screenshots with. */
const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'device' } as const;

export interface PixelBaseline {
  /** `chromium-<major>/<component>/<story>-<theme>`, the name for `toMatchScreenshot`. */
  name: string;
  /** The file, relative to the repository. */
  file: string;
  /** False when this Chromium major had no baseline; one was just written. */
  existed: boolean;
}

/** Story ids and themes only: no way out of `pixelsDir`. */
const safeName = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Finds the baseline of a story in a theme for the running Chromium major. When there is none,
 * takes the story's screenshot (the element marked `data-pixels-root`) until two in a row agree,
 * writes it as the baseline and says so.
 */
export const pixelBaseline: BrowserCommand<[storyId: string, theme: string]> = async (
  context,
  storyId,
  theme,
): Promise<PixelBaseline> => {
  if (!safeName.test(storyId) || !safeName.test(theme))
    throw new Error(`pixelBaseline: not a story id and theme: ${storyId} ${theme}`);
  const version = context.context.browser()?.version() ?? '';
  const major = /^(\d+)\./.exec(version)?.[1];
  if (!major) throw new Error(`pixelBaseline: cannot read Chromium's version (${version})`);
  // `<component>/<story>-<theme>`; Vitest collapses repeated hyphens in a name, so they never
  // reach the path here either.
  const name = `chromium-${major}/${storyId.replace('--', '/')}-${theme}`.replace(/-{2,}/g, '-');
  const file = path.join(pixelsDir, `${name}.png`);
  const relative = path.relative(rootDir, file);
  if (fs.existsSync(file)) return { name, file: relative, existed: true };

  const element = context.iframe.locator(`[${pixelRootAttribute}]`);
  let previous = await element.screenshot(screenshotOptions);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const next = await element.screenshot(screenshotOptions);
    if (next.equals(previous)) break;
    previous = next;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, previous);
  console.warn(`pixels: no baseline for Chromium ${major}; wrote ${relative}`);
  return { name, file: relative, existed: false };
};
