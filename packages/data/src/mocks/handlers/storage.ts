import { http, HttpResponse, type HttpHandler } from 'msw';
import { mockAdminUser } from '../fixtures.ts';

const accepted = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Storage answers client errors with 400 and the real status in the body, as the real API. */
function storageError(statusCode: number, error: string, message: string) {
  return HttpResponse.json({ statusCode: String(statusCode), error, message }, { status: 400 });
}

/** The object row storage answers a delete with (its `storage.objects` columns). */
function deletedObject(name: string) {
  const now = new Date().toISOString();
  return {
    name,
    bucket_id: 'images',
    owner: mockAdminUser.id,
    id: crypto.randomUUID(),
    updated_at: now,
    created_at: now,
    last_accessed_at: now,
    metadata: { mimetype: 'image/webp', size: 1024 },
  };
}

/**
 * Upload to, listing and removal from the `images` bucket, uploads only image types. Who may write
 * is the storage policies' business (supabase/tests/schema.test.ts, rls-matrix.test.ts).
 * Stateless: a folder lists empty, every object removed existed.
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
  // storage-js's list(folder, options): POST /object/list/images {"prefix", "limit", "offset",
  // "sortBy"}. The image sweep lists every folder when an admin opens the dashboard; the mocks
  // hold no uploaded objects, so every folder is empty (as a fresh local-supabase's).
  http.post('*/storage/v1/object/list/images', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return storageError(400, 'Bad Request', 'Body is not valid JSON');
    }
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof (body as { prefix?: unknown }).prefix !== 'string'
    ) {
      return storageError(400, 'Bad Request', 'body must have a string "prefix"');
    }
    return HttpResponse.json([]);
  }),
  // storage-js's remove(paths): DELETE /object/images {"prefixes": [...]}. The answer lists the
  // objects deleted.
  http.delete('*/storage/v1/object/images', async ({ request }) => {
    let prefixes: unknown;
    try {
      prefixes = ((await request.json()) as { prefixes?: unknown }).prefixes;
    } catch {
      return storageError(400, 'Bad Request', 'Body is not valid JSON');
    }
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      !prefixes.every((prefix) => typeof prefix === 'string')
    ) {
      return storageError(
        400,
        'Bad Request',
        'body must have a non-empty array of strings "prefixes"',
      );
    }
    return HttpResponse.json(prefixes.map(deletedObject));
  }),
];
