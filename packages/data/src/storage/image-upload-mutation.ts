import { connectionOf, type AppSupabaseClient } from '../auth/supabase-client.ts';
import { sessionWrite } from '../auth/supabase-context.tsx';
import { DataError, errorMessages, type DataErrorKind } from '../lib/data-error.ts';
import type { AdminPath } from '../content-types/admin-layout.ts';
import { checkImageFile, imageExtensions, imageFileMessages, imageTypeOf } from './image-file.ts';

/** The bucket every site image goes to (docs/decisions.md#images). */
const imagesBucket = 'images';

/** Folders inside the bucket, one per kind of content. */
export type ImageFolder = AdminPath | 'pages';

export interface ImageUploadVariables {
  file: Blob;
  folder: ImageFolder;
  /** Called with the fraction sent, 0 to 1 (per chunk in browsers, once at the end elsewhere). */
  onProgress?: (fraction: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/** Where the uploaded image lives. */
export interface ImageUploadData {
  /** The object path in the bucket, e.g. packages/6f1c….webp. */
  path: string;
  /** The address to store in image_url / featured_image. */
  publicUrl: string;
}

interface UploadAnswer {
  status: number;
  body: string;
}

interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  file: Blob;
  onProgress: (fraction: number) => void;
  signal: AbortSignal | undefined;
}

/** An upload that got no answer: the connection failed, or it was cancelled. */
const unanswered = (kind: 'network' | 'aborted', cause?: unknown) =>
  new DataError(errorMessages[kind], { kind, status: 0, cause });

/** XMLHttpRequest, because fetch cannot report upload progress. */
function sendWithXhr({ url, headers, file, onProgress, signal }: UploadRequest) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(unanswered('network'));
    xhr.onabort = () => reject(unanswered('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** fetch, where there is no XMLHttpRequest (Node: scripts and tests). */
async function sendWithFetch(
  { url, headers, file, onProgress, signal }: UploadRequest,
  fetchImpl: typeof fetch,
): Promise<UploadAnswer> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body: file,
      ...(signal ? { signal } : {}),
    });
    const body = await response.text();
    if (response.ok) onProgress(1);
    return { status: response.status, body };
  } catch (error) {
    throw unanswered(signal?.aborted ? 'aborted' : 'network', error);
  }
}

/**
 * Storage answers client errors with HTTP 400 and the real status as a string in the body's
 * `statusCode` (as the hosted storage API does).
 */
function uploadError({ status, body }: UploadAnswer): DataError {
  let parsed: { statusCode?: string; message?: string; error?: string } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // Not JSON: the HTTP status decides.
  }
  const real = Number(parsed.statusCode ?? status) || status;
  const details = parsed.message ?? body;
  const fail = (message: string, kind: DataErrorKind) =>
    new DataError(message, { status: real, code: parsed.error, details, field: 'file', kind });
  if (real === 401) return fail(imageFileMessages.unauthorized, 'unauthorized');
  if (real === 403) return fail(imageFileMessages.forbidden, 'forbidden');
  if (real === 413) return fail(imageFileMessages.size, 'invalid');
  if (real === 415) return fail(imageFileMessages.type, 'invalid');
  if (real >= 500) return fail(errorMessages.server, 'server');
  return fail(imageFileMessages.failed, 'invalid');
}

/**
 * Uploads an image to the public `images` bucket under a random name and returns its public
 * address. The type (JPEG, PNG, WebP, AVIF) and size (5 MB) are checked first, so a wrong file
 * costs no request. In a browser the upload reports progress (XMLHttpRequest with the session's
 * bearer token, as supabase-js's own upload has none); only admins may write (storage RLS).
 */
export async function uploadImage(
  client: AppSupabaseClient,
  { file, folder, onProgress = () => undefined, signal }: ImageUploadVariables,
): Promise<ImageUploadData> {
  const problem = checkImageFile(file);
  if (problem) {
    throw new DataError(problem, { kind: 'invalid', status: 400, field: 'file' });
  }
  const connection = connectionOf(client);
  if (!connection) {
    throw new Error('uploadImage needs a client made by createSupabaseClient.');
  }
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) {
    throw new DataError(imageFileMessages.unauthorized, {
      kind: 'unauthorized',
      status: 401,
      field: 'file',
    });
  }
  const type = imageTypeOf(file);
  const path = `${folder}/${crypto.randomUUID()}.${imageExtensions[type]}`;
  const request: UploadRequest = {
    url: `${connection.config.url}/storage/v1/object/${imagesBucket}/${path}`,
    headers: {
      apikey: connection.config.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': type,
      'cache-control': 'max-age=31536000',
      'x-upsert': 'false',
    },
    file,
    onProgress,
    signal,
  };
  onProgress(0);
  const answer =
    typeof XMLHttpRequest === 'function'
      ? await sendWithXhr(request)
      : await sendWithFetch(request, connection.fetch ?? fetch);
  if (answer.status < 200 || answer.status >= 300) throw uploadError(answer);
  const { data: url } = client.storage.from(imagesBucket).getPublicUrl(path);
  return { path, publicUrl: url.publicUrl };
}

/**
 * Uploads an image; `onProgress` in the variables drives a progress bar. Nothing to invalidate:
 * the address is saved with the form it belongs to.
 */
export const useImageUploadMutation = sessionWrite(uploadImage, [], {
  // A retried upload would start over from 0 % and look broken; the admin retries instead.
  retry: false,
});
