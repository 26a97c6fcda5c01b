/**
 * The brand's first screen, measured (issue 24 §1, docs/decisions.md#brand-typeface,
 * #full-bleed-hero and #one-column): the display face and its fallback, the full-bleed hero whose
 * words never cover a slide's subject, the header in the content's column, a search placeholder
 * that fits and links that look like links. Desktop project only: each test sets its widths.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

const laptop = { width: 1366, height: 768 };
/** A phone, a tablet, a small laptop, the laptop of the issue and a desktop monitor. */
const widths = [390, 768, 1024, 1366, 1920];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The first section's content box: the page's column, less its padding. */
function contentColumn(page: Page): Promise<Box> {
  return page.locator('main section[aria-labelledby="packages"]').evaluate((section) => {
    const box = section.getBoundingClientRect();
    const style = getComputedStyle(section);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
      top: box.top,
      bottom: box.bottom,
    };
  });
}

test('the header navigation lines up with the content column', async ({ page }) => {
  for (const width of [768, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const column = await contentColumn(page);
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(nav, `the navigation is shown at ${width}px`).not.toBeNull();
    expect(Math.abs((nav?.x ?? 0) - column.left), `left edges at ${width}px`).toBeLessThanOrEqual(
      1,
    );
    expect(
      Math.abs((nav?.x ?? 0) + (nav?.width ?? 0) - column.right),
      `right edges at ${width}px`,
    ).toBeLessThanOrEqual(1);
  }
});

test('the hero picture spans the screen from edge to edge', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const picture = page.getByRole('region', { name: 'Safari highlights' }).locator('img').first();
    const box = await picture.boundingBox();
    const screen = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box, `the picture is shown at ${width}px`).not.toBeNull();
    expect(Math.abs(box?.x ?? -1), `no gap on the left at ${width}px`).toBeLessThanOrEqual(0.5);
    expect(
      Math.abs((box?.width ?? 0) - screen),
      `as wide as the screen at ${width}px`,
    ).toBeLessThan(1);
  }
});

test("the hero's words never cover a slide's subject", async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    // The words' box: the title, the subtitle and the button together.
    const words = await page.locator('#hero-title').evaluate((title) => {
      const box = (title.parentElement as HTMLElement).getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    });
    // Where each slide's focal point shows once that slide is in view: a cover crop at
    // object-position p shows the point p of the picture at p of its frame.
    const subjects = await hero.locator('[aria-roledescription="slide"] img').evaluateAll(
      (images, heroBox) =>
        images.map((image) => {
          const frame = image.getBoundingClientRect();
          const [x = '50%', y = '50%'] = getComputedStyle(image).objectPosition.split(' ');
          return {
            x: heroBox.left + (parseFloat(x) / 100) * frame.width,
            y: frame.top + (parseFloat(y) / 100) * frame.height,
          };
        }),
      await hero.evaluate((element) => ({ left: element.getBoundingClientRect().left })),
    );
    expect(subjects.length, 'the hero has pictures').toBeGreaterThan(0);
    for (const [index, subject] of subjects.entries()) {
      const covered =
        subject.x >= words.left &&
        subject.x <= words.right &&
        subject.y >= words.top &&
        subject.y <= words.bottom;
      expect(covered, `slide ${index + 1}'s subject at ${width}px`).toBe(false);
    }
  }
});

test('the hero words over the picture are white on the scrim', async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto('/');
  const title = page.locator('#hero-title');
  const picture = await page
    .getByRole('region', { name: 'Safari highlights' })
    .locator('img')
    .first()
    .boundingBox();
  const box = await title.boundingBox();
  expect(box && picture, 'the title and the picture are shown').toBeTruthy();
  expect(box?.y ?? 0, 'the title is over the picture').toBeLessThan(
    (picture?.y ?? 0) + (picture?.height ?? 0),
  );
  expect(await title.evaluate((element) => getComputedStyle(element).color)).toMatch(
    /^rgba?\(255, 255, 255/,
  );
  const scrim = await title.evaluate(
    (element) =>
      getComputedStyle(element.closest('[data-text]')?.children[1] as HTMLElement).backgroundImage,
  );
  expect(scrim, 'a gradient under the words').toContain('linear-gradient');
});

/** The placeholder's drawn width against the room the input gives it. */
function placeholderFits(page: Page, searchbox: ReturnType<Page['getByRole']>) {
  return searchbox.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      placeholder: input.placeholder,
      text,
      room,
      scrolls: input.scrollWidth > input.clientWidth,
    };
  });
}

test('the search placeholder is never cut off', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    if (width < 768) await page.getByRole('button', { name: 'Toggle menu' }).click();
    const searchbox = (width < 768 ? page.getByRole('dialog') : page.getByRole('banner'))
      .getByRole('searchbox')
      .first();
    await expect(searchbox).toBeVisible();
    const fit = await placeholderFits(page, searchbox);
    expect(fit.placeholder.length, 'a placeholder is shown').toBeGreaterThan(0);
    expect(fit.scrolls, `the field scrolls at ${width}px`).toBe(false);
    expect(fit.text, `"${fit.placeholder}" fits at ${width}px`).toBeLessThanOrEqual(fit.room);
  }
});

test('the display face is preloaded, small, and swaps in without moving the headings', async ({
  page,
  browser,
  built,
}) => {
  // Both visits as the build begins: the page keeps the build's words (a visit later reads the
  // live hero again when other tests have edited it, and the two visits would compare different
  // titles).
  await page.clock.install({ time: built.buildStartedAt });
  await page.setViewportSize(laptop);
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('crossorigin', 'anonymous');
  const href = (await preload.getAttribute('href')) ?? '';
  expect(href).toMatch(/\.woff2$/);
  const file = await page.request.get(href);
  expect(file.ok()).toBe(true);
  const bytes = (await file.body()).byteLength;
  expect(bytes, 'the font adds at most 35 KB to the first load').toBeLessThanOrEqual(35 * 1024);

  await page.evaluate(() => document.fonts.ready);
  const headings = 'h1, h2';
  const fontFamily = await page
    .locator('#hero-title')
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(fontFamily).toMatch(/^"?Bodoni Moda"?,/);
  expect(await page.evaluate(() => document.fonts.check('700 40px "Bodoni Moda"'))).toBe(true);
  const withFont = await page
    .locator(headings)
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));

  // The same page with the font file refused: the metric-matched fallback draws the headings.
  const context = await browser.newContext({ viewport: laptop });
  const fallbackPage = await context.newPage();
  await fallbackPage.clock.install({ time: built.buildStartedAt });
  await fallbackPage.route('**/*.woff2', (route) => route.abort());
  await fallbackPage.goto('/');
  await fallbackPage.evaluate(() => document.fonts.ready);
  const withFallback = await fallbackPage
    .locator(headings)
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  // As tall to a twentieth of a pixel: the fallback's scaled metrics may differ from the face's
  // by a rounding (40.25 against 40.24997), far below a moved line; a wrapped line is 40 px.
  expect(withFallback).toHaveLength(withFont.length);
  withFallback.forEach((height, index) =>
    expect(height, `heading ${index + 1} as tall with the fallback as with the face`).toBeCloseTo(
      withFont[index]!,
      1,
    ),
  );
  await context.close();
});

test('a way onward from a section looks like a link and shows its focus', async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto('/');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'View All Packages' });
  expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
    'underline',
  );
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});
