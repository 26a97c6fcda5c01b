/**
 * Past the hourly cap of the traveller's address, the enquiry form asks for the Turnstile
 * challenge instead of refusing (docs/decisions.md#enquiry-form-token): the challenge appears
 * and takes the focus, the traveller passes it with the keyboard, and the enquiry is stored with
 * everything they typed. Against local-supabase's Turnstile stand-in (script and siteverify).
 *
 * The suite's other enquiries come from 127.0.0.1; this page's enquiry requests are sent on from
 * 127.0.0.2, whose cap the test fills first, so no other test meets the challenge.
 */
import http from 'node:http';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import { challengeCap } from '../support/stack.ts';
import { createHash } from 'node:crypto';

const otherAddress = '127.0.0.2';

/** Forwards a request from `otherAddress` (all of 127/8 is this machine on Linux). */
function forward(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers, localAddress: otherAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 500,
            headers: Object.fromEntries(
              Object.entries(response.headers)
                .filter(
                  ([name]) => !['content-length', 'transfer-encoding', 'connection'].includes(name),
                )
                .map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

test('past the cap, the traveller passes the challenge and the enquiry is stored', async ({
  page,
  stack,
  rest,
}) => {
  // The address has sent its hourly share already.
  const client = createHash('md5').update(otherAddress).digest('hex');
  const filled = await fetch(`${stack.supabaseUrl}/rest/v1/submission_clients`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(Array.from({ length: challengeCap }, () => ({ kind: 'enquiry', client }))),
  });
  expect(filled.status).toBe(201);

  let refusals = 0;
  await page.route('**/rest/v1/rpc/submit_enquiry', async (route) => {
    const request = route.request();
    const answer = await forward(
      request.url(),
      request.method(),
      await request.allHeaders(),
      request.postDataBuffer(),
    );
    if (answer.status === 429) refusals += 1;
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });

  await page.goto('/contact');
  await waitForHydration(page);
  const email = `challenge.${Date.now().toString(36)}@example.com`;
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Nia Challenge');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Your message' })
    .fill('Three of us would like to track chimpanzees in Kibale in August.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  // The challenge, not a refusal: announced by its heading, which takes the focus.
  const challenge = page.getByRole('region', { name: 'One more step to send your enquiry' });
  await expect(challenge).toBeVisible();
  await expect(challenge.getByRole('heading')).toBeFocused();
  expect(refusals).toBe(1);
  // Nothing typed is lost while it waits.
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Nia Challenge');

  // By keyboard: Tab to the widget's checkbox, Space to tick it.
  const box = challenge.getByRole('checkbox', { name: /I am a person/ });
  await expect(box).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');

  await expect(page.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
  await expect(challenge).toBeHidden();
  const rows = await rest<{ name: string; message: string }>(
    `enquiries?email=eq.${encodeURIComponent(email)}&select=name,message`,
  );
  expect(rows).toEqual([
    {
      name: 'Nia Challenge',
      message: 'Three of us would like to track chimpanzees in Kibale in August.',
    },
  ]);
});
