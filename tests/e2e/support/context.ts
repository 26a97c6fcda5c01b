import {
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

/**
 * A new browser context with the device of the running project (viewport, touch, user agent,
 * base URL), for a test that needs a second visitor or a different storage state.
 */
export async function newProjectContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    ...options,
  });
}
