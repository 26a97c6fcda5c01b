// The public read path stays small: the public entry never pulls in @supabase/supabase-js (or its
// auth, storage, realtime and functions clients), and a page that reads the home sections loads
// postgrest-js and our code only, no zod. Builds with Vite (rolldown) like the site does and
// prints the gzip sizes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const supabaseJsParts = /@supabase\/(supabase-js|auth-js|storage-js|realtime-js|functions-js)\//;

interface Bundle {
  modules: string[];
  gzip: number;
  code: string;
}

/** Builds `source` (an ES module) for the browser, minified, React and React Query external. */
async function bundle(source: string): Promise<Bundle> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        // Lib mode makes the entry an absolute path: match its end.
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('virtual:entry') ? '\0virtual:entry' : undefined),
        load: (id) => (id === '\0virtual:entry' ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: 'virtual:entry', formats: ['es'], fileName: 'entry' },
      rolldownOptions: {
        external: [/^react($|\/)/, /^@tanstack\/react-query/],
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output);
  const chunks = outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  return {
    modules: chunks.flatMap((chunk) => chunk.moduleIds),
    gzip: gzipSync(code).length,
    code,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the public read path', () => {
  it('never includes supabase-js, whatever a page imports from @tembo/data', async () => {
    const everything = await bundle(`export * from ${JSON.stringify(path.join(src, 'index.ts'))};`);
    expect(everything.modules.some((id) => id.includes('postgrest-js'))).toBe(true);
    expect(everything.modules.filter((id) => supabaseJsParts.test(id))).toEqual([]);
    expect(everything.code).not.toMatch(/GoTrueClient|RealtimeClient/);
    console.info(`@tembo/data public entry, everything: ${kb(everything.gzip)} gzip`);
  }, 120_000);

  it('costs a few KB for the home page reads: postgrest-js and our code, no zod', async () => {
    const home = await bundle(
      `export {
        createPublicClient,
        createQueryClient,
        readSupabaseConfig,
        heroContentQueryOptions,
        homePackagesQueryOptions,
        homeTestimonialsQueryOptions,
        homeGalleryQueryOptions,
        homePostsQueryOptions,
      } from ${JSON.stringify(path.join(src, 'index.ts'))};`,
    );
    expect(home.modules.filter((id) => supabaseJsParts.test(id))).toEqual([]);
    expect(home.modules.filter((id) => /\/zod\//.test(id))).toEqual([]);
    expect(home.gzip).toBeLessThan(12 * 1024);
    console.info(`home read path (postgrest-js + @tembo/data): ${kb(home.gzip)} gzip`);
    const clientOnly = await bundle(
      `export { createPublicClient } from ${JSON.stringify(path.join(src, 'index.ts'))};`,
    );
    console.info(`of which createPublicClient (postgrest-js): ${kb(clientOnly.gzip)} gzip`);
  }, 120_000);

  it('is told apart from the auth entry, which does carry supabase-js (the check can fail)', async () => {
    const authEntry = await bundle(
      `export { createSupabaseClient } from ${JSON.stringify(path.join(src, 'auth.ts'))};`,
    );
    expect(authEntry.modules.some((id) => supabaseJsParts.test(id))).toBe(true);
    console.info(`@tembo/data/auth createSupabaseClient: ${kb(authEntry.gzip)} gzip`);
  }, 120_000);
});
