/**
 * HTTP/2 over TLS on 127.0.0.1, for `pnpm bench:web` (docs/decisions.md#bench-web): the static
 * hosts the site deploys to (Netlify, Cloudflare Pages) serve it that way, and Lighthouse's
 * simulated slow 4G models the two protocols differently. Over HTTP/1.1 every request the page
 * makes in parallel gets a cold connection of its own, with its own handshake and slow start;
 * over HTTP/2 they share the document's warm connection, in priority order. The certificate is
 * self-signed, made at start and never written to disk; the browser is told to accept it
 * (`--ignore-certificate-errors`, Chromium only, the bench's own).
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** The Chromium flag that makes the bench's browser accept the self-signed certificate. */
export const acceptLocalCertificate = '--ignore-certificate-errors';

/** A request listener of `node:http`; HTTP/2's compatibility API gives it what it uses. */
export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

/** A key and a self-signed certificate for 127.0.0.1, valid for a day. */
async function localCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Listens on 127.0.0.1:`port` (0: a free one): HTTP/2 over TLS with `https`, HTTP/1.1 in the
 * clear without. Resolves once it listens.
 */
export async function listenLocal(
  listener: RequestListener,
  { port, https = false }: { port: number; https?: boolean },
): Promise<LocalServer> {
  const server = https
    ? http2.createSecureServer(
        { ...(await localCertificate()), allowHTTP1: true },
        listener as unknown as (
          req: http2.Http2ServerRequest,
          res: http2.Http2ServerResponse,
        ) => void,
      )
    : http.createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Closing ends the connections browsers and fetch keep open, as a stopped host would.
  const sessions = new Set<http2.ServerHttp2Session>();
  let closing = false;
  server.on('session', (session: http2.ServerHttp2Session) => {
    if (closing) return session.destroy();
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `${https ? 'https' : 'http'}://127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        closing = true;
        server.close(() => resolve());
        if (server instanceof http.Server) server.closeAllConnections();
        for (const session of sessions) session.destroy();
      }),
  };
}
