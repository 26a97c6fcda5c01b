import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { readTurnstileConfig, type TurnstileEnv } from './app/config/turnstile.ts';
import { listAddressRedirects, prerenderPaths } from './app/lib/seo/public-pages.ts';
import { finishStaticBuild } from './scripts/post-build.ts';

export default {
  appDirectory: 'app',
  // The local builder (scripts/builder.ts) builds each version into a fresh folder.
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  // Static files only (docs/architecture.md#production-shape): public routes are prerendered to complete HTML, /admin
  // is a client-side app served from __spa-fallback.html.
  ssr: false,
  // Every public page, including one per package, accommodation, post and category, read from
  // the backend at build time; plus sitemap.xml and robots.txt.
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // The Supabase origin the pages talk to, for the Content-Security-Policy and the hosts'
    // analytics rewrite (Vite has loaded apps/site/.env by now).
    const supabaseUrl = viteConfig.env.VITE_SUPABASE_URL as string | undefined;
    if (!supabaseUrl) throw new Error('VITE_SUPABASE_URL is not set: see .env.example');
    const turnstile = readTurnstileConfig(viteConfig.env as TurnstileEnv);
    await finishStaticBuild(path.join(reactRouterConfig.buildDirectory, 'client'), {
      supabaseUrl,
      turnstileScriptUrl: turnstile?.scriptUrl,
      // Old addresses of packages and accommodations: 301s in the host configuration
      // (docs/decisions.md#slug-urls).
      redirects: await listAddressRedirects(),
    });
  },
} satisfies Config;
