/**
 * The theme a visitor chooses survives a reload, and the page never shows the other theme on the
 * way: not before the first paint, not while React hydrates.
 *
 * How "no flash" is proved: the reload is held with the site's stylesheet in flight. A stylesheet
 * in <head> blocks rendering and every script after it, so at that moment nothing has been
 * painted and only the inline head script can have run; the class on <html> must already be the
 * chosen theme. From there a MutationObserver records every change of that class and a frame
 * callback samples the first frame (it runs right before the first paint) until hydration ends.
 */
import type { Page } from '@playwright/test';
import { chooseTheme, type Theme } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

// The service worker would answer the stylesheet from its cache, out of the test's reach.
test.use({ serviceWorkers: 'block' });

interface ThemeTrace {
  /** The class on <html> while the stylesheet was in flight (nothing painted, no app script). */
  beforePaint: { className: string; colorScheme: string; appStarted: boolean };
  /** The first frame after the stylesheet arrived. */
  firstFrame: { className: string; background: string };
  /** Every later value of the class, through hydration. */
  changes: string[];
  /** After hydration. */
  final: { className: string; background: string };
}

async function reloadWatchingTheme(page: Page): Promise<ThemeTrace> {
  let release: () => Promise<void> = async () => {};
  const stylesheetRequested = new Promise<void>((resolve) => {
    void page.route(
      '**/assets/*.css',
      (route) => {
        release = () => route.continue();
        resolve();
      },
      { times: 1 },
    );
  });
  const reloaded = page.reload();
  await stylesheetRequested;
  // Interval polling: frame callbacks do not run while rendering is blocked.
  await page.waitForFunction(
    () => document.querySelector('link[rel="stylesheet"]') !== null,
    null,
    {
      polling: 20,
    },
  );
  const beforePaint = await page.evaluate(() => {
    const root = document.documentElement;
    const trace = window as unknown as Record<string, unknown>;
    /** The first opaque background under the centre of the viewport (the page's colour). */
    const paintedBackground = () => {
      const stack = document.elementsFromPoint(innerWidth / 2, innerHeight / 2);
      for (const element of [...stack, root]) {
        const color = getComputedStyle(element).backgroundColor;
        if (!/rgba\([^)]*,\s*0\)$/.test(color) && color !== 'transparent') return color;
      }
      return `canvas (${getComputedStyle(root).colorScheme})`;
    };
    trace.__paintedBackground = paintedBackground;
    const changes: string[] = [];
    trace.__themeChanges = changes;
    new MutationObserver(() => changes.push(root.className)).observe(root, {
      attributes: true,
      attributeFilter: ['class'],
    });
    requestAnimationFrame(() => {
      trace.__firstFrame = {
        className: root.className,
        background: paintedBackground(),
      };
    });
    return {
      className: root.className,
      colorScheme: root.style.colorScheme,
      appStarted: '__reactRouterContext' in window || 'hydrated' in root.dataset,
    };
  });
  await release();
  await reloaded;
  await waitForHydration(page);
  await page.waitForFunction(() => '__firstFrame' in window);
  return page.evaluate((before) => {
    const trace = window as unknown as Record<string, unknown>;
    return {
      beforePaint: before,
      firstFrame: trace.__firstFrame as ThemeTrace['firstFrame'],
      changes: trace.__themeChanges as string[],
      final: {
        className: document.documentElement.className,
        background: (trace.__paintedBackground as () => string)(),
      },
    };
  }, beforePaint);
}

/** Expects the trace to show `theme` from before the first paint to the end, never the other. */
function expectOnly(trace: ThemeTrace, theme: Theme) {
  const other = theme === 'dark' ? 'light' : 'dark';
  const has = (className: string, name: string) => className.split(/\s+/).includes(name);
  expect(trace.beforePaint.appStarted, 'no app script ran before the stylesheet').toBe(false);
  expect(
    has(trace.beforePaint.className, theme),
    `class before paint: ${trace.beforePaint.className}`,
  ).toBe(true);
  expect(trace.beforePaint.colorScheme).toBe(theme);
  for (const className of [trace.firstFrame.className, ...trace.changes, trace.final.className]) {
    expect(has(className, other), `the class was "${className}" at some point`).toBe(false);
    expect(has(className, theme), `the class was "${className}" at some point`).toBe(true);
  }
  // The first frame already had the final colours.
  expect(trace.firstFrame.background).toBe(trace.final.background);
}

/** Relative luminance of an rgb()/rgba() colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  if (!color.startsWith('rgb')) throw new Error(`not a colour: ${color}`);
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('the prerendered page applies the stored theme in its first script, before any stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  // Before it only tags that neither paint nor run (meta, title, preloads, icons): no
  // stylesheet, no style and no other script.
  const beforeScript = head.slice(0, head.indexOf('<script'));
  const tagsBefore = beforeScript.match(/<[a-z]+[^>]*>/g) ?? [];
  expect(tagsBefore.filter((tag) => /^<(style|script)|rel="stylesheet"/.test(tag))).toEqual([]);
  const firstScript = /^<script>([\s\S]*?)<\/script>/.exec(head.slice(beforeScript.length));
  expect(firstScript?.[1]).toContain("localStorage.getItem('vite-ui-theme')");
});

for (const [system, chosen] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test(`${chosen} chosen on a ${system} system is kept across a reload with no flash of ${system}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${system}\\b`));

    await chooseTheme(page, chosen);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme')))
      .toBe(chosen);

    const trace = await reloadWatchingTheme(page);
    expectOnly(trace, chosen);
    const lum = luminance(trace.firstFrame.background);
    expect(
      chosen === 'dark' ? lum < 0.2 : lum > 0.8,
      `background ${trace.firstFrame.background}`,
    ).toBe(true);
    await expect(
      page.getByRole('radio', { name: chosen === 'dark' ? 'Dark theme' : 'Light theme' }),
    ).toBeChecked();
  });
}

test('system follows the device, also after a reload and when the device changes', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await waitForHydration(page);
  await chooseTheme(page, 'dark');
  await chooseTheme(page, 'system');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme')))
    .toBe('system');

  await page.emulateMedia({ colorScheme: 'dark' });
  const trace = await reloadWatchingTheme(page);
  expectOnly(trace, 'dark');
  await expect(page.getByRole('radio', { name: 'System theme' })).toBeChecked();

  // The device switches back while the page is open.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});
