import http2 from 'node:http2';
import tls from 'node:tls';
import { describe, expect, it } from 'vitest';
import { listenLocal } from './local-https.ts';

/** One GET over HTTP/2, trusting the bench's self-signed certificate. */
async function h2Get(origin: string, path: string) {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  try {
    return await new Promise<{ status: number; body: string; protocol: string | undefined }>(
      (resolve, reject) => {
        session.once('error', reject);
        const request = session.request({ ':path': path });
        let body = '';
        let status = 0;
        request.on('response', (headers) => (status = Number(headers[':status'])));
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => resolve({ status, body, protocol: session.alpnProtocol }));
        request.once('error', reject);
      },
    );
  } finally {
    session.close();
  }
}

describe('the bench serves over HTTP/2 with TLS', () => {
  it('answers a request listener of node:http over h2, with a certificate for 127.0.0.1', async () => {
    const local = await listenLocal(
      (req, res) => {
        res.setHeader('content-type', 'text/plain');
        res.end(`you asked for ${req.url}`);
      },
      { port: 0, https: true },
    );
    try {
      expect(local.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await h2Get(local.url, '/safaris');
      expect(answer).toEqual({ status: 200, body: 'you asked for /safaris', protocol: 'h2' });

      const { port } = new URL(local.url);
      const certificate = await new Promise<tls.PeerCertificate>((resolve, reject) => {
        const socket = tls.connect(
          { host: '127.0.0.1', port: Number(port), rejectUnauthorized: false },
          () => {
            resolve(socket.getPeerCertificate());
            socket.end();
          },
        );
        socket.once('error', reject);
      });
      expect(certificate.subjectaltname).toBe('IP Address:127.0.0.1');
      expect(new Date(certificate.valid_to).getTime()).toBeGreaterThan(Date.now());
    } finally {
      await local.close();
    }
  });

  it('closes with a browser session still open, and plain HTTP stays HTTP/1.1', async () => {
    const secure = await listenLocal((_req, res) => res.end('ok'), { port: 0, https: true });
    const open = http2.connect(secure.url, { rejectUnauthorized: false });
    await new Promise((resolve) => open.once('connect', resolve));
    await secure.close();
    await new Promise((resolve) => open.once('close', resolve));

    const plain = await listenLocal((_req, res) => res.end('ok'), { port: 0 });
    try {
      expect(plain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(plain.url)).text()).toBe('ok');
    } finally {
      await plain.close();
    }
  });
});
