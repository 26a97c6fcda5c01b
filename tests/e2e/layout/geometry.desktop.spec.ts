/**
 * Layout defects measured as geometry, not class names (issue 24, docs/decisions.md#card-grids and
 * #carousel-layout): what a visitor sees at a phone's 390 px and a laptop's 1,366 px, before and
 * after the script runs. Desktop project only: each test sets the widths it measures.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { galleryThumbnails } from '../support/gallery.ts';
import { waitForHydration } from '../support/page.ts';
import { builtItems, staticRoutes } from '../support/routes.ts';

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };
/** Widths where the card grids change their number of columns, and one on each side. */
const gridWidths = [390, 700, 1000, 1100, 1366];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the featured packages carousel's slides that are on screen. */
async function featuredSlides(page: Page): Promise<Box[]> {
  const carousel = page.getByRole('region', { name: 'Featured safari packages' });
  await expect(carousel).toBeVisible();
  const viewport = page.viewportSize();
  const boxes = await carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) =>
    slides.map((slide) => {
      const { x, y, width, height } = slide.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  return boxes.filter((box) => box.x >= -1 && box.x + box.width <= (viewport?.width ?? 0) + 1);
}

/** The tops of the carousel's control buttons, and the dots shown. */
async function carouselControls(page: Page) {
  const carousel = page.getByRole('region', { name: 'Featured safari packages' });
  return carousel.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.getClientRects().length > 0)
      .map((button) => {
        const box = button.getBoundingClientRect();
        return { label: button.getAttribute('aria-label') ?? '', centre: box.y + box.height / 2 };
      }),
  );
}

for (const javaScript of [false, true]) {
  const when = javaScript ? 'after hydration' : 'before any script runs';

  test(`the featured packages carousel shows three cards on a laptop ${when}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: laptop });
    const page = await context.newPage();
    await page.goto('/');
    if (javaScript) await waitForHydration(page);
    const slides = await featuredSlides(page);
    expect(slides, 'cards on screen').toHaveLength(3);
    const [first] = slides;
    for (const slide of slides) {
      expect(Math.round(slide.y), 'cards side by side').toBe(Math.round(first?.y ?? 0));
      expect(slide.width, 'a third of the row each').toBeLessThan(laptop.width / 3);
      expect(slide.height, 'a card, not a page-tall picture').toBeLessThan(laptop.height);
    }
    await context.close();
  });

  test(`the carousel's controls fit on one row of a phone ${when}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: phone });
    const page = await context.newPage();
    await page.goto('/');
    if (javaScript) await waitForHydration(page);
    expect(await featuredSlides(page), 'one card on screen').toHaveLength(1);
    const controls = await carouselControls(page);
    expect(controls.map((control) => control.label)).toEqual(
      expect.arrayContaining(['Previous slide', 'Next slide']),
    );
    const centres = controls.map((control) => Math.round(control.centre));
    expect(Math.max(...centres) - Math.min(...centres), 'controls on one row').toBeLessThanOrEqual(
      2,
    );
    await context.close();
  });
}

test('no card grid leaves one card alone on a row, at any width', async ({ page }) => {
  test.setTimeout(240_000);
  const orphans: string[] = [];
  let gridsSeen = 0;
  // Each page loads once and is then resized through the widths: the grids are laid out by CSS,
  // which follows the viewport as it changes, as it does when the page loads at that width.
  for (const route of staticRoutes) {
    await page.setViewportSize({ width: Math.min(...gridWidths), height: 900 });
    await page.goto(route);
    await waitForHydration(page);
    for (const width of gridWidths) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: React has answered the resize (media queries in code) and the page is laid out.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const grids = await page.locator('main ul, main ol').evaluateAll((lists) =>
        lists
          .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
          .map((list) => {
            const rows = new Map<number, number>();
            for (const item of Array.from(list.children)) {
              const top = Math.round(item.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const label =
              list.closest('section')?.querySelector('h2')?.textContent ?? list.className;
            return { label, perRow: [...rows.values()] };
          }),
      );
      for (const grid of grids) {
        const columns = Math.max(...grid.perRow);
        if (columns > 1) gridsSeen += 1;
        if (columns > 1 && grid.perRow.includes(1)) {
          orphans.push(`${route} at ${width}px, "${grid.label}": ${grid.perRow.join(' + ')}`);
        }
      }
    }
  }
  expect(gridsSeen, 'grids with more than one column were measured').toBeGreaterThan(10);
  expect(orphans).toEqual([]);
});

test('a blog post reads in one centred column', async ({ page, built }) => {
  const { post } = builtItems(built);
  for (const viewport of [laptop, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/blog/${post.slug}`);
    await waitForHydration(page);
    const box = await page.locator('article [data-markdown]').boundingBox();
    expect(box, 'the text is shown').not.toBeNull();
    const left = box?.x ?? 0;
    const right = viewport.width - left - (box?.width ?? 0);
    expect(Math.abs(left - right), `margins either side at ${viewport.width}px`).toBeLessThan(
      viewport.width * 0.1,
    );
  }
});

test('the testimonial form follows its introduction without a gap', async ({ page }) => {
  for (const viewport of [phone, laptop]) {
    await page.setViewportSize(viewport);
    await page.goto('/submit-testimonial');
    await waitForHydration(page);
    const intro = await page.locator('main header p').first().boundingBox();
    const formTitle = await page.locator('#testimonial-title').boundingBox();
    expect(intro && formTitle, 'the introduction and the form are shown').toBeTruthy();
    const gap = (formTitle?.y ?? 0) - ((intro?.y ?? 0) + (intro?.height ?? 0));
    expect(gap, `space between them at ${viewport.width}px`).toBeLessThanOrEqual(64);
  }
});

test('the lightbox on a phone is the picture and its controls, not a screen-tall box', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/gallery');
  await waitForHydration(page);
  await galleryThumbnails(page).first().click();
  const dialog = page.getByRole('dialog');
  const picture = dialog.locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const image = await picture.evaluate((element: HTMLImageElement) => {
    // The picture as drawn (object-fit: contain) inside the element's box.
    const box = element.getBoundingClientRect();
    const scale = Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight);
    return {
      width: element.naturalWidth * scale,
      height: element.naturalHeight * scale,
      boxHeight: box.height,
    };
  });
  expect(image.width, 'the picture spans the phone').toBeGreaterThan(phone.width * 0.8);
  expect(
    image.boxHeight - image.height,
    'empty space above and below the picture',
  ).toBeLessThanOrEqual(40);
  await context.close();
});

test('the WhatsApp button never covers a form field or a card action', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The floating button (the footer has a WhatsApp link too), last in the page.
  const fab = page.getByRole('link', { name: /WhatsApp/ }).last();
  /** What is under the button and usable: the button must have stepped aside for it. */
  const coveredNow = () =>
    fab.evaluate((button) => {
      if (getComputedStyle(button).pointerEvents === 'none') return [];
      const box = button.getBoundingClientRect();
      return Array.from(
        document.querySelectorAll('main :is(input, textarea, select, button, a[href])'),
      )
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return (
            rect.width > 0 &&
            rect.left < box.right &&
            box.left < rect.right &&
            rect.top < box.bottom &&
            box.top < rect.bottom
          );
        })
        .map((element) => element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30));
    });
  for (const route of ['/', '/contact', '/submit-testimonial', '/safaris']) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(fab).toBeAttached();
    await expect.poll(coveredNow, `${route} as it opens`).toEqual([]);
    // Each field and card action left just above the bottom edge, where a finger leaves it.
    const targets = page.locator('main :is(input:not([type="hidden"]), textarea, select, li a)');
    const count = Math.min(await targets.count(), 12);
    expect(count, `${route} has fields or card actions`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const target = targets.nth(index);
      const reachable = await target.evaluate((element) => element.closest('[inert]') === null);
      if (!reachable || !(await target.isVisible())) continue;
      await target.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        window.scrollBy(0, rect.bottom - (window.innerHeight - 20));
      });
      await expect.poll(coveredNow, `${route}, field or card ${index + 1}`).toEqual([]);
    }
  }
  // Where nothing usable is under it, it is there to be tapped.
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(fab).toBeVisible();
  await context.close();
});
