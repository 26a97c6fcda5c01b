import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeScript } from '../../../packages/ui/src/theme/theme-script.ts';
import { headerCsp, headerRules, pageCsp, securityHeaders, writeHostFiles } from './host-config.ts';
import { addPageCsp, inlineScriptHashes } from './post-build.ts';
import { headersFor, parseHeadersFile, parseRedirectsFile, serveStatic } from './serve-static.ts';

const input = { supabaseUrl: 'https://abc.supabase.co/' };

describe('host configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
    const client = path.join(dir, 'client');
    for (const sub of ['assets', 'img', 'about', 'images'])
      fs.mkdirSync(path.join(client, sub), { recursive: true });
    fs.writeFileSync(path.join(client, 'index.html'), '<html><head></head></html>');
    fs.writeFileSync(path.join(client, 'sw.js'), '');
    fs.writeFileSync(path.join(client, 'image-manifest.json'), '{}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('never sets a header from two rules matching one path (Netlify and Cloudflare differ there)', () => {
    const client = path.join(dir, 'client');
    writeHostFiles(client, input, {});
    const rules = parseHeadersFile(fs.readFileSync(path.join(client, '_headers'), 'utf8'));
    for (const pathname of [
      '/',
      '/about',
      '/about/',
      '/assets/app-1.js',
      '/img/0123456789abcdef-640.avif',
      '/image-manifest.json',
      '/sw.js',
      '/admin/x',
      '/auth',
    ]) {
      const headers = headersFor(rules, pathname);
      expect(headers.get('cache-control'), pathname).toBe(
        /^\/(assets|img)\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      expect(headers.get('content-security-policy')).toBe(headerCsp(input));
    }
    expect(headerRules(client, input).length).toBeLessThanOrEqual(100);
  });

  it('writes Netlify’s redirects by default and Cloudflare’s on Cloudflare Pages', () => {
    const client = path.join(dir, 'client');
    writeHostFiles(client, input, {});
    const netlify = parseRedirectsFile(fs.readFileSync(path.join(client, '_redirects'), 'utf8'));
    expect(netlify[0]!.to).toBe('https://abc.supabase.co/functions/v1/analytics/:splat');
    writeHostFiles(client, input, { CF_PAGES: '1' });
    const cloudflare = parseRedirectsFile(fs.readFileSync(path.join(client, '_redirects'), 'utf8'));
    expect(cloudflare.map((rule) => rule.to)).toEqual(Array(3).fill('/__spa-fallback'));
    const vercel = JSON.parse(fs.readFileSync(path.join(dir, 'hosts/vercel/vercel.json'), 'utf8'));
    expect(vercel.rewrites[0].destination).toBe(
      'https://abc.supabase.co/functions/v1/analytics/:path*',
    );
  });
});

describe('old addresses of packages and accommodations (docs/decisions.md#slug-urls)', () => {
  const packageId = 'd062fda1-4820-4d1e-9b53-6a4f1c0e2b11';
  const redirects = [
    { from: `/safaris/${packageId}`, to: '/safaris/bwindi-gorilla-trekking-3-days' },
    { from: '/safaris/gorilla-trekking-3-days', to: '/safaris/bwindi-gorilla-trekking-3-days' },
    { from: '/accommodations/e3d3f2c4-1111-4222-8333-944455556666', to: '/accommodations/camp' },
  ];
  let dir: string;
  let client: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
    client = path.join(dir, 'client');
    fs.mkdirSync(path.join(client, 'safaris', 'bwindi-gorilla-trekking-3-days'), {
      recursive: true,
    });
    fs.writeFileSync(path.join(client, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(client, '404.html'), '<html>not found</html>');
    fs.writeFileSync(
      path.join(client, 'safaris', 'bwindi-gorilla-trekking-3-days', 'index.html'),
      '<html>Bwindi</html>',
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each one as a 301 for Netlify, Cloudflare Pages and Vercel', () => {
    writeHostFiles(client, { ...input, redirects }, {});
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    for (const host of ['netlify', 'cloudflare']) {
      const rules = parseRedirectsFile(read(`hosts/${host}/_redirects`));
      const moved = rules.filter((rule) => rule.status === 301);
      expect(
        moved.map((rule) => rule.to),
        host,
      ).toEqual(redirects.map((r) => r.to));
      expect(read(`hosts/${host}/_redirects`), host).toContain(
        `/safaris/${packageId}  /safaris/bwindi-gorilla-trekking-3-days  301\n`,
      );
      // The client-side app's rules still answer what they answered.
      expect(rules.filter((rule) => rule.status === 200).length, host).toBeGreaterThanOrEqual(3);
    }
    expect(read('client/_redirects')).toBe(read('hosts/netlify/_redirects'));
    writeHostFiles(client, { ...input, redirects }, { CF_PAGES: '1' });
    expect(read('client/_redirects')).toBe(read('hosts/cloudflare/_redirects'));
    const vercel = JSON.parse(read('hosts/vercel/vercel.json'));
    expect(vercel.redirects).toEqual(
      redirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })),
    );
  });

  it('writes none without any, and fails the build on a path a rule would misread', () => {
    writeHostFiles(client, input, {});
    const rules = parseRedirectsFile(fs.readFileSync(path.join(client, '_redirects'), 'utf8'));
    expect(rules.filter((rule) => rule.status !== 200)).toEqual([]);
    for (const bad of [
      { from: '/safaris/a b', to: '/safaris/c' },
      { from: '/safaris/*', to: '/safaris/c' },
      { from: 'safaris/x', to: '/safaris/c' },
      { from: '/safaris/c', to: '/safaris/c' },
    ]) {
      expect(() => writeHostFiles(client, { ...input, redirects: [bad] }, {}), bad.from).toThrow(
        /cannot write the redirect/,
      );
    }
  });

  it('are answered by the static server of the tests with 301 and the slug URL', async () => {
    writeHostFiles(client, { ...input, redirects }, {});
    const { close, url } = await serveStatic({ dir: client, port: 0 });
    try {
      const get = (pathname: string) => fetch(`${url}${pathname}`, { redirect: 'manual' });
      const byId = await get(`/safaris/${packageId}`);
      expect(byId.status).toBe(301);
      expect(byId.headers.get('location')).toBe('/safaris/bwindi-gorilla-trekking-3-days');
      expect(byId.headers.get('content-security-policy')).toBe(headerCsp(input));
      const oldSlug = await get('/safaris/gorilla-trekking-3-days?utm_source=whatsapp');
      expect(oldSlug.status).toBe(301);
      expect(oldSlug.headers.get('location')).toBe(
        '/safaris/bwindi-gorilla-trekking-3-days?utm_source=whatsapp',
      );
      const page = await get('/safaris/bwindi-gorilla-trekking-3-days');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Bwindi');
      const unknown = await get('/safaris/no-such-safari');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('location')).toBeNull();
      // A rewrite to a file this build lacks (no SPA shell here) is a 404, and the server lives on.
      const shell = await get('/admin/users');
      expect(shell.status).toBe(404);
      expect(await shell.text()).toContain('not found');
      expect((await get('/safaris/bwindi-gorilla-trekking-3-days')).status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('Content-Security-Policy', () => {
  it('keeps scripts to the page policy and limits connections to the site, Supabase and tiles', () => {
    expect(headerCsp(input)).not.toMatch(/script-src|default-src/);
    expect(headerCsp(input)).toContain(
      "connect-src 'self' https://abc.supabase.co https://tile.openstreetmap.org",
    );
    expect(headerCsp(input)).toContain("frame-ancestors 'none'");
    expect(securityHeaders(input)['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(pageCsp(input, ['b', 'a', 'a'])).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(pageCsp(input, [])).not.toContain("unsafe-inline' script");
  });

  it('admits the Turnstile origin only when the build has a site key', () => {
    expect(pageCsp(input, ['a'])).not.toMatch(/challenges\.cloudflare\.com|frame-src/);
    const withChallenge = pageCsp(
      { ...input, turnstileScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js' },
      ['a'],
    );
    expect(withChallenge).toContain(
      "script-src 'self' https://challenges.cloudflare.com 'sha256-a';",
    );
    expect(withChallenge).toContain('frame-src https://challenges.cloudflare.com;');
    expect(headerCsp(input)).not.toMatch(/challenges\.cloudflare\.com/);
  });

  it('hashes the inline scripts a page runs and puts the policy before the first one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-csp-'));
    const html =
      `<!DOCTYPE html><html><head><script>${themeScript}</script><meta charset="utf-8"/>` +
      '<script type="application/ld+json">{"a":1}</script><script src="/assets/x.js"></script>' +
      '</head><body><script type="module">import "/assets/entry.js";</script></body></html>';
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(addPageCsp(dir, input)).toBe(1);
    const written = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(written.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      written.indexOf('<script'),
    );
    for (const hash of inlineScriptHashes(html)) expect(written).toContain(`'sha256-${hash}'`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
