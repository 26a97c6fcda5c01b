import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, waitForHydration } from './support/page.ts';
import { allRoutes } from './support/routes.ts';

// With the service worker a visitor gets: its registration must not log an error either.
test.use({ serviceWorkers: 'allow' });

/** The Intl services whose first object makes Chromium load its ICU data. */
const icuServices = [
  'NumberFormat',
  'DateTimeFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
  'DisplayNames',
] as const;

test('every public route hydrates without console errors, and without loading Intl data', async ({
  page,
  built,
}) => {
  test.slow();
  // A page's first Intl format costs 40-130 ms of main thread on a slow phone while it hydrates
  // (docs/decisions.md#no-intl-on-first-load): count the ones a page makes, with where.
  await page.addInitScript((services) => {
    const made: string[] = [];
    Object.assign(window, { __intlMade: made });
    const note = (what: string) =>
      made.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    // Replaced as the originals are defined: not enumerable, so no page loop sees them.
    const replace = (owner: object, name: string, value: unknown) =>
      Object.defineProperty(owner, name, { value, writable: true, configurable: true });
    for (const name of services) {
      const Service = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (!Service) continue;
      replace(
        Intl,
        name,
        new Proxy(Service, {
          construct(target, args, newTarget) {
            note(`new Intl.${name}`);
            return Reflect.construct(target, args, newTarget) as object;
          },
          apply(target, self, args) {
            note(`Intl.${name}()`);
            return Reflect.apply(target, self, args) as object;
          },
        }),
      );
    }
    // The methods that make an Intl format of their own.
    const localeMethods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, method] of localeMethods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
      replace(prototype, method, function (this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      });
    }
  }, icuServices);
  // Map tiles come from the internet, which these machines do not reach: answer them empty so
  // a missing network is not mistaken for a page error (offline tiles are tested elsewhere).
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  for (const path of allRoutes(built)) {
    await test.step(path, async () => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main#main h1')).toBeVisible();
      // Hydration mismatches are reported after hydration, when React recovers.
      await page.waitForLoadState('networkidle');
      expect(errors, `errors on ${path}`).toEqual([]);
      const made = await page.evaluate(() => (window as { __intlMade?: string[] }).__intlMade);
      expect(made, `Intl formats made on ${path}`).toEqual([]);
    });
  }
});
