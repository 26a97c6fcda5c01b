/**
 * Serves the built site the way a static host does, from the host files the build generated
 * (host-config.ts), never from rules of its own: every response gets the headers of the
 * `_headers` rules matching its path, `_redirects` rules with status 200 answer a file of the
 * build (/auth and /admin/* the SPA shell) or pass the request on to another origin (the
 * analytics function), rules with a redirect status (301, the old addresses of packages and
 * accommodations) answer it with a `Location` when no file has the path, as Netlify does, and
 * any other unknown path answers 404.html with status 404. Files are served as they are,
 * compressed where the build left .br/.gz beside them.
 *
 *   pnpm exec tsx apps/site/scripts/serve-static.ts [--port 4391] [--dir apps/site/build/client]
 *     [--analytics http://127.0.0.1:54391/functions/v1/analytics]   (or ANALYTICS_URL)
 *     [--https]   (HTTP/2 over TLS with a self-signed certificate, as the bench serves it)
 */
import type http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { listenLocal, type LocalServer, type RequestListener } from './local-https.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface StaticServerOptions {
  /** The built client directory (apps/site/build/client). */
  dir: string;
  /**
   * Another analytics edge function than the one `_redirects` names (the build's backend):
   * /api/analytics/* are then forwarded to `<analyticsUrl>/*`.
   */
  analyticsUrl?: string | undefined;
}

/** A path pattern of `_headers` or `_redirects` (`*` matches the rest, `:name` one segment). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('(.*)');
  return new RegExp(`^${source}$`);
}

export interface HeaderRule {
  match: RegExp;
  headers: [string, string][];
}

/** Parses `_headers` (Netlify and Cloudflare Pages format). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ match: patternRegExp(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule matching the path; a header set twice is joined, like Cloudflare. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.match.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}

export interface RedirectRule {
  match: RegExp;
  to: string;
  status: number;
}

/** Parses `_redirects`: `from  to  [status]` per line. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to) throw new Error(`_redirects: cannot read "${line}"`);
      return { match: patternRegExp(from), to, status: Number(status ?? 301) };
    });
}

/** The rule's target for the path, `:splat` replaced by what `*` matched. */
function redirectTarget(rule: RedirectRule, pathname: string): string | undefined {
  const match = rule.match.exec(pathname);
  return match ? rule.to.replace(':splat', match[1] ?? '') : undefined;
}

function readHostFile(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the build writes it (apps/site/scripts/host-config.ts)`);
  }
  return fs.readFileSync(file, 'utf8');
}

/** The file's bytes, or undefined when there is no such file. */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A proxy rule: the request goes to the other origin and its answer comes back. */
async function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: string,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const upstream = await fetch(target, {
      method: req.method ?? 'GET',
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: hasBody ? Buffer.concat(chunks) : undefined,
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

/** The static host's answer to one request (see above). */
export function staticSite({ dir, analyticsUrl }: StaticServerOptions): RequestListener {
  const headerRules = parseHeadersFile(readHostFile(dir, '_headers'));
  const rules = parseRedirectsFile(readHostFile(dir, '_redirects'));
  const redirects = rules.filter((rule) => rule.status === 200);
  const moved = rules.filter((rule) => rule.status >= 300 && rule.status < 400);
  const notFound = fs.readFileSync(path.join(dir, '404.html'));
  const applyHeaders = (res: http.ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  };
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  });
  const override = analyticsUrl?.replace(/\/+$/, '');

  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    for (const rule of redirects) {
      let target = redirectTarget(rule, pathname);
      if (target === undefined) continue;
      if (/^https?:\/\//.test(target)) {
        if (override)
          target = `${override}/${/^\/api\/analytics\/(.*)$/.exec(pathname)?.[1] ?? ''}`;
        applyHeaders(res, pathname);
        void forwardRequest(req, res, target);
        return;
      }
      applyHeaders(res, pathname);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      // A rule whose file the build did not write answers as a host does, 404, instead of
      // ending the server.
      const file = readIfPresent(path.join(dir, target));
      if (!file) res.statusCode = 404;
      res.end(file ?? notFound);
      return;
    }
    assets(req, res, () => {
      applyHeaders(res, pathname);
      for (const rule of moved) {
        const target = redirectTarget(rule, pathname);
        if (target === undefined) continue;
        res.statusCode = rule.status;
        // The query string goes along, as on Netlify and Cloudflare Pages.
        res.setHeader('location', `${target}${search}`);
        res.end();
        return;
      }
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(notFound);
    });
  };
}

/**
 * Starts the server on 127.0.0.1; resolves once it listens (port 0 picks a free port). With
 * `https`, HTTP/2 over TLS with a self-signed certificate, as the bench serves it (local-https.ts).
 */
export function serveStatic(
  options: StaticServerOptions & { port: number; https?: boolean },
): Promise<LocalServer> {
  return listenLocal(staticSite(options), options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4391' },
      dir: { type: 'string', default: path.join(here, '..', 'build', 'client') },
      analytics: { type: 'string', default: process.env.ANALYTICS_URL },
      https: { type: 'boolean', default: false },
    },
  });
  const { url } = await serveStatic({
    dir: path.resolve(values.dir),
    port: Number(values.port),
    analyticsUrl: values.analytics,
    https: values.https,
  });
  console.info(`static site on ${url}`);
}
