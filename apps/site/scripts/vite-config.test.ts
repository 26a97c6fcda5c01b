// The site's Vite config as React Router's prerender loads it for its `vite preview` server: no
// file watcher there (it walked the whole site folder for half of the prerender), one for
// `pnpm dev` as before (docs/architecture.md#build-caches).
import path from 'node:path';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteRoot } from './builder.ts';

const configFile = path.join(siteRoot, 'vite.config.ts');

describe('vite.config.ts', () => {
  it('watches no files for the prerender’s preview server; `pnpm dev` keeps the default watcher', async () => {
    const preview = await loadConfigFromFile(
      { command: 'serve', mode: 'production', isPreview: true },
      configFile,
    );
    expect(preview?.config.server?.watch).toBeNull();
    const dev = await loadConfigFromFile({ command: 'serve', mode: 'development' }, configFile);
    expect(dev?.config.server?.watch).toBeUndefined();
  });
});
