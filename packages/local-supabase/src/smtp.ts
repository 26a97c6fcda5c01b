import { simpleParser, type AddressObject } from 'mailparser';
import selfsigned from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './auth/mailbox.ts';

/**
 * A real SMTP server for development and tests (docs/architecture.md#notifications): implicit
 * TLS, as on port 465 in production, with a certificate signed by a CA made at start-up. The
 * notify function is told to trust that CA (SMTP_CA), so the connection is verified exactly as
 * it would be against a relay. What arrives lands in the local mailbox (GET /__dev/mailbox),
 * one copy per recipient, with its text and HTML parts. Addresses under the reserved `.invalid`
 * domain are refused with 550, as a relay refuses an unroutable domain.
 */
export interface LocalSmtp {
  host: string;
  port: number;
  /** The local CA's certificate (PEM): what a client must trust. */
  ca: string;
  /** The credentials it accepts. */
  user: string;
  pass: string;
  /** Stops accepting mail (the port is freed); `start` listens on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  readonly running: boolean;
}

export interface LocalSmtpOptions {
  mailbox: Mailbox;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  user?: string;
  pass?: string;
  /**
   * Where connection errors go (a client that drops mid-message, a failed TLS handshake). A relay
   * logs them and goes on serving; unlistened, smtp-server's 'error' event would crash the
   * process that runs the stack. @default silent
   */
  log?: (line: string) => void;
}

/** Messages above this are refused (a real relay's limit is in the same range). */
const maxMessageBytes = 10 * 1024 * 1024;

async function localCertificates(host: string): Promise<{ ca: string; key: string; cert: string }> {
  const notAfterDate = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Tembo local CA' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await selfsigned.generate([{ name: 'commonName', value: host }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          ...(host !== '127.0.0.1' && host !== 'localhost'
            ? [{ type: 2 as const, value: host }]
            : []),
        ],
      },
    ],
  });
  return { ca: ca.cert, key: leaf.private, cert: leaf.cert };
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address?.toLowerCase() ?? '')
    .filter(Boolean);

export async function startLocalSmtp(options: LocalSmtpOptions): Promise<LocalSmtp> {
  const host = options.host ?? '127.0.0.1';
  const user = options.user ?? 'tembo';
  const pass = options.pass ?? 'local-smtp';
  const { ca, key, cert } = await localCertificates(host);
  const log = options.log ?? (() => undefined);
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      secure: true,
      key,
      cert,
      size: maxMessageBytes,
      banner: 'Tembo local SMTP',
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) {
          callback(null, { user: auth.username });
        } else {
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        }
      },
      // Like a relay that knows the domain cannot exist: the reserved .invalid top-level domain
      // (RFC 2606) is refused, so a test can make a delivery fail for one message.
      onRcptTo(address, _session, callback) {
        if (/\.invalid$/i.test(address.address)) {
          callback(
            Object.assign(new Error(`No such domain: ${address.address}`), { responseCode: 550 }),
          );
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            const recipients = envelope.length > 0 ? envelope : addresses(parsed.to);
            for (const to of recipients) {
              options.mailbox.deliver({
                to,
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                ...(parsed.html ? { html: parsed.html } : {}),
                ...(parsed.from?.text ? { from: parsed.from.text } : {}),
                ...(parsed.replyTo?.text ? { reply_to: parsed.replyTo.text } : {}),
              });
            }
            callback();
          })
          .catch((error: unknown) =>
            callback(error instanceof Error ? error : new Error(String(error))),
          );
      },
      logger: false,
    });

  const smtp: LocalSmtp = {
    host,
    get port() {
      return port;
    },
    ca,
    user,
    pass,
    get running() {
      return server !== undefined;
    },
    async start() {
      if (server) return;
      const next = create();
      next.on('error', (error: Error) => log(`smtp: ${error.message}`));
      await new Promise<void>((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(port, host, () => {
          next.server.off('error', reject);
          resolve();
        });
      });
      const address = next.server.address();
      if (typeof address === 'object' && address) port = address.port;
      server = next;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
