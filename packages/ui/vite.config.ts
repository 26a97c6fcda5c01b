// The publishable build (`pnpm --filter @tembo/ui build`): ESM modules that keep the source's
// module structure (so consumers tree-shake per component), one CSS file with the Radix tokens
// and every component's styles, and .d.ts files from tsc (scripts/build-types.ts). The workspace
// itself never uses this output: the site consumes the TypeScript source.
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        test: 'src/test.tsx',
        tokens: 'src/tokens/index.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
