/**
 * The headers check: every public and admin route, on each host the build writes configuration
 * for, scored against the security and caching headers the site must send. Each host's files
 * are read here by a small parser of that host's own format and matching rules (not by the
 * generator that wrote them, nor by serve-static.ts):
 *
 * - Netlify: `_headers` (a later matching rule overrides a header), `_redirects`;
 * - Cloudflare Pages: `_headers` (a header from two matching rules is joined with a comma,
 *   `! Name` drops one), `_redirects` (200 rules within the site only);
 * - Vercel: `vercel.json` (`rewrites`, `headers`; a later match overrides).
 *
 * The page's own policy comes from the `<meta http-equiv="Content-Security-Policy">` of the file
 * the host serves for the route; a browser enforces it together with the header's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { pageRoutes } from './support/route-table.ts';
import { builtItems } from './support/routes.ts';
import { siteDir, type BuiltContent } from './support/stack.ts';

const hostsDir = path.join(siteDir, '..', 'hosts');
/** Cloudflare Pages' function for the analytics, committed at the repository's root. */
const pagesFunction = path.join(siteDir, '../../../../functions/api/analytics/[[path]].ts');
const read = (host: string, name: string) =>
  fs.readFileSync(path.join(hostsDir, host, name), 'utf8');

type Headers = Map<string, string>;
interface Served {
  /** The build file answered, relative to build/client, or `proxy:<url>`. */
  file: string;
  status: number;
  headers: Headers;
}
type Host = (pathname: string) => Served;

// ---- Netlify and Cloudflare: `_headers` and `_redirects` -------------------------------------

interface HeaderBlock {
  pattern: string;
  set: [string, string][];
  detach: string[];
}

function parseUnderscoreHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: line, set: [], detach: [] });
      continue;
    }
    const block = blocks.at(-1)!;
    if (line.startsWith('!')) {
      block.detach.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    expect(colon, `a header line: ${line}`).toBeGreaterThan(0);
    block.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return blocks;
}

/** Netlify: `*` matches anything, and `/x/*` also matches `/x`. */
function netlifyMatch(pattern: string, pathname: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  const source = escaped.endsWith('/*')
    ? `${escaped.slice(0, -2)}(?:/.*)?`
    : escaped.replaceAll('*', '.*');
  return new RegExp(`^${source}/?$`).test(pathname);
}

/** Cloudflare: one splat (`*`, greedy), placeholders (`:name`, one segment). */
function cloudflareMatch(pattern: string, pathname: string): boolean {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:\w+/g, '[^/]+')
    .replace('*', '.*');
  return new RegExp(`^${source}$`).test(pathname);
}

interface RedirectLine {
  from: string;
  to: string;
  status: number;
}

function parseRedirects(text: string): RedirectLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** The build file a host serves for a path: x, x.html or x/index.html. */
function staticFile(pathname: string): string | undefined {
  const base = pathname.replace(/^\/+|\/+$/g, '');
  const candidates = base ? [base, `${base}.html`, `${base}/index.html`] : ['index.html'];
  return candidates.find((file) =>
    fs.statSync(path.join(siteDir, file), { throwIfNoEntry: false })?.isFile(),
  );
}

function netlify(): Host {
  const blocks = parseUnderscoreHeaders(read('netlify', '_headers'));
  const redirects = parseRedirects(read('netlify', '_redirects'));
  return (pathname) => {
    const headers: Headers = new Map();
    for (const block of blocks) {
      if (!netlifyMatch(block.pattern, pathname)) continue;
      for (const [name, value] of block.set) headers.set(name, value);
    }
    const existing = staticFile(pathname);
    // Netlify: a file at the path shadows a rule without `!`.
    if (existing) return { file: existing, status: 200, headers };
    for (const rule of redirects) {
      if (!netlifyMatch(rule.from, pathname) || rule.status !== 200) continue;
      if (/^https?:/.test(rule.to)) return { file: `proxy:${rule.to}`, status: 200, headers };
      return { file: staticFile(rule.to) ?? `missing:${rule.to}`, status: 200, headers };
    }
    return { file: '404.html', status: 404, headers };
  };
}

function cloudflare(): Host {
  const blocks = parseUnderscoreHeaders(read('cloudflare', '_headers'));
  const redirects = parseRedirects(read('cloudflare', '_redirects'));
  return (pathname) => {
    const headers: Headers = new Map();
    for (const block of blocks) {
      if (!cloudflareMatch(block.pattern, pathname)) continue;
      for (const name of block.detach) headers.delete(name);
      for (const [name, value] of block.set) {
        headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      }
    }
    if (pathname.startsWith('/api/analytics/')) {
      // The Pages Function (functions/api/analytics/[[path]].ts) answers these.
      return fs.existsSync(pagesFunction)
        ? { file: 'proxy:function', status: 200, headers }
        : { file: '404.html', status: 404, headers };
    }
    for (const rule of redirects) {
      if (!cloudflareMatch(rule.from, pathname)) continue;
      expect(rule.to, 'Cloudflare proxies within the site only').toMatch(/^\//);
      return { file: staticFile(rule.to) ?? `missing:${rule.to}`, status: rule.status, headers };
    }
    const existing = staticFile(pathname);
    return existing
      ? { file: existing, status: 200, headers }
      : { file: '404.html', status: 404, headers };
  };
}

// ---- Vercel: vercel.json --------------------------------------------------------------------

interface VercelJson {
  rewrites?: { source: string; destination: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

/** A Vercel `source`: `:name*` any rest, `:name` one segment, regex groups as written. */
function vercelMatch(source: string, pathname: string): boolean {
  const regex = source.replace(/\/:\w+\*/g, '(?:/.*)?').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${regex}$`).test(pathname);
}

function vercel(): Host {
  const config = JSON.parse(read('vercel', 'vercel.json')) as VercelJson;
  return (pathname) => {
    const headers: Headers = new Map();
    for (const rule of config.headers ?? []) {
      if (!vercelMatch(rule.source, pathname)) continue;
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
    }
    const existing = staticFile(pathname);
    if (existing) return { file: existing, status: 200, headers };
    for (const rule of config.rewrites ?? []) {
      if (!vercelMatch(rule.source, pathname)) continue;
      if (/^https?:/.test(rule.destination)) {
        return { file: `proxy:${rule.destination}`, status: 200, headers };
      }
      return {
        file: staticFile(rule.destination) ?? `missing:${rule.destination}`,
        status: 200,
        headers,
      };
    }
    return { file: '404.html', status: 404, headers };
  };
}

// ---- What every response must carry ----------------------------------------------------------

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

function metaBeforeScripts(html: string): boolean {
  const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
  const script = html.indexOf('<script');
  return meta >= 0 && (script < 0 || meta < script);
}

/** Each requirement and whether the response meets it. */
function score(served: Served, stack: { supabaseUrl: string }): Record<string, boolean> {
  const h = served.headers;
  const header = directives(h.get('content-security-policy') ?? '');
  const html = served.file.endsWith('.html')
    ? fs.readFileSync(path.join(siteDir, served.file), 'utf8')
    : '';
  const metaMatch = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  const meta = directives((metaMatch?.[1] ?? '').replaceAll('&quot;', '"'));
  const both = (name: string) => [...(header.get(name) ?? []), ...(meta.get(name) ?? [])];
  const scriptSrc = meta.get('script-src') ?? [];
  const supabase = new URL(stack.supabaseUrl).origin;
  const allowedConnect = new Set(["'self'", supabase, 'https://tile.openstreetmap.org']);
  const connect = header.get('connect-src') ?? [];
  const permissions = h.get('permissions-policy') ?? '';
  return {
    'CSP enforced (not Report-Only)':
      h.has('content-security-policy') && !h.has('content-security-policy-report-only'),
    "frame-ancestors 'none' (header)": header.get('frame-ancestors')?.join(' ') === "'none'",
    "object-src 'none'": header.get('object-src')?.join(' ') === "'none'",
    "base-uri 'self'": header.get('base-uri')?.join(' ') === "'self'",
    "form-action 'self'": header.get('form-action')?.join(' ') === "'self'",
    "worker-src 'self'": header.get('worker-src')?.join(' ') === "'self'",
    'connect-src: self, Supabase, tiles only':
      connect.length > 0 && connect.every((source) => allowedConnect.has(source)),
    'img-src: self, Supabase storage, tiles': [
      "'self'",
      supabase,
      'https://tile.openstreetmap.org',
    ].every((source) => both('img-src').includes(source)),
    "no 'unsafe-inline'/'unsafe-eval' for scripts": ![
      ...(header.get('script-src') ?? header.get('default-src') ?? []),
      ...scriptSrc,
    ].some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'"),
    'page meta CSP first in <head>, hashing every inline script':
      !html ||
      (metaBeforeScripts(html) &&
        inlineScriptHashes(html).every((hash) => scriptSrc.includes(hash))),
    'HSTS 2 years, includeSubDomains':
      h.get('strict-transport-security') === 'max-age=63072000; includeSubDomains',
    'Referrer-Policy strict-origin-when-cross-origin':
      h.get('referrer-policy') === 'strict-origin-when-cross-origin',
    'Permissions-Policy camera/microphone/geolocation/payment off': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
    ].every((feature) => permissions.includes(feature)),
    'X-Content-Type-Options nosniff': h.get('x-content-type-options') === 'nosniff',
    'Cross-Origin-Opener-Policy same-origin': h.get('cross-origin-opener-policy') === 'same-origin',
  };
}

/** A URL for every page route: real ids for public pages, made-up ones for admin editors. */
function routeUrls(built: BuiltContent): string[] {
  const { pkg, lodging, post, destination } = builtItems(built);
  const samples: Record<string, string> = {
    'safaris/:slug': `/safaris/${pkg.slug}`,
    'destinations/:slug': `/destinations/${destination.slug}`,
    'packages/:category': `/packages/${pkg.category}`,
    'accommodations/:slug': `/accommodations/${lodging.slug}`,
    'blog/:slug': `/blog/${post.slug}`,
    '*': '/no-such-page',
  };
  return pageRoutes.map(
    (route) =>
      samples[route.pattern] ?? `/${route.pattern.replace(/:\w+/g, 'some-id').replace('*', 'x')}`,
  );
}

const hosts = { netlify, cloudflare, vercel } as const;

test('headers check: every route on Netlify, Cloudflare Pages and Vercel', async ({
  built,
  stack,
}) => {
  const urls = routeUrls(built);
  const failures: string[] = [];
  const table: string[] = [];
  for (const [name, make] of Object.entries(hosts)) {
    const host = make();
    for (const url of urls) {
      const served = host(url);
      const isApp = url === '/auth' || url === '/admin' || url.startsWith('/admin/');
      const checks: Record<string, boolean> = {
        ...score(served, stack),
        'Cache-Control no-cache':
          url === '/no-such-page' || served.headers.get('cache-control') === 'no-cache',
        'served file and status': isApp
          ? served.file === '__spa-fallback.html' && served.status === 200
          : url === '/no-such-page'
            ? served.file === '404.html' && served.status === 404
            : served.file.endsWith('index.html') && served.status === 200,
      };
      const missing = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([what]) => what);
      table.push(
        `${name.padEnd(10)} ${url.padEnd(44)} ${served.status} ${served.file.padEnd(28)} ${missing.length ? `MISSING: ${missing.join('; ')}` : 'all present'}`,
      );
      for (const what of missing) failures.push(`${name} ${url}: ${what}`);
    }
    // Hashed assets for a year; the analytics beacons reach the function.
    const asset = fs
      .readdirSync(path.join(siteDir, 'assets'))
      .find((file) => file.endsWith('.js'))!;
    if (
      host(`/assets/${asset}`).headers.get('cache-control') !==
      'public, max-age=31536000, immutable'
    ) {
      failures.push(`${name} /assets/${asset}: Cache-Control immutable`);
    }
    const beacon = host('/api/analytics/events');
    if (
      !beacon.file.startsWith('proxy:') ||
      (beacon.file !== 'proxy:function' &&
        !beacon.file.startsWith(
          `proxy:${new URL(stack.supabaseUrl).origin}/functions/v1/analytics/`,
        ))
    ) {
      failures.push(
        `${name} /api/analytics/events: forwarded to the analytics function (${beacon.file})`,
      );
    }
  }
  await test
    .info()
    .attach('headers-check.txt', { body: table.join('\n'), contentType: 'text/plain' });
  expect(failures, table.join('\n')).toEqual([]);
});
