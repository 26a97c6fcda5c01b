/**
 * The whole stack the browser tests run against, started once per Playwright run (global setup):
 * local-supabase on its dedicated port with a fresh seeded database, the site built against it,
 * and the built files served the way a static host serves them, with the analytics rewrite.
 *
 * Ports (strict, never shared with `pnpm dev`, which uses 54391 and 5391):
 *   54392  local-supabase (E2E_SUPABASE_PORT)
 *   4391   the static site (E2E_PORT)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  demoAdmin,
  postgresAvailable,
  startLocalSupabase,
  testRateLimits,
} from '@tembo/local-supabase';
import { serveStatic } from '../../../apps/site/scripts/serve-static.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const siteDir = path.join(root, 'apps/site/build/client');
/** When the e2e build began, beside (not in) the served files. */
const buildStartedFile = path.join(root, 'apps/site/build/e2e-build-started');
export const sitePort = Number(process.env.E2E_PORT ?? 4391);
export const backendPort = Number(process.env.E2E_SUPABASE_PORT ?? 54392);
/** The Turnstile keys of the e2e build and backend (local-supabase's stand-in accepts any). */
export const turnstileSiteKey = 'e2e-turnstile-site-key';
const turnstileSecret = 'e2e-turnstile-secret';
/** The hourly enquiries per client address in the e2e stack. */
export const challengeCap = 1_000;

/** What the tests learn about the running stack, passed to the workers through the environment. */
export interface StackInfo {
  siteUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A JSON file with the content as the build saw it (see {@link BuiltContent}). */
  contentFile: string;
}

/**
 * The public content at build time. Other tests change the database while the suite runs
 * (publishing a draft, approving a review), so checks of the prerendered pages compare against
 * this snapshot, never against the database as it is later.
 */
export interface BuiltContent {
  packages: {
    id: string;
    slug: string;
    title: string;
    category: string;
    price_usd: number;
    published: boolean;
    destination_id: string | null;
  }[];
  accommodations: {
    id: string;
    slug: string;
    name: string;
    published: boolean;
    destination_id: string | null;
  }[];
  destinations: { id: string; slug: string; name: string; published: boolean }[];
  posts: { slug: string; title: string; published: boolean }[];
  testimonials: { name: string; approved: boolean }[];
  /** page_content home/hero. */
  hero: { title: string; subtitle: string };
  /** page_content contact/info, as {@link editContactAsAdmin} left it before the build. */
  contact: { address: string; phone: string; email: string };
  /** The package {@link renamePackageAsAdmin} renamed before the build: its slug then and now. */
  renamed: { id: string; from: string; to: string };
  /**
   * When the build began (ms). The prerendered pages' data carries the moment of the last change
   * before it (docs/decisions.md#build-freshness), the admin's edits just above, seconds before:
   * a page whose clock stands at this moment finds that data fresh and never refetches it.
   */
  buildStartedAt: number;
}

/**
 * The phone and email an admin gives the office before the build, unlike the site config's, so
 * the suite sees whether the footer and the JSON-LD of the built pages show what admins edit.
 */
export const editedContact = { phone: '+256 700 246 810', email: 'desk@edited-by-admin.example' };

/**
 * An admin's edit of the contact details (Page content → contact/info), as the admin's editor
 * saves it: the demo admin, signed in through the auth API, upserts the row through PostgREST
 * under Row Level Security. Done before the build, as the build that saving requests would see it.
 */
async function editContactAsAdmin(url: string, anonKey: string): Promise<void> {
  const auth = await adminHeaders(url, anonKey);
  const current = await fetch(
    `${url}/rest/v1/page_content?select=content&page_id=eq.contact&section_id=eq.info`,
    { headers: auth },
  );
  const [row] = (await current.json()) as { content: Partial<BuiltContent['contact']> }[];
  const saved = await fetch(`${url}/rest/v1/page_content?on_conflict=page_id,section_id`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify({
      page_id: 'contact',
      section_id: 'info',
      content: { address: row?.content.address ?? '', ...editedContact },
    }),
  });
  if (!saved.ok) throw new Error(`contact/info save: ${saved.status} ${await saved.text()}`);
}

/** The demo admin's headers for PostgREST, signed in through the auth API. */
async function adminHeaders(url: string, anonKey: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  if (!signIn.ok) throw new Error(`demo admin sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { apikey: anonKey, authorization: `Bearer ${token}` };
}

/**
 * An admin's rename of the last published package (its editor's Slug field saves the same
 * PATCH), done before the build, so the suite sees the old slug answer a 301 to the new one
 * (docs/decisions.md#slug-urls). The database records the old slug; the build writes the rule.
 */
async function renamePackageAsAdmin(
  url: string,
  anonKey: string,
): Promise<BuiltContent['renamed']> {
  const auth = await adminHeaders(url, anonKey);
  const listed = await fetch(
    `${url}/rest/v1/packages?select=id,slug&published=eq.true&order=sort_order.desc&limit=1`,
    { headers: auth },
  );
  const [row] = (await listed.json()) as { id: string; slug: string }[];
  if (!row) throw new Error('the seed has no published package to rename');
  const renamed = { id: row.id, from: row.slug, to: `${row.slug}-renamed` };
  const saved = await fetch(`${url}/rest/v1/packages?id=eq.${row.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ slug: renamed.to }),
  });
  if (!saved.ok) throw new Error(`package rename: ${saved.status} ${await saved.text()}`);
  return renamed;
}

const envNames = {
  siteUrl: 'E2E_SITE_URL',
  supabaseUrl: 'E2E_SUPABASE_URL',
  anonKey: 'E2E_SUPABASE_ANON_KEY',
  serviceRoleKey: 'E2E_SUPABASE_SERVICE_ROLE_KEY',
  contentFile: 'E2E_CONTENT_FILE',
} as const satisfies Record<keyof StackInfo, string>;

/** Reads every row the public pages show, with the service role (drafts included). */
async function snapshotContent(
  url: string,
  serviceRoleKey: string,
  renamed: BuiltContent['renamed'],
): Promise<Omit<BuiltContent, 'buildStartedAt'>> {
  const read = async <Row>(query: string): Promise<Row[]> => {
    const response = await fetch(`${url}/rest/v1/${query}`, {
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    });
    if (!response.ok) throw new Error(`GET ${query}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Row[];
  };
  const [packages, accommodations, destinations, posts, testimonials, heroRows, contactRows] =
    await Promise.all([
      read<BuiltContent['packages'][number]>(
        'packages?select=id,slug,title,category,price_usd,published,destination_id&order=sort_order',
      ),
      read<BuiltContent['accommodations'][number]>(
        'accommodations?select=id,slug,name,published,destination_id&order=name',
      ),
      read<BuiltContent['destinations'][number]>(
        'destinations?select=id,slug,name,published&order=name',
      ),
      read<BuiltContent['posts'][number]>(
        'blog_posts?select=slug,title,published&order=created_at.desc',
      ),
      read<BuiltContent['testimonials'][number]>('testimonials?select=name,approved'),
      read<{ content: BuiltContent['hero'] }>(
        'page_content?select=content&page_id=eq.home&section_id=eq.hero',
      ),
      read<{ content: BuiltContent['contact'] }>(
        'page_content?select=content&page_id=eq.contact&section_id=eq.info',
      ),
    ]);
  const hero = heroRows[0]?.content;
  if (!hero) throw new Error('the seed has no page_content home/hero');
  const contact = contactRows[0]?.content;
  if (!contact) throw new Error('no page_content contact/info');
  return { packages, accommodations, destinations, posts, testimonials, hero, contact, renamed };
}

export function readBuiltContent(file: string): BuiltContent {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltContent;
}

export function writeStackEnv(info: StackInfo): void {
  for (const [key, name] of Object.entries(envNames)) {
    process.env[name] = info[key as keyof StackInfo];
  }
}

export function readStackEnv(): StackInfo {
  const entries = Object.entries(envNames).map(([key, name]) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through \`pnpm test:e2e\`.`);
    return [key, value];
  });
  return Object.fromEntries(entries) as StackInfo;
}

/**
 * PostgreSQL 15 when it is installed: the browser sends several reads at once, and on the PGlite
 * engine concurrent PostgREST requests fail now and then ('portal "" does not exist', 503
 * PGRST001), which would make the suite flaky. PGlite otherwise.
 */
export function engine(): 'postgres' | 'pglite' {
  return postgresAvailable() ? 'postgres' : 'pglite';
}

/** Fails at once with what to do, instead of a test run against someone else's server. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use, and the e2e stack needs it for ${what}. ` +
                `Stop the process listening there (\`ss -ltnp 'sport = :${port}'\`) and run again.`
            : `Cannot check port ${port}: ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The build date of the e2e site (2027-03-12 09:00 EAT), the stories' frozen date too. */
export const buildEpochSeconds = Date.parse('2027-03-12T06:00:00Z') / 1000;

/**
 * Builds the site once, against the given backend (its URL and anon key are baked in). Async on
 * purpose: the backend's HTTP server runs in this process and must keep answering the build's
 * prerender requests (spawnSync would block it and deadlock).
 */
export async function buildSite(
  supabaseUrl: string,
  anonKey: string,
  siteUrl: string,
): Promise<void> {
  const started = Date.now();
  const child = spawn('pnpm', ['--filter', 'site', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      VITE_SUPABASE_URL: supabaseUrl,
      VITE_SUPABASE_ANON_KEY: anonKey,
      // Canonical and OpenGraph URLs name the host the tests load.
      VITE_SITE_URL: siteUrl,
      // The challenge past a spam cap, with local-supabase's Turnstile stand-in.
      VITE_TURNSTILE_SITE_KEY: turnstileSiteKey,
      VITE_TURNSTILE_SCRIPT_URL: `${supabaseUrl}/__stand-in/turnstile/api.js`,
      // The footer's year, fixed so the page screenshots do not change with the calendar.
      SOURCE_DATE_EPOCH: String(buildEpochSeconds),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new Error(`pnpm --filter site build failed (exit ${code}):\n${stderr.slice(-4000)}`);
  }
  console.info(`e2e: site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts everything; the returned function stops it again. */
export async function startStack(): Promise<{ info: StackInfo; stop: () => Promise<void> }> {
  await assertPortFree(backendPort, 'local-supabase');
  await assertPortFree(sitePort, 'the built site');
  const backend = await startLocalSupabase({
    port: backendPort,
    fresh: true,
    engine: engine(),
    // Magic links and recovery emails lead back to the site under test, not to `pnpm dev`'s.
    siteUrl: `http://127.0.0.1:${sitePort}`,
    // Every journey signs in from this one address; GoTrue's per-address limits would refuse them.
    auth: { rateLimits: testRateLimits },
    // Every enquiry of the suite comes from 127.0.0.1; the challenge journey fills the cap of
    // another address (127.0.0.2), which the overall cap must leave room for.
    enquiryCaps: { perClientPerHour: challengeCap, perHour: 1_000_000 },
    // Playwright fills a form faster than a person: the time-to-submit check is proven by the
    // database tests (supabase/tests/enquiry-form-token.test.ts); the form still sends its token.
    minSecondsToSubmit: 0,
    // The challenge past a cap, against local-supabase's stand-in
    // (tests/e2e/journeys/enquiry-challenge.desktop.spec.ts).
    turnstile: { secretKey: turnstileSecret },
  });
  try {
    await editContactAsAdmin(backend.url, backend.anonKey);
    const renamed = await renamePackageAsAdmin(backend.url, backend.anonKey);
    const contentFile = path.join(os.tmpdir(), `tembo-e2e-content-${process.pid}.json`);
    const content = await snapshotContent(backend.url, backend.serviceRoleKey, renamed);
    // E2E_REUSE_BUILD=1 skips the build while iterating on tests: the port, the keys and the
    // seeded ids (from the cached snapshot) are the same on every run.
    if (
      !process.env.E2E_REUSE_BUILD ||
      !fs.existsSync(path.join(siteDir, 'index.html')) ||
      !fs.existsSync(buildStartedFile)
    ) {
      const started = Date.now();
      await buildSite(backend.url, backend.anonKey, `http://127.0.0.1:${sitePort}`);
      fs.writeFileSync(buildStartedFile, String(started));
    }
    fs.writeFileSync(
      contentFile,
      JSON.stringify({
        ...content,
        buildStartedAt: Number(fs.readFileSync(buildStartedFile, 'utf8')),
      }),
    );
    // The analytics rewrite comes from the generated _redirects (the build's backend is this one).
    const site = await serveStatic({ dir: siteDir, port: sitePort });
    return {
      info: {
        siteUrl: site.url,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        contentFile,
      },
      stop: async () => {
        fs.rmSync(contentFile, { force: true });
        await site.close();
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
