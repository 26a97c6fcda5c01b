/**
 * Helpers of the accessibility sweep and the keyboard journeys: axe with the WCAG 2.1 A/AA rules,
 * the theme switched through the header's real control, animations settled before a check, and
 * a test of what a keyboard user sees (a focus indicator on an element in view and not covered).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';
import { tabUntil } from './keyboard.ts';

/** The rule sets of the sweep (issue 9). No rule is disabled. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per axe violation: rule, help text and the selectors of the failing nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
        .join('; '),
  );
}

/**
 * Waits until every finite animation and transition has finished (a fading hero text or a
 * colour transition after a theme change would otherwise be measured half-way). Endless ones,
 * such as a spinner, are ignored.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

export type Theme = 'light' | 'dark';

/**
 * Chooses a theme with the header's toggle, as a visitor does, and waits until it applies and
 * the colours have settled.
 */
export async function chooseTheme(page: Page, theme: Theme | 'system'): Promise<void> {
  const name = { light: 'Light theme', dark: 'Dark theme', system: 'System theme' }[theme];
  // The admin shell and the public header each have one toggle; the first is the visible one.
  const option = page.getByRole('radio', { name }).first();
  await option.click();
  await expect(option).toBeChecked();
  if (theme !== 'system')
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await waitForAnimations(page);
}

/**
 * Runs axe in light and then in dark on the page as it is, and expects no violation in either.
 * The theme is chosen with the page's toggle; a page without one (the Access Denied page) gets
 * the choice stored under the theme key and is reloaded, and `ready` waits for it to show again.
 */
export async function expectNoViolationsInBothThemes(
  page: Page,
  label: string,
  options: { ready?: () => Promise<void> } = {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    if (options.ready) {
      await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
      await page.reload();
      await options.ready();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await waitForAnimations(page);
    } else {
      await chooseTheme(page, theme);
    }
    expect(await axeViolations(page), `axe on ${label} (${theme})`).toEqual([]);
  }
}

/** What a sighted keyboard user can see of the focused element. */
export interface FocusView {
  /** A short description: tag, role and accessible text. */
  element: string;
  /** The element draws an outline or a box shadow (a focus ring). */
  hasRing: boolean;
  /**
   * The look of the element and its two nearest ancestors (outline, shadow, background, border,
   * text colour, underline): a focus indicator that is not a ring (a filled date segment, a
   * coloured field border) shows as a difference between this while focused and after.
   */
  look: string;
  /** Some of it is inside the viewport. */
  inViewport: boolean;
  /** The top-most element at its centre is the element itself (or inside it). */
  uncovered: boolean;
  /** What is on top of it otherwise (for the failure message). */
  coveredBy?: string;
}

/** The properties that make up an element's look (see {@link FocusView.look}). */
const lookProperties = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'background-color',
  'border-top-color',
  'border-bottom-color',
  'color',
  'text-decoration-line',
];

/** Describes the focused element as a keyboard user sees it (null: nothing is focused). */
export async function focusView(page: Page): Promise<FocusView | null> {
  return page.evaluate((properties) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return null;
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const rect = element.getBoundingClientRect();
    const inViewport =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const uncovered = top !== null && (top === element || element.contains(top));
    const text = (
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    const role = element.getAttribute('role');
    return {
      element: `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${text}`,
      hasRing: outline || shadow,
      look: [element, element.parentElement, element.parentElement?.parentElement]
        .map((node) => {
          if (!node) return '';
          const computed = getComputedStyle(node);
          return properties.map((property) => computed.getPropertyValue(property)).join(' ');
        })
        .join(' | '),
      inViewport,
      uncovered,
      ...(uncovered
        ? {}
        : { coveredBy: top ? `${top.tagName.toLowerCase()}.${String(top.className)}` : 'nothing' }),
    };
  }, lookProperties);
}

/**
 * Follows focus through a keyboard walk and checks every element it lands on: inside the
 * viewport, not hidden under the sticky header or anything else, and with a visible indicator.
 * A ring (outline or shadow) counts at once; any other indicator is proved when focus moves on,
 * by the element looking different once it has lost focus. Nothing is focused or blurred by
 * script: only the keys a visitor presses move focus.
 */
export class FocusWalk {
  private pending: { element: JSHandle<Element>; look: string; step: string; name: string } | null =
    null;

  constructor(private readonly page: Page) {}

  /** Checks the element focused now; returns its description. */
  async check(step: string): Promise<string> {
    await this.settle();
    const verdict = async () => {
      const view = await focusView(this.page);
      const ok = view !== null && view.inViewport && view.uncovered;
      return `${ok ? 'in view' : 'NOT in view'}: ${JSON.stringify(view)}`;
    };
    // Scrolling a newly focused element into view is asynchronous.
    await expect.poll(verdict, { message: `focus at ${step}` }).toMatch(/^in view/);
    const view = (await focusView(this.page))!;
    if (!view.hasRing) {
      this.pending = {
        element: await this.page.evaluateHandle(() => document.activeElement!),
        look: view.look,
        step,
        name: view.element,
      };
    }
    return view.element;
  }

  /** Once focus has left the last element without a ring: it must now look different. */
  async settle(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const stillFocused = await pending.element.evaluate(
      (element) => element === document.activeElement,
    );
    if (stillFocused) throw new Error(`FocusWalk.settle: focus is still on ${pending.name}`);
    const unfocused = await pending.element.evaluate(
      (element, properties) =>
        [element, element.parentElement, element.parentElement?.parentElement]
          .map((node) => {
            if (!node) return '';
            const computed = getComputedStyle(node);
            return properties.map((property) => computed.getPropertyValue(property)).join(' ');
          })
          .join(' | '),
      lookProperties,
    );
    expect(
      unfocused,
      `no visible focus indicator at ${pending.step} (${pending.name}): it looks the same focused and not`,
    ).not.toBe(pending.look);
    await pending.element.dispose();
  }
}

/**
 * Expects the focused element to be visibly focused (see {@link FocusWalk}); an indicator that
 * is not a ring is proved by Tab and Shift+Tab back. Returns its description.
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<string> {
  const walk = new FocusWalk(page);
  const name = await walk.check(step);
  if ((await focusView(page))?.hasRing) return name;
  await page.keyboard.press('Tab');
  await walk.settle();
  await page.keyboard.press('Shift+Tab');
  expect((await focusView(page))?.element, `Shift+Tab came back to ${name}`).toBe(name);
  return name;
}

/**
 * Tabs until `target` is focused, checking every element on the way (see {@link FocusWalk});
 * the target itself is checked too. Returns what was focused, in order.
 */
export async function tabVisiblyTo(page: Page, target: Locator, what: string): Promise<string[]> {
  const walk = new FocusWalk(page);
  const seen: string[] = [];
  await tabUntil(page, target, {
    onStep: async (press) => {
      seen.push(await walk.check(`${what}, Tab ${press}`));
    },
  });
  if (!(await focusView(page))?.hasRing) {
    await page.keyboard.press('Tab');
    await walk.settle();
    await page.keyboard.press('Shift+Tab');
    await expect(target).toBeFocused();
  }
  return seen;
}

/**
 * Tabs round a dialog until focus comes back to where it started, checking at every stop that
 * focus stayed inside (the trap) and is visible. Returns the stops in order.
 */
export async function walkDialog(page: Page, dialog: Locator, what: string): Promise<string[]> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  // Opening moves focus to the dialog itself (react-aria, as the APG allows): a container, not
  // a control, so it needs no indicator; every control reached from there does.
  if (await dialog.evaluate((element) => element === document.activeElement)) {
    await page.keyboard.press('Tab');
  }
  const walk = new FocusWalk(page);
  const stops: string[] = [];
  for (let press = 1; press <= 40; press += 1) {
    await expect.poll(inside, { message: `focus stays in the ${what} (Tab ${press})` }).toBe(true);
    const stop = await walk.check(`${what}, Tab ${press}`);
    if (stops.includes(stop)) return stops;
    stops.push(stop);
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never came round in the ${what}: ${stops.join(' | ')}`);
}
