/**
 * `pnpm dev` as a developer runs it (issue 24, developer experience), started once for the whole
 * file to keep it light: one backend on PGlite, one dev server, one Chromium page. It runs on free
 * ports (`--port 0 --supabase-port 0`), with a data directory and an empty Vite cache of its own,
 * so it never meets a developer's running `pnpm dev` or their cache.
 *
 * - the banner names the ports it was given, the site answers there and the emails link to it;
 * - an unknown record answers 404, as the build does, with no stack trace;
 * - first visits of every public page and of the admin never reload the page ("optimized
 *   dependencies changed. reloading": Vite found a dependency it had not pre-bundled);
 * - Ctrl-C (SIGINT to the process group, as a terminal sends it) exits 0, without pnpm's
 *   `ELIFECYCLE Command failed`, and leaves no server behind.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, defaultPort, demoAdmin } from '@tembo/local-supabase';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dev: ChildProcess;
let output = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
let tmp: string;
let site: string;
let api: string;
let mailbox: string;
let browser: Browser | undefined;

/** Resolves with the first match of `pattern` in what `pnpm dev` printed, once it prints it. */
function printed(pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output.match(pattern);
      if (!match) return false;
      dev.stdout?.off('data', check);
      dev.stderr?.off('data', check);
      resolve(match);
      return true;
    };
    if (check()) return;
    dev.stdout?.on('data', check);
    dev.stderr?.on('data', check);
    void exited.then(() => {
      if (!check()) reject(new Error(`pnpm dev ended before printing ${pattern}:\n${output}`));
    });
  });
}

async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return browser;
}

/** Whether anything accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-dev-test-'));
  dev = spawn('pnpm', ['dev', '--port', '0', '--supabase-port', '0'], {
    cwd: root,
    // A process group of its own, so the test can send Ctrl-C to all of it as a terminal does.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOCAL_SUPABASE_DATA_DIR: path.join(tmp, 'data'),
      LOCAL_SMTP_PORT: '0',
      SITE_VITE_CACHE_DIR: path.join(tmp, 'vite'),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  });
  exited = new Promise((resolve) => dev.once('exit', (code, signal) => resolve({ code, signal })));
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  [, site] = (await printed(/^\s*site\s+(http:\/\/\S+)$/m)) as [string, string];
  [, api] = (await printed(/^\s*API URL\s+(http:\/\/\S+)$/m)) as [string, string];
  [, mailbox] = (await printed(/^\s*mailbox\s+(http:\/\/\S+)/m)) as [string, string];
  // Vite's own line: the dev server listens.
  await printed(new RegExp(`Local:\\s+${site.replace(/[.]/g, '\\.')}`));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.exitCode === null && dev.signalCode === null && dev.pid) {
    process.kill(-dev.pid, 'SIGKILL');
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('pnpm dev', { timeout: 240_000 }, () => {
  it('runs on the ports it was given, says so in its banner, and the site answers there', async () => {
    const sitePort = Number(new URL(site).port);
    const apiPort = Number(new URL(api).port);
    expect(sitePort).not.toBe(5391);
    expect(apiPort).not.toBe(defaultPort);
    expect(new URL(mailbox).origin).toBe(api);
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
  });

  it('emails links to this dev server', async () => {
    const asked = await fetch(`${api}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAdmin.email, create_user: false }),
    });
    expect(asked.status).toBe(200);
    const { messages } = (await (await fetch(mailbox)).json()) as {
      messages: { to: string; redirect_to?: string }[];
    };
    const mail = messages.findLast((message) => message.to === demoAdmin.email);
    expect(mail?.redirect_to).toBe(`${site}/auth`);
  });

  it('answers 404 with the not-found page for a record that does not exist, as the build does', async () => {
    const unknown = `${site}/safaris/00000000-0000-4000-8000-000000000000`;
    const before = output.length;
    const response = await fetch(unknown);
    expect(response.status).toBe(404);
    await response.text();
    // No stack trace in the terminal (it printed one, twice, with a 500).
    expect(output.slice(before)).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    const page = await (await openBrowser()).newPage();
    await page.goto(unknown, { timeout: 120_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Page not found' })
      .waitFor({ timeout: 120_000 });
    await page.close();
  });

  it('never reloads a page on first visits: every dependency is pre-bundled at start', async () => {
    const rest = async <T>(query: string) =>
      (await (
        await fetch(`${api}/rest/v1/${query}`, { headers: { apikey: anonKey } })
      ).json()) as T;
    const [pkg] = await rest<{ id: string }[]>('packages?select=id&published=eq.true&limit=1');
    const [lodge] = await rest<{ id: string }[]>('accommodations?select=id&limit=1');
    const [post] = await rest<{ slug: string }[]>('blog_posts?select=slug&limit=1');
    const signedIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    });
    expect(signedIn.status).toBe(200);
    const context = await (
      await openBrowser()
    ).newContext({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: site,
            localStorage: [
              // Where supabase-js keeps the session for this backend (sb-<host>-auth-token).
              { name: 'sb-127-auth-token', value: JSON.stringify(await signedIn.json()) },
            ],
          },
        ],
      },
    });
    // Every document load records how it came about; Vite's reload is a `reload` navigation.
    await context.addInitScript(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const seen = JSON.parse(localStorage.getItem('dev-test-loads') ?? '[]') as string[];
      seen.push(`${entry?.type ?? 'unknown'} ${location.pathname}`);
      localStorage.setItem('dev-test-loads', JSON.stringify(seen));
    });
    const page = await context.newPage();

    const visit = async (pathname: string, ready: (page: Page) => Promise<void>) => {
      await page.goto(`${site}${pathname}`, { timeout: 120_000 });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
      await ready(page);
    };
    const heading = (page: Page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    const form = (page: Page) => page.getByRole('form').first().waitFor({ timeout: 120_000 });

    const publicPages = [
      '/',
      '/safaris',
      `/safaris/${pkg!.id}`,
      '/packages/gorilla-trekking',
      '/destinations',
      '/accommodations',
      `/accommodations/${lodge!.id}`,
      '/gallery',
      '/blog',
      `/blog/${post!.slug}`,
      '/testimonials',
      '/submit-testimonial',
      '/contact',
      '/search?q=gorilla',
      '/about',
      '/services',
    ];
    for (const pathname of publicPages) await visit(pathname, heading);
    for (const pathname of ['/admin', '/admin/enquiries', '/admin/packages']) {
      await visit(pathname, heading);
    }
    for (const type of ['packages', 'destinations', 'accommodations', 'blog', 'gallery']) {
      await visit(`/admin/${type}/new`, form);
    }

    const loads = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('dev-test-loads'))) ?? '[]',
    ) as string[];
    expect(loads.filter((load) => !load.startsWith('navigate'))).toEqual([]);
    expect(output).not.toContain('optimized dependencies changed');
    expect(output).not.toContain('new dependencies optimized');
    await context.close();
  });

  it('stops everything on Ctrl-C and exits 0, without ELIFECYCLE', async () => {
    await browser?.close();
    browser = undefined;
    const ports = [Number(new URL(site).port), Number(new URL(api).port)];
    process.kill(-dev.pid!, 'SIGINT');
    const { code, signal } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).not.toContain('ELIFECYCLE');
    for (const port of ports) expect(await listening(port)).toBe(false);
    // Nothing of its process group is left (PostgREST, the site's dev server, esbuild).
    const left = execFileSync('ps', ['-eo', 'pgid=,pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim().split(/\s+/)[0] === String(dev.pid));
    expect(left).toEqual([]);
  });
});
