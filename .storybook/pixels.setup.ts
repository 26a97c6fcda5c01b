/**
 * Pixel diffs of the stories (docs/toolchain.md#pixel-baselines), the browser side: a setup file
 * of the storybook Vitest project. After each story's test (render, play function, axe) in an
 * instance that `provide`s `tembo/pixels` (light and dark at the phone width), it screenshots the
 * story and compares it with its baseline for the running Chromium major (tests/pixels.ts).
 *
 * What keeps the pictures still: time is frozen (`Date` starts at the same instant in every
 * story, so a footer's year or a "posted 3 days ago" never changes), animations are finished or
 * reset by the screenshot (Playwright's `animations: 'disabled'`), the caret is hidden, fonts
 * are the self-hosted ones of tests/fonts/fonts.conf and are awaited, and images are decoded.
 * A story opts out with `parameters: { pixels: { disable: true } }` and a comment saying why.
 */
import { afterEach, beforeEach, expect, inject, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { PixelBaseline } from '../tests/pixels.ts';

/** Marks the element to screenshot; tests/pixels.ts looks for the same attribute. */
const pixelRootAttribute = 'data-pixels-root';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set on the instances whose stories are screenshotted. */
    'tembo/pixels': boolean;
    'storybook/test-initial-globals': { theme: string };
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    pixelBaseline: (storyId: string, theme: string) => Promise<PixelBaseline>;
  }
}

/** Pixels around the story's boxes, for focus rings and shadows. */
const margin = 16;

/** The longest wait for a story's image before its screenshot. */
const imageCap = 3_000;

/** Every story's clock starts here: a Friday morning in March 2027, East Africa Time. */
const frozenNow = new Date('2027-03-12T09:00:00+03:00');

beforeEach(() => {
  // Only `Date` is faked, and it moves on from the frozen instant in real time, so timers,
  // react-aria's press handling and Testing Library's waits behave as before.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: frozenNow });
});

afterEach(async (context) => {
  try {
    if (inject('tembo/pixels')) await compareStoryPixels(context);
  } finally {
    vi.useRealTimers();
  }
});

/** Screenshots the story just tested and compares it with its baseline. */
async function compareStoryPixels(context: TestContext) {
  const state = context.task.result?.state;
  if (state === 'fail' || state === 'skip') return;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: { parameters?: { pixels?: { disable?: boolean } } } }).story;
  if (!storyId || story?.parameters?.pixels?.disable) return;
  const theme = inject('storybook/test-initial-globals').theme;

  // The story's own container (Storybook's portable stories append one to <body>); overlays
  // portal into UiProvider's root inside it.
  const root = document.querySelector('[data-is-root-theme]')?.parentElement;
  if (!root) throw new Error(`pixels: ${storyId} rendered no UiProvider root`);
  await document.fonts.ready;
  // The picture shows the whole story, below the fold too: lazy images load now (their loading
  // attribute does not show), and every image is decoded before the first screenshot. The
  // stories' images are data URLs that decode at once; the cap is for the one a story holds
  // back for good (Media/ImageWithFallback's Loading), which is pictured still loading.
  const images = [...root.querySelectorAll('img')];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : Promise.race([
            image.decode().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, imageCap)),
          ]),
    ),
  );
  // The picture is the story's own area: the union of the boxes inside UiProvider's root (which
  // itself fills the viewport), overlays included and cut at the viewport, plus a margin for focus
  // rings and shadows. A transparent frame over that area is what gets screenshotted.
  const themeRoot = root.querySelector('[data-is-root-theme]') ?? root;
  const boxes = [...themeRoot.querySelectorAll('*')]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1 && box.bottom > 0 && box.right > 0);
  if (boxes.length === 0) boxes.push(root.getBoundingClientRect());
  // Chromium paints nothing right of the viewport (a story wider than the phone is cut there, as
  // on a phone); below it, the page goes on.
  const documentWidth = window.innerWidth;
  const documentHeight = document.documentElement.scrollHeight;
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)) - margin));
  const right = Math.min(
    documentWidth,
    Math.ceil(Math.max(...boxes.map((box) => box.right)) + margin),
  );
  const bottom = Math.min(
    documentHeight,
    Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + margin),
  );
  const frame = document.createElement('div');
  frame.setAttribute(pixelRootAttribute, '');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left + window.scrollX}px`,
    top: `${top + window.scrollY}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  document.body.append(frame);
  try {
    const baseline = await commands.pixelBaseline(storyId, theme);
    // A new baseline is reported by the command (in the run's output) and not compared.
    if (!baseline.existed) return;
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(baseline.name);
  } finally {
    frame.remove();
  }
}
