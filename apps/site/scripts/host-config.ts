/**
 * The one description of how a static host serves the built site, and the files that tell each
 * host so (written by post-build.ts into build/client):
 *
 * - `_headers` (Netlify and Cloudflare Pages read the same format; the rules are written so both
 *   give every path the same headers: no header is set by two rules that match one path, because
 *   Netlify keeps the last value and Cloudflare joins them with a comma);
 * - `_redirects`: Netlify's (the analytics proxy, the SPA fallback and the old addresses of
 *   packages and accommodations), or Cloudflare's when the build runs on Cloudflare Pages
 *   (`CF_PAGES` set): its `_redirects` cannot proxy to another origin, so there the committed
 *   Pages Function functions/api/analytics/[[path]].ts forwards the analytics. Both variants are
 *   also written to build/hosts/<host>/;
 * - `vercel.json` (read when that folder is deployed: `vercel deploy apps/site/build/client`).
 *
 * apps/site/scripts/serve-static.ts, which the browser tests and `pnpm preview` use, reads the
 * generated `_headers` and `_redirects` rather than knowing the rules itself.
 *
 * Old addresses (docs/decisions.md#slug-urls): /safaris/{id}, /accommodations/{id} and every
 * earlier slug of a live record answer a 301 to the record's slug URL, one static rule each,
 * listed by the build from the backend (`redirects`).
 *
 * Security headers: the Content-Security-Policy in the header carries what every response shares
 * (frame-ancestors only works there); each HTML page carries its own script hashes in a
 * `<meta http-equiv="Content-Security-Policy">` (see {@link pageCsp}). A browser enforces both, so
 * the header leaves scripts to the meta policy (no script-src or default-src in the header) and
 * the meta policy repeats the shared fetch directives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mapTileOrigin } from '../app/features/accommodations/map-tiles.ts';

export interface HostConfigInput {
  /** VITE_SUPABASE_URL of the build, e.g. https://xyz.supabase.co. */
  supabaseUrl: string;
  /**
   * The Turnstile widget script, when the build sets a site key (app/config/turnstile.ts): its
   * origin may then run the script and show the challenge's frame. Absent, nothing is admitted.
   */
  turnstileScriptUrl?: string | undefined;
  /**
   * The old addresses of the live packages and accommodations (ids and earlier slugs) and the
   * page each now is: one permanent redirect each (app/lib/seo/public-pages.ts lists them).
   */
  redirects?: readonly AddressRedirect[] | undefined;
}

/** An old address and the page it went to, both site paths. */
interface AddressRedirect {
  from: string;
  to: string;
}

/** The status of an old address: moved for good, so links and search engines follow it. */
const movedPermanently = 301;

/** A site path a redirect rule may name: no spaces (the rule's separator) and no pattern. */
const plainPath = /^\/[^\s*:]*$/;

/** The input's redirects, checked: a path the rules could misread fails the build. */
function addressRedirects({ redirects = [] }: HostConfigInput): readonly AddressRedirect[] {
  for (const { from, to } of redirects) {
    if (!plainPath.test(from) || !plainPath.test(to) || from === to) {
      throw new Error(`host-config: cannot write the redirect "${from}" -> "${to}"`);
    }
  }
  return redirects;
}

/** The `_redirects` lines of the old addresses (Netlify and Cloudflare read the same). */
function redirectLines(input: HostConfigInput): string[] {
  return addressRedirects(input).map(({ from, to }) => `${from}  ${to}  ${movedPermanently}`);
}

/** Paths served by the client-side app (sign-in and the admin area), never prerendered. */
const spaFallbackPaths = ['/auth', '/admin', '/admin/*'] as const;
/** The file those paths answer with status 200. */
const spaFallbackFile = '/__spa-fallback.html';
/** The site's analytics beacons, forwarded to the analytics edge function. */
const analyticsPath = '/api/analytics/*';

const immutableCache = 'public, max-age=31536000, immutable';
/**
 * The build's folders whose files are named after their content: Vite's assets and the image
 * variants (docs/architecture.md#images). They never change, so browsers keep them a year.
 */
const immutableDirs = ['assets', 'img'] as const;
const revalidateCache = 'no-cache';

/** `<supabase>/functions/v1/analytics`, where {@link analyticsPath} goes. */
function analyticsTarget({ supabaseUrl }: HostConfigInput): string {
  return `${new URL(supabaseUrl).origin}/functions/v1/analytics`;
}

/**
 * The fetch directives every response shares. `style-src` keeps 'unsafe-inline' for style
 * attributes only: React's `style` props and Leaflet's positioning set them, and no script can
 * run from a style. Images: the storage bucket (Supabase origin), the map tiles, and data:/blob:
 * for Leaflet's and the admin upload's previews. connect-src: the site, the Supabase project
 * (PostgREST, auth, storage uploads; the site uses no realtime, so no wss:) and the tiles, which
 * the service worker fetches to cache them.
 */
function fetchDirectives({ supabaseUrl }: HostConfigInput): string[] {
  const supabase = new URL(supabaseUrl).origin;
  return [
    `connect-src 'self' ${supabase} ${mapTileOrigin}`,
    `img-src 'self' data: blob: ${supabase} ${mapTileOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
  ];
}

/** The Content-Security-Policy header of every response. */
export function headerCsp(input: HostConfigInput): string {
  return [
    ...fetchDirectives(input),
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of one HTML page, for its `<meta http-equiv>`: scripts from the site and the page's
 * own inline scripts (the theme script and React Router's hydration data), by their sha256. Any
 * script added at runtime must be a file from the site, or, with a Turnstile site key, the
 * Turnstile widget (script-src and frame-src name its origin).
 */
export function pageCsp(input: HostConfigInput, scriptHashes: readonly string[]): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  const turnstile = input.turnstileScriptUrl ? new URL(input.turnstileScriptUrl).origin : undefined;
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(turnstile ? [turnstile] : []), ...hashes].join(' '),
    ...(turnstile ? [`frame-src ${turnstile}`] : []),
    ...fetchDirectives(input),
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Every header of every response (Cache-Control aside). */
export function securityHeaders(input: HostConfigInput): Record<string, string> {
  return {
    'Content-Security-Policy': headerCsp(input),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** One header rule: a path pattern (`*` matches the rest of the path) and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Files in the build that are host configuration, not site. */
const hostFiles = new Set(['_headers', '_redirects', 'vercel.json']);

/**
 * The header rules. Cache-Control must not come from two matching rules, so "no-cache" is set
 * per top-level entry of the build (and the app's paths) instead of on `/*` beside `/assets/*` and
 * `/img/*`.
 * A path with no file (the 404 page) gets the host's default, which also revalidates.
 */
export function headerRules(clientDir: string, input: HostConfigInput): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: '/*', headers: securityHeaders(input) },
    ...immutableDirs.map((dir) => ({
      path: `/${dir}/*`,
      headers: { 'Cache-Control': immutableCache },
    })),
    { path: '/', headers: { 'Cache-Control': revalidateCache } },
  ];
  const revalidated = new Set<string>(spaFallbackPaths);
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    if ((immutableDirs as readonly string[]).includes(entry.name) || hostFiles.has(entry.name)) {
      continue;
    }
    if (/\.(br|gz)$/.test(entry.name)) continue;
    if (entry.isDirectory()) {
      revalidated.add(`/${entry.name}`);
      revalidated.add(`/${entry.name}/*`);
    } else {
      revalidated.add(`/${entry.name}`);
    }
  }
  for (const pattern of [...revalidated].sort()) {
    rules.push({ path: pattern, headers: { 'Cache-Control': revalidateCache } });
  }
  return rules;
}

const generated = '# Generated by apps/site/scripts/host-config.ts during the build: do not edit.';

/** `_headers` for Netlify and Cloudflare Pages. */
function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${generated}\n${blocks.join('\n')}\n`;
}

/** `_redirects` for Netlify: the analytics proxy, the client-side app, then the old addresses. */
function netlifyRedirects(input: HostConfigInput): string {
  return [
    generated,
    `${analyticsPath}  ${analyticsTarget(input)}/:splat  200`,
    ...spaFallbackPaths.map((from) => `${from}  ${spaFallbackFile}  200`),
    ...redirectLines(input),
    '',
  ].join('\n');
}

/**
 * `_redirects` for Cloudflare Pages: the client-side app (a 200 rule there cannot name another
 * origin, and Cloudflare serves `x.html` at `/x`) and the old addresses. Analytics go through
 * the Pages Function.
 */
function cloudflareRedirects(input: HostConfigInput): string {
  const target = spaFallbackFile.replace(/\.html$/, '');
  return [
    generated,
    ...spaFallbackPaths.map((from) => `${from}  ${target}  200`),
    ...redirectLines(input),
    '',
  ].join('\n');
}

/** A path pattern with a trailing `*` as Vercel writes it. */
function vercelSource(pattern: string, name = 'path'): string {
  return pattern.endsWith('/*') ? `${pattern.slice(0, -1)}:${name}*` : pattern;
}

/** `vercel.json`: the same rewrites and headers (Vercel serves 404.html for unknown paths). */
function vercelConfig(input: HostConfigInput): string {
  const header = (headers: Record<string, string>) =>
    Object.entries(headers).map(([key, value]) => ({ key, value }));
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    trailingSlash: false,
    redirects: addressRedirects(input).map(({ from, to }) => ({
      source: from,
      destination: to,
      statusCode: movedPermanently,
    })),
    rewrites: [
      {
        source: vercelSource(analyticsPath),
        destination: `${analyticsTarget(input)}/:path*`,
      },
      ...spaFallbackPaths.map((from) => ({
        source: vercelSource(from),
        destination: spaFallbackFile,
      })),
    ],
    headers: [
      { source: '/(.*)', headers: header(securityHeaders(input)) },
      ...immutableDirs.map((dir) => ({
        source: `/${dir}/(.*)`,
        headers: header({ 'Cache-Control': immutableCache }),
      })),
      {
        source: `/((?!${immutableDirs.map((dir) => `${dir}/`).join('|')}).*)`,
        headers: header({ 'Cache-Control': revalidateCache }),
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

type Host = 'netlify' | 'cloudflare' | 'vercel';

/** Every host's files, by host and file name. */
function hostFilesFor(
  clientDir: string,
  input: HostConfigInput,
): Record<Host, Record<string, string>> {
  const headers = formatHeadersFile(headerRules(clientDir, input));
  return {
    netlify: { _headers: headers, _redirects: netlifyRedirects(input) },
    cloudflare: { _headers: headers, _redirects: cloudflareRedirects(input) },
    vercel: { 'vercel.json': vercelConfig(input) },
  };
}

/**
 * Writes each host's files to build/hosts/<host>/ and the deployable set into build/client:
 * `_headers`, `vercel.json`, and the `_redirects` of the host the build runs on (Cloudflare's
 * when `CF_PAGES` is set, Netlify's otherwise).
 */
export function writeHostFiles(
  clientDir: string,
  input: HostConfigInput,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const files = hostFilesFor(clientDir, input);
  for (const [host, byName] of Object.entries(files)) {
    const dir = path.join(clientDir, '..', 'hosts', host);
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, content] of Object.entries(byName)) {
      fs.writeFileSync(path.join(dir, name), content);
    }
  }
  const redirects = env.CF_PAGES ? files.cloudflare._redirects! : files.netlify._redirects!;
  fs.writeFileSync(path.join(clientDir, '_headers'), files.netlify._headers!);
  fs.writeFileSync(path.join(clientDir, '_redirects'), redirects);
  fs.writeFileSync(path.join(clientDir, 'vercel.json'), files.vercel['vercel.json']!);
}
