// The local deploy hook: token, atomic switch to a complete build only, a failed build keeping
// the last good one live, builds coalesced while one runs, and reports for the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildFailureSummary,
  imagesInBuild,
  startBuilder,
  type Builder,
  type BuildStatus,
} from './builder.ts';

const token = 'test-hook-token';
const dirs: string[] = [];
const builders: Builder[] = [];

afterEach(async () => {
  for (const builder of builders.splice(0)) await builder.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for react-router build: writes a page saying `label`, or fails. */
function fakeBuild(plan: { label: string; fail?: string; gate?: Promise<void> }[]) {
  let index = 0;
  return async (outDir: string) => {
    const step = plan[index++] ?? { label: `extra-${index}` };
    fs.mkdirSync(path.join(outDir, 'client'), { recursive: true });
    // A half-written build: the page exists before the build is done.
    fs.writeFileSync(path.join(outDir, 'client', 'index.html'), step.label);
    await step.gate;
    if (step.fail) throw new Error(step.fail);
    fs.writeFileSync(path.join(outDir, 'client', '__spa-fallback.html'), 'app');
  };
}

async function start(build: (outDir: string) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'builder-test-'));
  dirs.push(dir);
  const reports: { ids: number[]; status: BuildStatus; message?: string; images?: string[] }[] = [];
  const live: string[] = [];
  const builder = await startBuilder({
    dir,
    token,
    build,
    report: async (ids, status, message, images) => {
      reports.push({
        ids,
        status,
        ...(message ? { message } : {}),
        ...(images?.length ? { images } : {}),
      });
    },
    onLive: (clientDir) => live.push(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')),
  });
  builders.push(builder);
  const hook = (buildId: number, authorization = `Bearer ${token}`) =>
    fetch(builder.hookUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'site-build', client_payload: { build_id: buildId } }),
    });
  const liveLabel = () => {
    const current = builder.current();
    return current ? fs.readFileSync(path.join(current, 'index.html'), 'utf8') : undefined;
  };
  return { dir, builder, reports, live, hook, liveLabel };
}

function deferred() {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('the local deploy hook', () => {
  it('refuses a hook without the token', async () => {
    const { hook, builder, reports } = await start(fakeBuild([]));
    expect((await hook(1, 'Bearer wrong')).status).toBe(401);
    expect((await hook(1, '')).status).toBe(401);
    await builder.idle();
    expect(reports).toEqual([]);
    expect(builder.current()).toBeUndefined();
  });

  it('switches to a build only once it is complete, and reports building then succeeded', async () => {
    const gate = deferred();
    const { hook, builder, reports, liveLabel, dir } = await start(
      fakeBuild([{ label: 'one' }, { label: 'two', gate: gate.promise }]),
    );
    expect((await hook(1)).status).toBe(202);
    await builder.idle();
    expect(liveLabel()).toBe('one');

    expect((await hook(2)).status).toBe(202);
    // Building two: its half-written page exists on disk, yet one is still what is live.
    await expect
      .poll(() => fs.existsSync(path.join(dir, 'build-2', 'client', 'index.html')))
      .toBe(true);
    expect(liveLabel()).toBe('one');
    gate.open();
    await builder.idle();
    expect(liveLabel()).toBe('two');
    expect(fs.readlinkSync(path.join(dir, 'current'))).toBe(path.join('build-2', 'client'));
    expect(reports).toEqual([
      { ids: [1], status: 'building' },
      { ids: [1], status: 'succeeded' },
      { ids: [2], status: 'building' },
      { ids: [2], status: 'succeeded' },
    ]);
  });

  it('reports the images of the bucket a good build’s pages show, for the image sweep', async () => {
    const storage = 'http://127.0.0.1:54321/storage/v1';
    const build = async (outDir: string) => {
      const client = path.join(outDir, 'client');
      fs.mkdirSync(path.join(client, 'safaris'), { recursive: true });
      fs.writeFileSync(
        path.join(client, 'index.html'),
        `<img src="${storage}/object/public/images/packages/a%20b.jpg">` +
          `<script>{"u":"${storage.replaceAll('/', '\\/')}\\/object\\/public\\/images\\/blog\\/c.webp"}</script>`,
      );
      fs.writeFileSync(
        path.join(client, 'safaris', 'x.data'),
        `[{"image":"${storage}/render/image/public/images/gallery/d.png?width=800"}]`,
      );
      // Scripts and compressed copies are not read; a site path is not in the bucket.
      fs.writeFileSync(path.join(client, 'app.js'), `"${storage}/object/public/images/js/e.jpg"`);
      fs.writeFileSync(path.join(client, 'about.html'), '<img src="/images/about.jpg">');
      fs.writeFileSync(path.join(client, '__spa-fallback.html'), 'app');
    };
    const { hook, builder, reports } = await start(build);
    await hook(5);
    await builder.idle();
    const images = ['blog/c.webp', 'gallery/d.png', 'packages/a b.jpg'];
    expect(reports).toEqual([
      { ids: [5], status: 'building' },
      { ids: [5], status: 'succeeded', images },
    ]);
    expect(imagesInBuild(builder.current() as string)).toEqual(images);
  });

  it('keeps the last good build live when a build fails, reports why, and removes the failed folder', async () => {
    const { hook, builder, reports, liveLabel, live, dir } = await start(
      fakeBuild([{ label: 'good' }, { label: 'broken', fail: 'prerender /safaris/x: 500' }]),
    );
    await hook(1);
    await builder.idle();
    await hook(2);
    await builder.idle();
    expect(liveLabel()).toBe('good');
    expect(live).toEqual(['good']);
    expect(reports.at(-1)).toEqual({
      ids: [2],
      status: 'failed',
      message: 'prerender /safaris/x: 500',
    });
    expect(fs.existsSync(path.join(dir, 'build-2'))).toBe(false);
  });

  it('refuses a build that left no SPA shell', async () => {
    const { builder, reports, liveLabel } = await start(async (outDir) => {
      fs.mkdirSync(path.join(outDir, 'client'), { recursive: true });
      fs.writeFileSync(path.join(outDir, 'client', 'index.html'), 'partial');
    });
    builder.request([7]);
    await builder.idle();
    expect(liveLabel()).toBeUndefined();
    expect(reports.at(-1)).toEqual({
      ids: [7],
      status: 'failed',
      message: 'the build left no client/__spa-fallback.html',
    });
  });

  it('makes one more build for all the hooks that arrive during a build, and keeps two builds', async () => {
    const gate = deferred();
    const { hook, builder, reports, liveLabel, dir } = await start(
      fakeBuild([{ label: 'first', gate: gate.promise }, { label: 'second' }, { label: 'third' }]),
    );
    await hook(1);
    await expect.poll(() => reports.length).toBe(1);
    await hook(2);
    await hook(3);
    gate.open();
    await builder.idle();
    expect(liveLabel()).toBe('second');
    expect(reports.filter((r) => r.status === 'building').map((r) => r.ids)).toEqual([[1], [2, 3]]);
    builder.request();
    await builder.idle();
    expect(liveLabel()).toBe('third');
    expect(
      fs
        .readdirSync(dir)
        .filter((name) => name.startsWith('build-'))
        .sort(),
    ).toEqual(['build-2', 'build-3']);
  });

  it('finds the live build again after a restart', async () => {
    const first = await start(fakeBuild([{ label: 'kept' }]));
    first.builder.request();
    await first.builder.idle();
    await first.builder.stop();
    const live: string[] = [];
    const again = await startBuilder({
      dir: first.dir,
      token,
      build: fakeBuild([]),
      onLive: (clientDir) => live.push(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')),
    });
    builders.push(again);
    expect(live).toEqual(['kept']);
  });
});

describe('buildFailureSummary', () => {
  it('keeps the error of a failed prerender, without its stack frames and the page it appends', () => {
    const stderr = [
      'The post was not found.',
      'error during build:',
      'Error: Prerender (html): Received a 500 status code from `entry.server.tsx` while prerendering the `/blog/Not%20a%20slug!` path.',
      `<!DOCTYPE html><html lang="en"><head><title>Error</title></head><body>${'x'.repeat(5000)}</body></html>`,
      '    at Object.postProcess (file:///site/node_modules/@react-router/dev/dist/vite.js:2172:42)',
      '    at async prerender (file:///site/node_modules/@react-router/dev/dist/vite.js:2200:3)',
      '',
    ].join('\n');
    expect(buildFailureSummary(stderr)).toBe(
      [
        'The post was not found.',
        'error during build:',
        'Error: Prerender (html): Received a 500 status code from `entry.server.tsx` while prerendering the `/blog/Not%20a%20slug!` path.',
      ].join('\n'),
    );
  });

  it('shortens a very long line', () => {
    const summary = buildFailureSummary(`Error: ${'y'.repeat(1000)}`);
    expect(summary).toHaveLength(300);
    expect(summary.endsWith('…')).toBe(true);
  });
});
