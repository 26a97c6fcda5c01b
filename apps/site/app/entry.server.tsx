// React Router's default Node entry (@react-router/dev config/defaults/entry.server.node.tsx),
// reduced to what prerendering needs, with one change: see progressiveChunkSize.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

/** Renders each prerendered page (and the SPA shell) once everything in it has loaded. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
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
