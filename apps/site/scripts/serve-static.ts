/**
 * Serves the built site the way a static host does: prerendered files as they are (compressed
 * where the build left .br/.gz beside them), /auth and /admin/* from the SPA shell, any other unknown path
 * from 404.html with status 404, and /api/analytics/* passed on to the analytics function, like
 * the production host's rewrite (README, "Hosting").
 *
 *   pnpm exec tsx apps/site/scripts/serve-static.ts [--port 4391] [--dir apps/site/build/client]
 *     [--analytics http://127.0.0.1:54391/functions/v1/analytics]   (or ANALYTICS_URL)
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface StaticServerOptions {
  /** The built client directory (apps/site/build/client). */
  dir: string;
  /**
   * The analytics edge function's base URL; POST /api/analytics/{events,performance} are
   * forwarded to `<analyticsUrl>/{events,performance}`. Without it they answer 404.
   */
  analyticsUrl?: string | undefined;
}

/** Hashed assets never change; everything else is revalidated so a new build shows at once. */
function setCacheHeaders(res: http.ServerResponse, pathname: string) {
  res.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

async function forwardAnalytics(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: string,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: Buffer.concat(chunks),
    });
    res.statusCode = upstream.status;
    const type = upstream.headers.get('content-type');
    if (type) res.setHeader('content-type', type);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    res.statusCode = 502;
    res.end(`analytics upstream unreachable: ${(error as Error).message}`);
  }
}

export function createStaticServer({ dir, analyticsUrl }: StaticServerOptions): http.Server {
  const spaFallback = fs.readFileSync(path.join(dir, '__spa-fallback.html'));
  const notFound = fs.existsSync(path.join(dir, '404.html'))
    ? fs.readFileSync(path.join(dir, '404.html'))
    : spaFallback;
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders: setCacheHeaders,
  });
  const analyticsTarget = analyticsUrl?.replace(/\/+$/, '');

  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const analytics = /^\/api\/analytics\/(events|performance)$/.exec(pathname);
    if (analytics) {
      if (req.method === 'POST' && analyticsTarget) {
        void forwardAnalytics(req, res, `${analyticsTarget}/${analytics[1]}`);
        return;
      }
      res.statusCode = req.method === 'POST' ? 404 : 405;
      res.end();
      return;
    }
    assets(req, res, () => {
      // The client-side app: sign-in and the admin area are never prerendered.
      const isApp = pathname === '/auth' || pathname === '/admin' || pathname.startsWith('/admin/');
      res.statusCode = isApp ? 200 : 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(isApp ? spaFallback : notFound);
    });
  });
}

/** Starts the server on 127.0.0.1; resolves once it listens (port 0 picks a free port). */
export function serveStatic(
  options: StaticServerOptions & { port: number },
): Promise<{ server: http.Server; url: string }> {
  const server = createStaticServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4391' },
      dir: { type: 'string', default: path.join(here, '..', 'build', 'client') },
      analytics: { type: 'string', default: process.env.ANALYTICS_URL },
    },
  });
  const { url } = await serveStatic({
    dir: path.resolve(values.dir),
    port: Number(values.port),
    analyticsUrl: values.analytics,
  });
  console.info(`static site on ${url}`);
}
