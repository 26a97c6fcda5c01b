// React Router's default Node entry (@react-router/dev config/defaults/entry.server.node.tsx),
// reduced to what prerendering needs, with two changes: see progressiveChunkSize, and the
// image variants (withImageVariants).
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { ImagePreparer } from '../scripts/image-variants.ts';
import { manifestFor, recordImageRequests, registerImages } from './lib/format/images.ts';

export const streamTimeout = 5_000;

/**
 * Renders each prerendered page (and the SPA shell) once everything in it has loaded. In a build
 * (not `pnpm dev`, which shows the originals) the page is rendered a second time once the
 * pictures it asked for have variants (docs/architecture.md#images).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (import.meta.env.DEV) {
    return render(request, responseStatusCode, responseHeaders, routerContext);
  }
  // Each render reads the loader data React Router streams into the page: one copy each.
  const [first, second] = routerContext.serverHandoffStream?.tee() ?? [];
  const renders = [first, second].map(
    (serverHandoffStream) => () =>
      render(request, responseStatusCode, responseHeaders, {
        ...routerContext,
        serverHandoffStream,
      }),
  );
  return withImageVariants(renders[0]!, renders[1]!);
}

let preparer: Promise<ImagePreparer> | undefined;

/** The build's preparer, made once per prerender (the build runs in the site's folder). */
function imagePreparer(): Promise<ImagePreparer> {
  preparer ??= import('../scripts/image-variants.ts').then((variants) =>
    variants.imagePreparer({
      publicDir: path.resolve('public'),
      supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string | undefined,
      cacheDir: variants.imageCacheDir(process.cwd()),
    }),
  );
  return preparer;
}

/**
 * Renders, prepares every picture the render asked about (images.ts records them), renders again
 * when one got variants, and puts the page's part of the manifest at the end of `<head>` so the
 * browser hydrates the same markup (React skips the element it did not render there).
 * Prerendering renders one page at a time.
 */
async function withImageVariants(
  renderPage: () => Promise<Response>,
  renderAgain: () => Promise<Response>,
): Promise<Response> {
  const requested = recordImageRequests();
  let response = await renderPage();
  const known = manifestFor(requested);
  const prepared = await (await imagePreparer()).prepare(requested);
  registerImages(prepared);
  if (Object.keys(prepared).some((url) => !(url in known))) {
    // Read to the end, so the first render finishes (and clears its timeout).
    await response.text();
    response = await renderAgain();
  }
  const { pageManifestScript } = await import('../scripts/image-variants.ts');
  const html = await response.text();
  const script = pageManifestScript(manifestFor(requested));
  const withManifest = html.replace('</head>', `${script}</head>`);
  return new Response(withManifest, { status: response.status, headers: response.headers });
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Static generation: the whole page at once (React's advice for crawlers and SSG).
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
        // By default React moves any finished Suspense boundary over 500 bytes out of place once
        // the page passes about 12 KB: it is sent hidden at the end and shown by an inline
        // script. A prerendered page has no stream to hurry, and without JavaScript that content
        // would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
}
