import type { BrowserContext, Locator, Page } from '@playwright/test';
import { siteConfig } from '../../../apps/site/app/config/site.config.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

/** The chat link the site config describes (docs/decisions.md#site-config: number and greeting live there). */
const whatsAppUrl = `https://wa.me/${siteConfig.whatsapp.number}?text=${encodeURIComponent(
  siteConfig.whatsapp.greeting,
)}`;

const socialProfiles = [
  { name: 'Facebook', href: siteConfig.social.facebook },
  { name: 'X', href: siteConfig.social.x },
  { name: 'YouTube', href: siteConfig.social.youtube },
  { name: 'Instagram', href: siteConfig.social.instagram },
];

/**
 * Opens a link as a visitor does and returns what the new tab saw: its URL, whether it can
 * reach the site through window.opener, and the Referer it was sent. These hosts are on the
 * internet, which CI does not reach, so they answer with a stand-in page.
 */
async function openInNewTab(context: BrowserContext, page: Page, link: Locator) {
  let referer: string | undefined;
  await context.route(
    /^https:\/\/(wa\.me|www\.facebook\.com|x\.com|www\.youtube\.com|www\.instagram\.com)\//,
    (route) => {
      referer = route.request().headers().referer;
      return route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' });
    },
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  const result = {
    url: popup.url(),
    hasOpener: await popup.evaluate(() => window.opener !== null),
    referer,
    samePage: page.url(),
  };
  await popup.close();
  await context.unrouteAll();
  return result;
}

test('the WhatsApp button opens a chat with the greeting in a new tab, without the opener', async ({
  page,
  context,
}) => {
  await page.goto('/safaris');
  await waitForHydration(page);
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', whatsAppUrl);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);

  const tab = await openInNewTab(context, page, chat);
  // The browser may percent-encode the apostrophe: compare what WhatsApp will read.
  const opened = new URL(tab.url);
  expect(`${opened.origin}${opened.pathname}`).toBe(`https://wa.me/${siteConfig.whatsapp.number}`);
  expect(opened.searchParams.get('text')).toBe(siteConfig.whatsapp.greeting);
  expect(tab.hasOpener).toBe(false);
  expect(tab.referer).toBeUndefined();
  // The site stays where it was in its own tab.
  expect(tab.samePage).toMatch(/\/safaris$/);
});

test('the social links name the operator’s profiles and open in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
  await expect(social.getByRole('link')).toHaveCount(socialProfiles.length);
  for (const { name, href } of socialProfiles) {
    const link = social.getByRole('link', {
      name: `${siteConfig.name} on ${name} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', href!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  }
  const tab = await openInNewTab(
    context,
    page,
    social.getByRole('link', { name: `${siteConfig.name} on Instagram (opens in a new tab)` }),
  );
  expect(tab.url).toBe(siteConfig.social.instagram);
  expect(tab.hasOpener).toBe(false);
  expect(tab.referer).toBeUndefined();
});

test('on a package page the WhatsApp greeting names the package and links it, already in the prerendered page', async ({
  page,
  browser,
  built,
  stack,
  isMobile,
}) => {
  const pkg = built.packages.find((candidate) => candidate.published);
  expect(pkg, 'a published package in the seed').toBeDefined();
  const path = `/safaris/${pkg!.slug}`;
  const greetingOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');
  const expected = `Hello! I'm interested in "${pkg!.title}": ${stack.siteUrl}${path}.`;
  // On a phone the Enquire bar's WhatsApp link stands in for the floating button.
  const chatOn = (on: Page) =>
    isMobile
      ? on
          .getByRole('group', { name: 'Enquire about this safari' })
          .getByRole('link', { name: 'WhatsApp us' })
      : on.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

  // As crawlers and link previews get it, before any JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const prerendered = await noScript.newPage();
  await prerendered.goto(path);
  const staticHref = await chatOn(prerendered).getAttribute('href');
  expect(greetingOf(staticHref)).toBe(expected);
  await noScript.close();

  await page.goto(path);
  await waitForHydration(page);
  expect(greetingOf(await chatOn(page).getAttribute('href'))).toBe(expected);
});

test('the enquiry form’s dates and party size join the WhatsApp greeting', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  const greeting = async () =>
    new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text');
  expect(await greeting()).toBe(siteConfig.whatsapp.greeting);
  const form = page
    .getByRole('form')
    .filter({ has: page.getByRole('button', { name: 'Send Enquiry' }) });
  await form.getByRole('spinbutton', { name: 'Children' }).fill('2');
  await expect
    .poll(greeting)
    .toBe(`${siteConfig.whatsapp.greeting} We are thinking of travelling 2 adults and 2 children.`);
});
