// POST /functions/v1/notify: delivers the notification outbox (docs/architecture.md#notifications).
//
// pg_net calls it right after an enquiry or testimonial queued messages, and the pg_cron job
// `notifications` calls it while something is due. It claims due messages with the service role
// (claim_notifications), sends each by SMTP or an email provider's HTTPS API, and reports every
// attempt (report_notification); the database decides retries and back-off. Calling it when
// nothing is due does nothing, so a duplicate call is harmless.
//
// Transport, from the function's secrets (`supabase secrets set`, README "Email"):
// - NOTIFY_TRANSPORT=smtp (default): SMTP_HOST, SMTP_PORT (465), SMTP_SECURE ('true': implicit
//   TLS; hosted Edge Functions may not connect to ports 25 and 587), SMTP_USER, SMTP_PASS,
//   SMTP_CA (a PEM to trust besides the public roots: the local CA in development).
// - NOTIFY_TRANSPORT=resend: RESEND_API_KEY, RESEND_API_URL (https://api.resend.com/emails).
// NOTIFY_FROM is the sender ("Tembo Safaris <hello@example.com>"). NOTIFY_TOKEN is the bearer
// the caller must present (the Vault secret notify_function_token); it defaults to the service
// role key.
//
// Web-standard Request/Response, so the same file runs on Supabase Edge Functions (Deno) and in
// local-supabase, which imports the default export.
import { renderMessage, type OutboxMessage, type RenderedMessage } from './messages.ts';

export type FunctionEnv = Record<string, string | undefined>;

/** pg_net calls it with NOTIFY_TOKEN, which need not be a JWT: the function checks it itself. */
export const config = { verifyJwt: false };

/** Messages claimed per round, and rounds per call (the rest waits for the next call). */
const batchSize = 10;
const maxRounds = 5;
const sendTimeoutMs = 15_000;

interface Transport {
  send(message: RenderedMessage, from: string): Promise<void>;
  close?(): void;
}

interface SmtpModule {
  createTransport(options: Record<string, unknown>): {
    sendMail(mail: Record<string, unknown>): Promise<unknown>;
    close(): void;
  };
}

async function smtpTransport(env: FunctionEnv): Promise<Transport> {
  const deno = (globalThis as { Deno?: unknown }).Deno;
  // Deno resolves npm: specifiers; Node (local-supabase) resolves the workspace's package.
  const specifier = deno ? 'npm:nodemailer@10.6.1' : 'nodemailer';
  const nodemailer = ((await import(specifier)) as { default: SmtpModule }).default;
  const port = Number(env.SMTP_PORT ?? 465);
  const transporter = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: (env.SMTP_SECURE ?? 'true') !== 'false',
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
    ...(env.SMTP_CA ? { tls: { ca: [env.SMTP_CA] } } : {}),
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
  });
  return {
    async send(message, from) {
      await transporter.sendMail({
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}

function resendTransport(env: FunctionEnv): Transport {
  return {
    async send(message, from) {
      const response = await fetch(env.RESEND_API_URL ?? 'https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${env.RESEND_API_KEY ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          from,
          to: message.to,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      if (!response.ok) {
        throw new Error(
          `Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
    },
  };
}

function rpc(env: FunctionEnv, name: string, body: unknown): Promise<Response> {
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return fetch(`${env.SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

export async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  if (request.method !== 'POST') {
    return reply(405, { error: 'method_not_allowed', message: 'Use POST.' });
  }
  const expected = env.NOTIFY_TOKEN || env.SUPABASE_SERVICE_ROLE_KEY;
  if (!expected || request.headers.get('authorization') !== `Bearer ${expected}`) {
    return reply(401, { error: 'unauthorized', message: 'The notify token is missing or wrong.' });
  }
  const from = env.NOTIFY_FROM ?? 'Tembo Safaris <notifications@localhost>';
  let transport: Transport | undefined;
  let sent = 0;
  let failed = 0;
  try {
    for (let round = 0; round < maxRounds; round += 1) {
      const claimed = await rpc(env, 'claim_notifications', { batch: batchSize });
      if (!claimed.ok) {
        return reply(502, {
          error: 'claim_failed',
          message: `The database refused the claim (${claimed.status}).`,
        });
      }
      const messages = (await claimed.json()) as OutboxMessage[];
      if (messages.length === 0) break;
      transport ??=
        env.NOTIFY_TRANSPORT === 'resend' ? resendTransport(env) : await smtpTransport(env);
      for (const message of messages) {
        let error: string | null = null;
        try {
          await transport.send(renderMessage(message), from);
          sent += 1;
        } catch (cause) {
          error = cause instanceof Error ? cause.message : String(cause);
          failed += 1;
        }
        const reported = await rpc(env, 'report_notification', {
          message_id: message.id,
          ok: error === null,
          error,
        });
        // Unreported, the claim's lease runs out and the message is claimed again.
        if (!reported.ok) failed += error === null ? 1 : 0;
      }
    }
  } finally {
    transport?.close?.();
  }
  return reply(200, { sent, failed });
}

export default handler;

// On Supabase Edge Functions (Deno) the module serves itself; local-supabase imports `handler`.
interface DenoRuntime {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
deno?.serve((request) => handler(request, deno.env.toObject()));
