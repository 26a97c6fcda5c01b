/**
 * The local deploy hook: what Netlify, Cloudflare or Vercel do when the database's site-build
 * job posts to their build hook. `POST /hook` (with `Authorization: Bearer <token>`) answers 202
 * and builds the site into a fresh folder, `<dir>/build-<n>`; only a complete build is switched
 * live, atomically: the `<dir>/current` symlink is replaced by a rename and `onLive` is told, so
 * a half-built site is never served. A failed build leaves the last good one live. Progress is
 * reported to the database (report_site_build) for the admin's "Live site" indicator.
 *
 * Builds never overlap: hooks that arrive during a build make one more build afterwards.
 */
import { spawn } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/site. Builds live inside it (the server bundle resolves the site's node_modules). */
export const siteRoot = path.resolve(here, '..');

export type BuildStatus = 'building' | 'succeeded' | 'failed';

export interface BuilderOptions {
  /** Where the builds live: build-<n>/client for each, `current` pointing at the live one. */
  dir: string;
  /** The hook's shared secret (the Vault secret site_build_hook_token). */
  token: string;
  /** @default 0 (a free port) */
  port?: number;
  /** Builds the site into `outDir` (the static files in `outDir/client`); rejects on failure. */
  build: (outDir: string) => Promise<void>;
  /**
   * Told each build's progress, with the database build ids the build covers; a good build with
   * the images of the `images` bucket its pages show ({@link imagesInBuild}), which the image
   * sweep keeps.
   */
  report?: (
    buildIds: number[],
    status: BuildStatus,
    message?: string,
    images?: string[],
  ) => Promise<void>;
  /** Told the live client directory after each switch (and at start when one exists). */
  onLive?: (clientDir: string) => void;
  /** Finished builds kept on disk, the live one included. @default 2 */
  keep?: number;
  log?: (line: string) => void;
}

export interface Builder {
  /** The hook URL to store in Vault as site_build_hook_url. */
  readonly hookUrl: string;
  /** The live client directory, if any build has succeeded. */
  current(): string | undefined;
  /** Queues a build covering these database build ids (what the hook does). */
  request(buildIds?: number[]): void;
  /** Resolves once no build is running or queued. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const currentLink = (dir: string) => path.join(dir, 'current');

function liveClientDir(dir: string): string | undefined {
  try {
    const target = fs.readlinkSync(currentLink(dir));
    return path.resolve(dir, target);
  } catch {
    return undefined;
  }
}

function nextBuildNumber(dir: string): number {
  const numbers = fs
    .readdirSync(dir)
    .map((name) => /^build-(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return Math.max(0, ...numbers) + 1;
}

/** Points `current` at the new build by renaming a fresh symlink over it (atomic on POSIX). */
function switchLive(dir: string, clientDir: string): void {
  const temporary = path.join(dir, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.relative(dir, clientDir), temporary);
  fs.renameSync(temporary, currentLink(dir));
}

/** Removes all but the newest `keep` finished builds, never the live one. */
function prune(dir: string, keep: number, live: string | undefined): void {
  const builds = fs
    .readdirSync(dir)
    .filter((name) => /^build-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(6)) - Number(a.slice(6)));
  for (const name of builds.slice(keep)) {
    const full = path.join(dir, name);
    if (live && live.startsWith(full + path.sep)) continue;
    fs.rmSync(full, { recursive: true, force: true });
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startBuilder(options: BuilderOptions): Promise<Builder> {
  const log = options.log ?? (() => undefined);
  const keep = options.keep ?? 2;
  fs.mkdirSync(options.dir, { recursive: true });
  const initial = liveClientDir(options.dir);
  if (initial) options.onLive?.(initial);

  let wanted = false;
  let pendingIds: number[] = [];
  let running: Promise<void> | undefined;

  const report = async (
    ids: number[],
    status: BuildStatus,
    message?: string,
    images?: string[],
  ) => {
    if (ids.length === 0 || !options.report) return;
    await options.report(ids, status, message, images).catch((error: unknown) => {
      log(`builder: could not report ${status}: ${errorMessage(error)}`);
    });
  };

  async function buildOnce(ids: number[]): Promise<void> {
    const outDir = path.join(options.dir, `build-${nextBuildNumber(options.dir)}`);
    const started = Date.now();
    log(`builder: building ${path.basename(outDir)}`);
    await report(ids, 'building');
    try {
      await options.build(outDir);
      const clientDir = path.join(outDir, 'client');
      for (const required of ['index.html', '__spa-fallback.html']) {
        if (!fs.existsSync(path.join(clientDir, required))) {
          throw new Error(`the build left no client/${required}`);
        }
      }
      switchLive(options.dir, clientDir);
      options.onLive?.(clientDir);
      prune(options.dir, keep, clientDir);
      log(
        `builder: ${path.basename(outDir)} is live (${Math.round((Date.now() - started) / 1000)} s)`,
      );
      await report(ids, 'succeeded', undefined, imagesInBuild(clientDir));
    } catch (error) {
      fs.rmSync(outDir, { recursive: true, force: true });
      const message = errorMessage(error);
      log(`builder: ${path.basename(outDir)} failed, the last good build stays live: ${message}`);
      await report(ids, 'failed', message);
    }
  }

  function request(buildIds: number[] = []): void {
    pendingIds.push(...buildIds);
    wanted = true;
    running ??= (async () => {
      while (wanted) {
        wanted = false;
        const ids = pendingIds;
        pendingIds = [];
        await buildOnce(ids);
      }
    })().finally(() => {
      running = undefined;
    });
  }

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== '/hook') {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (!tokenMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'unauthorized' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let buildId: unknown;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          client_payload?: { build_id?: unknown };
        };
        buildId = body.client_payload?.build_id;
      } catch {
        buildId = undefined;
      }
      request(typeof buildId === 'number' ? [buildId] : []);
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ accepted: true }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };

  return {
    hookUrl: `http://127.0.0.1:${port}/hook`,
    current: () => liveClientDir(options.dir),
    request,
    async idle() {
      while (running) await running;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      while (running) await running;
    },
  };
}

/** The files of a build that may name an image: pages, route data, sitemap, manifest. */
const textFile = /\.(?:html|data|json|xml|txt|webmanifest)$/;

/** An address of an object of the images bucket, plain or transformed. */
const imageAddress = /\/storage\/v1\/(?:object|render\/image)\/public\/images\/([^"'\s?#)\\<>]+)/g;

/**
 * The objects of the `images` bucket a build's pages show ('packages/<uuid>.jpg'), found in its
 * HTML and route data: the image sweep never deletes them while the build is live
 * (docs/architecture.md#publishing).
 */
export function imagesInBuild(clientDir: string): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !textFile.test(entry.name)) continue;
    // JSON in a page may write '/' as '\/'.
    const text = fs
      .readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      .replaceAll('\\/', '/');
    for (const match of text.matchAll(imageAddress)) {
      try {
        found.add(decodeURIComponent(match[1] as string));
      } catch {
        found.add(match[1] as string);
      }
    }
  }
  return [...found].sort();
}

export interface SiteBuildEnv {
  supabaseUrl: string;
  anonKey: string;
  /** The public URL the pages name (canonical, OpenGraph, sitemap). */
  siteUrl: string;
}

/**
 * The real build: `react-router build` (prerender and post-build included, as `pnpm build`)
 * against the given backend, into `outDir`. Async, so a backend in this process keeps answering
 * the prerender's requests. `onOutput` is given each line the build prints (the bench times them).
 */
export function reactRouterBuild(
  env: SiteBuildEnv,
  { onOutput }: { onOutput?: (line: string) => void } = {},
): (outDir: string) => Promise<void> {
  return async (outDir) => {
    const child = spawn(path.join(siteRoot, 'node_modules/.bin/react-router'), ['build'], {
      cwd: siteRoot,
      stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'pipe'],
      env: {
        ...process.env,
        VITE_SUPABASE_URL: env.supabaseUrl,
        VITE_SUPABASE_ANON_KEY: env.anonKey,
        VITE_SITE_URL: env.siteUrl,
        SITE_BUILD_DIR: outDir,
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    if (onOutput && child.stdout) {
      let partial = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(onOutput);
      });
      child.stdout.on('end', () => partial && onOutput(partial));
    }
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) {
      throw new Error(`react-router build exited with ${code}: ${buildFailureSummary(stderr)}`);
    }
  };
}

/**
 * The end of a failed build's output as the admin's indicator shows it: the error itself,
 * without the stack frames under it and without the HTML page a failed prerender appends to its
 * message (React Router's "Prerender (html): Received a 500 status code … <!DOCTYPE html>…").
 */
export function buildFailureSummary(stderr: string): string {
  return stderr
    .trim()
    .split('\n')
    .filter((line) => !/^\s+at |^\s*errors: |^\s*}\s*$|^\s*</.test(line) && line.trim() !== '')
    .slice(-6)
    .map((line) => (line.length > 300 ? `${line.slice(0, 299)}…` : line))
    .join('\n');
}

/**
 * Reports through PostgREST with the service key: public.report_site_build for each id, after
 * public.record_site_build_images for a good build's images (first, so the build never counts as
 * live without them).
 */
export function reportToDatabase(
  supabaseUrl: string,
  serviceRoleKey: string,
): NonNullable<BuilderOptions['report']> {
  const rpc = async (name: string, body: unknown) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  };
  return async (ids, status, message, images) => {
    for (const id of ids) {
      if (status === 'succeeded' && images) {
        await rpc('record_site_build_images', { build_id: id, images });
      }
      await rpc('report_site_build', { build_id: id, status, message: message ?? null });
    }
  };
}
