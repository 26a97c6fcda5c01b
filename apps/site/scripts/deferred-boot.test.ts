import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import {
  bootModulesId,
  bootPreloadsPerTask,
  deferBoot,
  deferredModule,
  type BootModules,
} from './deferred-boot.ts';
import { inlineScriptHashes } from './post-build.ts';

/** The shape React Router gives a prerendered page (8.5, `ssr: false` with prerender). */
const moduleText = `import "/assets/manifest-2d66be7a.js";
import * as route0 from "/assets/root-CAWZ-bzi.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-CjcRWDEo.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/manifest-2d66be7a.js"/><link rel="modulepreload" href="/assets/root-CAWZ-bzi.js"/>
<link rel="stylesheet" href="/assets/style.css"/></head>
<body><main>Gorillas</main><script>window.__reactRouterContext = {};</script>
<script type="module" async="">${moduleText}</script>
<script>window.__reactRouterContext.done = true;</script></body></html>`;

function bootData(html: string): BootModules {
  const dom = new JSDOM(html);
  return JSON.parse(dom.window.document.getElementById(bootModulesId)!.textContent!) as BootModules;
}

describe('a prerendered page asks for its modules after it has painted', () => {
  it('moves the module preloads and the module script into a data block, in their order', () => {
    const deferred = deferBoot(page);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('<script type="module"');
    expect(bootData(deferred)).toEqual({
      preload: ['/assets/manifest-2d66be7a.js', '/assets/root-CAWZ-bzi.js'],
      module: moduleText,
    });
    // The rest of the page is as it was.
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(deferred).toContain('window.__reactRouterContext.done = true;');
  });

  it('keeps markup in the module text from ending its data block', () => {
    const markup = `${moduleText}\nconst note = "<!-- <\\/script> </div>";`;
    const deferred = deferBoot(page.replace(moduleText, markup));
    const block = new RegExp(`id="${bootModulesId}">([\\s\\S]*?)</script>`).exec(deferred)![1]!;
    expect(block).not.toContain('<');
    expect(bootData(deferred).module).toBe(markup);
  });

  it('leaves a page without a module script alone, and refuses a page with two', () => {
    const offline = '<html><body><p>You are offline.</p></body></html>';
    expect(deferBoot(offline)).toBe(offline);
    expect(() =>
      deferBoot(page.replace('</body>', '<script type="module">x()</script></body>')),
    ).toThrow(/one module script, found 2/);
  });

  it('gives the page CSP the hash of the module it inserts', () => {
    const deferred = deferBoot(page);
    expect(deferredModule(deferred)).toBe(moduleText);
    const withModule = inlineScriptHashes(page);
    const withBoot = inlineScriptHashes(deferred);
    // The module's own hash is still allowed, now with the boot script's beside it.
    expect(withBoot).toEqual(expect.arrayContaining(withModule));
    expect(withBoot).toHaveLength(withModule.length + 1);
  });
});

describe('the boot script', () => {
  const inserted = (dom: JSDOM) => ({
    preloads: [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
    modules: [...dom.window.document.querySelectorAll('script[type="module"]')].map(
      (script) => script.textContent,
    ),
  });

  it('starts the modules once the page has loaded and painted', async () => {
    const dom = new JSDOM(deferBoot(page), { runScripts: 'dangerously', pretendToBeVisual: true });
    expect(dom.window.document.readyState).not.toBe('complete');
    expect(inserted(dom).modules).toEqual([]);
    await vi.waitFor(() => expect(inserted(dom).modules).toEqual([moduleText]));
    expect(dom.window.document.readyState).toBe('complete');
    expect(inserted(dom).preloads).toEqual([
      '/assets/manifest-2d66be7a.js',
      '/assets/root-CAWZ-bzi.js',
    ]);
    dom.window.close();
  });

  it('adds the preloads a few per task, in their order, and the module after the last', async () => {
    const chunks = Array.from({ length: 7 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = page
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        '<link rel="stylesheet"',
        `${chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}<link rel="stylesheet"`,
      );
    const dom = new JSDOM(deferBoot(many), { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter' }));
    // The first task: one batch, no module yet.
    expect(inserted(dom)).toEqual({ preloads: chunks.slice(0, bootPreloadsPerTask), modules: [] });
    await vi.waitFor(() => expect(inserted(dom).modules).toEqual([moduleText]));
    expect(inserted(dom).preloads).toEqual(chunks);
    window.close();
  });

  it('starts them at once on the first key or touch, and only once', async () => {
    const dom = new JSDOM(deferBoot(page), { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }));
    expect(inserted(dom).modules).toEqual([moduleText]);
    window.document.body.dispatchEvent(new window.Event('touchstart', { bubbles: true }));
    // The load event comes later and adds nothing.
    await vi.waitFor(() => expect(window.document.readyState).toBe('complete'));
    // After the frame and the task the boot script queues on load.
    await new Promise<void>((resolve) =>
      window.requestAnimationFrame(() => window.setTimeout(resolve, 0)),
    );
    expect(inserted(dom).modules).toHaveLength(1);
    expect(inserted(dom).preloads).toHaveLength(2);
    window.close();
  });
});
