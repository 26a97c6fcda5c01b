// `pnpm --filter @tembo/ui size`: what each export costs the site, gzip, built the way the site
// builds (Vite, minified, vanilla-extract), over a baseline of React + react-dom alone. Each row
// is a tiny app that imports one export from the TypeScript source and hands it to the page.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const virtualEntry = 'virtual:size-entry';

const exportsToMeasure = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'UiProvider',
      'ThemeToggle',
      'SkipLink',
      'Header',
      'Footer',
      'WhatsAppButton',
      'Carousel',
      'ImageWithFallback',
      'PackageCard',
      'PostCard',
      'TestimonialCard',
      'DestinationCard',
      'AccommodationCard',
      'Button',
      'LinkButton',
      'Spinner',
      'Skeleton',
      'EmptyState',
      'ErrorFallback',
      'StarRating',
      'StarRatingInput',
      'Toaster',
      'Sheet',
      'Drawer',
      'Lightbox',
      'Pagination',
      'SearchField',
      'TextField',
      'TextArea',
      'Select',
      'Checkbox',
      'NumberField',
      'DateField',
      'FileDrop',
    ];

async function measure(code: string) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: packageDir,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      {
        name: 'size-entry',
        resolveId: (id) => (id === virtualEntry ? `\0${virtualEntry}` : null),
        load: (id) => (id === `\0${virtualEntry}` ? code : null),
      },
    ],
    resolve: { alias: { '@tembo/ui': path.join(packageDir, 'src/index.ts') } },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rolldownOptions: { input: virtualEntry },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const gzip = (file: (typeof files)[number]) =>
    gzipSync(file.type === 'chunk' ? file.code : String(file.source), { level: 9 }).length;
  // Initial JS: the entry chunk and what it imports statically. Lazy chunks (the mobile menu,
  // the toast region) load on first use and are reported apart.
  const chunks = new Map(
    files.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const initial = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || initial.has(name)) return;
    initial.add(name);
    chunk.imports.forEach(visit);
  };
  [...chunks.values()].filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  let js = 0;
  let lazyJs = 0;
  let css = 0;
  for (const file of files) {
    if (file.fileName.endsWith('.css')) css += gzip(file);
    else if (file.fileName.endsWith('.js')) {
      if (initial.has(file.fileName)) js += gzip(file);
      else lazyJs += gzip(file);
    }
  }
  return { js, lazyJs, css };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const baseline = await measure(
  `import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null);`,
);
console.info(`baseline (react + react-dom): ${kb(baseline.js)} KB JS gzip\n`);
console.info('| export | initial JS gzip over baseline (KB) | lazy JS gzip (KB) | CSS gzip (KB) |');
console.info('| --- | ---: | ---: | ---: |');
const all: string[] = [];
for (const name of exportsToMeasure) {
  const { js, lazyJs, css } = await measure(
    `import { createRoot } from 'react-dom/client'; import { ${name} } from '@tembo/ui';
createRoot(document.body).render(null); window.__measured = ${name};`,
  );
  all.push(name);
  console.info(`| ${name} | ${kb(js - baseline.js)} | ${kb(lazyJs)} | ${kb(css)} |`);
}
// What the home page's layout and sections use, together (shared react-aria code counted once).
const homePage = [
  'UiProvider',
  'SkipLink',
  'Header',
  'Footer',
  'WhatsAppButton',
  'Toaster',
  'Carousel',
  'ImageWithFallback',
  'PackageCard',
  'PostCard',
  'TestimonialCard',
  'LinkButton',
  'EmptyState',
].filter((name) => all.includes(name));
if (homePage.length > 0) {
  const home = await measure(
    `import { createRoot } from 'react-dom/client'; import { ${homePage.join(', ')} } from '@tembo/ui';
createRoot(document.body).render(null); window.__measured = [${homePage.join(', ')}];`,
  );
  console.info(
    `| home page set (${homePage.join(', ')}) | ${kb(home.js - baseline.js)} | ${kb(home.lazyJs)} | ${kb(home.css)} |`,
  );
}
const everything = await measure(
  `import { createRoot } from 'react-dom/client'; import { ${all.join(', ')} } from '@tembo/ui';
createRoot(document.body).render(null); window.__measured = [${all.join(', ')}];`,
);
console.info(
  `| all of the above | ${kb(everything.js - baseline.js)} | ${kb(everything.lazyJs)} | ${kb(everything.css)} |`,
);
