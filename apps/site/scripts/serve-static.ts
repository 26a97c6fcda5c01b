/**
 * Serves the built site the way a static host does: prerendered files as they are, /admin/*
 * from the SPA fallback, and any other unknown path from the 404 shell with status 404.
 *
 *   node apps/site/scripts/serve-static.ts [--port 4391] [--dir apps/site/build/client]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));

export function createStaticServer(dir: string): http.Server {
  const spaFallback = fs.readFileSync(path.join(dir, '__spa-fallback.html'));
  const notFound = fs.existsSync(path.join(dir, '404.html'))
    ? fs.readFileSync(path.join(dir, '404.html'))
    : spaFallback;
  const assets = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  return http.createServer((req, res) => {
    assets(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
      res.statusCode = isAdmin ? 200 : 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(isAdmin ? spaFallback : notFound);
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4391' },
      dir: { type: 'string', default: path.join(here, '..', 'build', 'client') },
    },
  });
  const server = createStaticServer(path.resolve(values.dir));
  server.listen(Number(values.port), '127.0.0.1', () => {
    console.info(`static site on http://127.0.0.1:${values.port}`);
  });
}
