/**
 * Prerendered pages ask for their JavaScript after the first screen has painted, not while the
 * hero picture is still on its way (docs/decisions.md#scripts-after-first-paint).
 *
 * React Router ends each page with a `<script type="module">` that imports the route modules and
 * the client entry, and hoists a `<link rel="modulepreload">` into `<head>` for every chunk they
 * need. On a slow link those requests share the bandwidth with the stylesheet and the hero, and
 * Lighthouse's mobile LCP went from 1.4–1.5 s to 2.3–2.4 s on the home page with them.
 * `deferBoot` moves both into a JSON data block and adds a small inline script (`bootScript`)
 * that puts them back once the page has loaded and painted a frame, or at once on the visitor's
 * first key or touch, whichever comes first.
 *
 * The module's text is inserted unchanged, so whatever React Router writes into it keeps
 * working; the page's Content-Security-Policy allows it by its sha256 (`deferredModule`), as it
 * allows the page's other inline scripts.
 */

import { jsonDataBlock, readJsonDataBlock } from './json-data-block.ts';

/** The id of the data block that holds the page's module preloads and its module script. */
export const bootModulesId = 'boot-modules';

/** What the data block holds. */
export interface BootModules {
  /** The chunks React Router preloads, in its order. */
  preload: string[];
  /** React Router's inline module script, as it wrote it. */
  module: string;
}

/** The longest a page waits for its load event before it starts its modules all the same. */
const bootMaxWaitMs = 10_000;

/**
 * How many module preloads one task adds. Each added preload starts its request on the main
 * thread: all twelve of a page in one task took 9–30 ms at 4× CPU slowdown, a long task of its own
 * on a slow phone; three at a time stay a few milliseconds each.
 */
export const bootPreloadsPerTask = 3;

/**
 * Runs in every prerendered page, before React. Starts the page's modules once the load event has
 * fired and a frame has been painted after it (the hero is in), or on the first pointer, touch
 * or key input, so a visitor who acts early does not wait for the load event. A page whose load
 * event never fires (a picture that never answers) starts after `bootMaxWaitMs`. The preloads go
 * in `bootPreloadsPerTask` at a time, a task each, and the module script after the last. The boot
 * makes no Intl object, nor may the modules while they load (docs/decisions.md#no-intl-on-first-load).
 * Plain ES5 in a string: it is inserted as it is, and the CSP allows it by its hash.
 */
const bootScript = `(function () {
  var data = JSON.parse(document.getElementById(${JSON.stringify(bootModulesId)}).textContent);
  var inputs = ['pointerdown', 'touchstart', 'keydown'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    inputs.forEach(function (type) { removeEventListener(type, start, true); });
    var hrefs = data.preload.slice();
    (function next() {
      hrefs.splice(0, ${bootPreloadsPerTask}).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
      if (hrefs.length > 0) return setTimeout(next, 0);
      var script = document.createElement('script');
      script.type = 'module';
      script.textContent = data.module;
      document.body.appendChild(script);
    })();
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  inputs.forEach(function (type) { addEventListener(type, start, true); });
  setTimeout(start, ${bootMaxWaitMs});
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();`;

const modulePreload =
  /<link rel="modulepreload"(?: fetchpriority="[a-z]+")? href="([^"]+)"\s*\/?>/g;
const moduleScript = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;

/**
 * The page with its module preloads and module script deferred (see above). A page without a
 * module script (the offline page) comes back unchanged; a page with two is an error, since
 * React Router writes one and a second would mean its output changed under us.
 */
export function deferBoot(html: string): string {
  const scripts = [...html.matchAll(moduleScript)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1) {
    throw new Error(`deferBoot: expected one module script, found ${scripts.length}`);
  }
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const boot: BootModules = { preload, module: scripts[0]![1]! };
  const block = `${jsonDataBlock(bootModulesId, boot)}<script>${bootScript}</script>`;
  return html.replace(moduleScript, () => block).replace(modulePreload, '');
}

/** The deferred module script of a page, if it has one (for the page's CSP). */
export function deferredModule(html: string): string | undefined {
  return readJsonDataBlock<BootModules>(html, bootModulesId)?.module;
}
