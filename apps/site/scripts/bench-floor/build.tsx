/**
 * Builds and serves the floor page of `pnpm bench:web` (app.tsx): the client bundle with Vite
 * (React, react-router and TanStack Query, minified as the site's are), the HTML prerendered with
 * react-router's static router, 15 KB of CSS in an external stylesheet, a 1280 px WebP hero and
 * six 640 px card pictures, and `.br`/`.gz` copies of the text files, as the site's build leaves
 * them. Everything goes to a folder of the bench (.bench/floor); nothing is committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import sirv from 'sirv';
import sharp from 'sharp';
import { photoPixels } from '../bench-uploads.ts';
import { listenLocal, type LocalServer } from '../local-https.ts';
import { FloorProviders, floorRoutes } from './app.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * About 15 KB of ordinary CSS (the floor pages had as much): the rules the page uses,
 * then utility classes it does not, as a design system ships them.
 */
export function floorCss(targetBytes = 15 * 1024): string {
  const used = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1d1a16;background:#fbf8f3}
.header{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;border-bottom:1px solid #e5ded3}
.brand{font-weight:700;color:#7a4a14;text-decoration:none}
.nav{display:flex;gap:16px;list-style:none;margin:0;padding:0}
.nav a{color:#1d1a16}
.main{max-width:72rem;margin:0 auto;padding:0 16px}
.hero{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover}
h1{font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.2;margin:24px 0 12px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:24px;list-style:none;padding:0}
.card img{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover}
.footer{margin-top:48px;padding:24px;background:#2b231b;color:#f4efe7}
`;
  const rules = [used];
  let size = used.length;
  for (let index = 0; size < targetBytes; index += 1) {
    const rule = `.u-${index}{margin:${index % 48}px;padding:${index % 24}px ${index % 32}px;color:hsl(${(index * 37) % 360} 40% 30%)}\n`;
    rules.push(rule);
    size += rule.length;
  }
  return rules.join('');
}

/** The floor's document: the prerendered body, the stylesheet and the module script. */
export function floorHtml({ body, script, css }: { body: string; script: string; css: string }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="The floor page of the web bench: React, react-router and TanStack Query, hydrated.">
<link rel="stylesheet" href="${css}">
<script type="module" src="${script}"></script>
</head>
<body><div id="root">${body}</div></body>
</html>
`;
}

/** The floor page's markup, as react-router's static router renders it (with its hydration data). */
export async function renderFloorBody(): Promise<string> {
  const handler = createStaticHandler(floorRoutes);
  const context = await handler.query(new Request('http://floor.local/'));
  if (context instanceof Response) throw new Error('the floor route answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <FloorProviders>
      <StaticRouterProvider router={router} context={context} />
    </FloorProviders>,
  );
}

async function picture(file: string, width: number, height: number, seed: number) {
  // No texture: the floor keeps the picture its figures were first measured with.
  const pixels = photoPixels({ name: file, width, height, seed, grain: 40, detail: 0 });
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toFile(file);
}

/** Builds the floor into `outDir` (emptied first). */
export async function buildFloor(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: path.join(here, 'client.tsx') },
    },
  });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the floor build has no entry chunk');

  const body = await renderFloorBody();

  fs.writeFileSync(path.join(outDir, 'assets/floor.css'), floorCss());
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    floorHtml({ body, script: `/${entry.file}`, css: '/assets/floor.css' }),
  );
  await picture(path.join(outDir, 'hero-1280.webp'), 1280, 800, 1);
  for (let card = 1; card <= 6; card += 1) {
    await picture(path.join(outDir, `card-${card}.webp`), 640, 400, 1 + card);
  }
  for (const file of ['index.html', 'assets/floor.css', entry.file]) {
    const full = path.join(outDir, file);
    const bytes = fs.readFileSync(full);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(bytes));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  }
}

/**
 * Serves the built floor on a free port, precompressed files first, as serve-static.ts does, and
 * over the protocol the bench serves the site with (local-https.ts).
 */
export async function serveFloor(dir: string, { https }: { https: boolean }): Promise<LocalServer> {
  const assets = sirv(dir, { brotli: true, gzip: true, etag: true, dev: false });
  const floor = await listenLocal(
    (request, response) =>
      assets(request, response, () => {
        response.statusCode = 404;
        response.end('not found');
      }),
    { port: 0, https },
  );
  return { ...floor, url: `${floor.url}/` };
}
