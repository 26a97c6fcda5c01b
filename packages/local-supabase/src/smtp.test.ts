// The local SMTP server survives what a relay sees every day: a client that speaks plain text to
// the TLS port, or drops in the middle of a message. Each is logged, and mail still gets through.
import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Mailbox } from './auth/mailbox.ts';
import { startLocalSmtp, type LocalSmtp } from './smtp.ts';

const lines: string[] = [];
const mailbox = new Mailbox(() => undefined);
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startLocalSmtp({ mailbox, port: 0, log: (line) => lines.push(line) });
});
afterAll(() => smtp.stop());

it('logs a failed TLS handshake and goes on delivering', async () => {
  // Plain text to the implicit-TLS port: the handshake fails on the server's side.
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(smtp.port, smtp.host, () => socket.write('EHLO plain.example\r\n'));
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    socket.setTimeout(10_000, () => reject(new Error('the server kept a broken connection')));
  });
  await expect.poll(() => lines.some((line) => line.startsWith('smtp: '))).toBe(true);

  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: true,
    auth: { user: smtp.user, pass: smtp.pass },
    tls: { ca: smtp.ca },
  });
  await transport.sendMail({
    from: 'notifications@example.com',
    to: 'staff@example.com',
    subject: 'Still delivering',
    text: 'After a broken connection.',
  });
  expect(mailbox.list('staff@example.com').map((m) => m.subject)).toEqual(['Still delivering']);
  expect(smtp.running).toBe(true);
});
