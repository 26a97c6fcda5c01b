/**
 * No lead lost, end to end on the running stack: an enquiry sent through the REST API as a
 * visitor reaches the local SMTP server (implicit TLS, a local CA the function trusts) by the
 * same path as production (trigger → pg_net → the notify edge function → SMTP), and an outage
 * of the relay loses nothing: the message waits, shows its error, and is delivered once by the
 * retry. Timings are settings: a 1 s retry base and a 200 ms scheduler tick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from './auth/mailbox.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

let backend: LocalSupabase;

/** Polls until `check` returns a value (never a fixed wait); fails with what it last saw. */
async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

async function sendEnquiry(email: string, packageId?: string): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      submission: {
        name: 'Amina Traveller',
        email,
        phone: '+256 700 000 000',
        adults: 2,
        children: 1,
        message: 'We would love to see the gorillas in June.',
        ...(packageId ? { package_id: packageId } : {}),
      },
    }),
  });
  expect(response.status).toBe(204);
}

const mailFor = (to: string) => backend.mailbox.list(to).filter((m) => m.type === 'smtp');

beforeAll(async () => {
  backend = await startLocalSupabase({
    port: 0,
    scheduler: { tickMs: 200 },
    siteUrl: 'http://127.0.0.1:5391',
    // Enquiries go straight to the REST API, with no form and so no form token.
    minSecondsToSubmit: 0,
  });
  await backend.db.exec(`update public.notification_settings
    set retry_base = '1 second', retry_max = '2 seconds', claim_lease = '30 seconds';
    select cron.schedule('notifications', '1 seconds', 'select public.dispatch_notifications()')`);
});
afterAll(() => backend?.stop());

describe('enquiry notifications on the running stack', () => {
  it('the staff message and the confirmation arrive by SMTP with the right content', async () => {
    const [pkg] = (
      await backend.db.query<{ id: string; title: string; slug: string }>(
        `select id, title, slug from public.packages where published order by title limit 1`,
      )
    ).rows;
    await sendEnquiry('amina@example.test', pkg?.id);

    const staff = await until(
      async () => mailFor(backend.demoAdmin.email).find((m) => m.subject.includes('Amina')),
      'the staff message',
    );
    const [enquiry] = (
      await backend.db.query<{ id: string }>(
        `select id from public.enquiries where email = 'amina@example.test'`,
      )
    ).rows;
    expect(staff).toMatchObject<Partial<MailMessage>>({
      subject: `New enquiry from Amina Traveller: ${pkg?.title}`,
      reply_to: 'amina@example.test',
      from: '"Tembo Safaris" <notifications@tembo-safaris.local>',
    });
    expect(staff.text).toContain(`http://127.0.0.1:5391/admin/enquiries/${enquiry?.id}`);
    expect(staff.text).toContain(`http://127.0.0.1:5391/safaris/${pkg?.slug}`);
    expect(staff.text).toContain('Travellers: 2 adults, 1 child');
    expect(staff.text).toContain('Phone: +256 700 000 000');
    expect(staff.html).toContain(`href="http://127.0.0.1:5391/admin/enquiries/${enquiry?.id}"`);

    const confirmation = await until(
      async () => mailFor('amina@example.test')[0],
      'the confirmation',
    );
    expect(confirmation.subject).toBe('We received your enquiry');
    expect(confirmation.text).toContain('We would love to see the gorillas in June.');
    expect(confirmation.text).toContain('A member of our team will answer within 24 hours');
  });

  it('with the relay down the enquiry is kept, the error shows, and the retry delivers once', async () => {
    const smtp = backend.smtp;
    if (!smtp) throw new Error('the stack started without its SMTP server');
    await smtp.stop();
    try {
      await sendEnquiry('outage@example.test');
      const failing = await until(async () => {
        const { rows } = await backend.db.query<{ attempts: number; last_error: string }>(
          `select attempts, last_error from public.notification_outbox
           where kind = 'enquiry_confirmation' and recipients = '{outage@example.test}'`,
        );
        return rows[0] && rows[0].attempts > 0 ? rows[0] : undefined;
      }, 'a failed attempt');
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(mailFor('outage@example.test')).toEqual([]);
    } finally {
      await smtp.start();
    }
    await until(async () => mailFor('outage@example.test')[0], 'the retried confirmation');
    // One more retry tick passes (the cron job runs every tick here): still delivered once.
    const { rows } = await backend.db.query<{ runs: number }>(
      `select count(*)::int as runs from cron.job_run_details`,
    );
    const runsBefore = rows[0]?.runs ?? 0;
    await until(async () => {
      const after = await backend.db.query<{ runs: number }>(
        `select count(*)::int as runs from cron.job_run_details`,
      );
      return (after.rows[0]?.runs ?? 0) > runsBefore + 2 ? true : undefined;
    }, 'further cron runs');
    expect(mailFor('outage@example.test')).toHaveLength(1);
    const [state] = (
      await backend.db.query<{ status: string }>(
        `select status::text from public.notification_outbox
         where kind = 'enquiry_confirmation' and recipients = '{outage@example.test}'`,
      )
    ).rows;
    expect(state?.status).toBe('sent');
  });
  it('the daily digest lists the unanswered enquiries by the same sender', async () => {
    await sendEnquiry('digest@example.test');
    // The cron job runs queue_enquiry_digest() on the digest_schedule setting; the test calls it.
    await backend.db.exec(`select public.queue_enquiry_digest()`);
    const digest = await until(
      async () => mailFor(backend.demoAdmin.email).find((m) => m.subject.includes('for an answer')),
      'the digest',
    );
    const [enquiry] = (
      await backend.db.query<{ id: string }>(
        `select id from public.enquiries where email = 'digest@example.test'`,
      )
    ).rows;
    expect(digest.subject).toMatch(/^\d+ enquir(y waits|ies wait) for an answer/);
    expect(digest.text).toContain(
      `Amina Traveller <digest@example.test>: http://127.0.0.1:5391/admin/enquiries/${enquiry?.id}`,
    );
    expect(digest.text).toContain('http://127.0.0.1:5391/admin/enquiries?status=new');
    // Everything queued is delivered before the stack stops (no send cut off mid-connection).
    await until(async () => {
      const { rows } = await backend.db.query<{ waiting: number }>(
        `select count(*)::int as waiting from public.notification_outbox where status <> 'sent'`,
      );
      return rows[0]?.waiting === 0 ? true : undefined;
    }, 'every message sent');
  });
});
