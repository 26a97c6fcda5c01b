import { http, HttpResponse, type HttpHandler } from 'msw';

const accepted = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Storage answers client errors with 400 and the real status in the body, as the real API. */
function storageError(statusCode: number, error: string, message: string) {
  return HttpResponse.json({ statusCode: String(statusCode), error, message }, { status: 400 });
}

/**
 * Upload to the `images` bucket, uploads only image types. Who may write is the storage
 * policies' business (supabase/tests/schema.test.ts, rls-matrix.test.ts). Stateless. Nothing in
 * the site lists or removes objects: the image sweep runs on the server
 * (docs/architecture.md#publishing).
 */
export const storageHandlers: HttpHandler[] = [
  http.post('*/storage/v1/object/images/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/storage\/v1\/object\/images\//, '');
    const type = request.headers.get('content-type') ?? '';
    if (!accepted.includes(type)) {
      return storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
    }
    return HttpResponse.json({ Key: `images/${path}`, Id: crypto.randomUUID() });
  }),
];
