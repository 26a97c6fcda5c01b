import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPassword } from '../auth/sign-in.ts';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials, mockPlainUser } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { checkImageFile, maxImageBytes } from './image-file.ts';
import { uploadImage } from './image-upload-mutation.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function image(type: string, size = 1024) {
  return new Blob([new Uint8Array(size)], { type });
}

async function client(account: { email: string }, password: string, ...extra: HttpHandler[]) {
  const fetch = vi.fn(createMockFetch(...extra));
  const supabase = createSupabaseClient(mockSupabaseConfig, {
    fetch: fetch as typeof globalThis.fetch,
    browser: false,
  });
  await signInWithPassword(supabase, { email: account.email, password });
  fetch.mockClear();
  return { supabase, fetch };
}

const admin = () => client(mockAdminUser, mockCredentials.adminPassword);

describe('checkImageFile', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(checkImageFile(image(type)), type).toBeNull();
    }
    expect(checkImageFile(image('image/png', maxImageBytes))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkImageFile(image('image/gif'))).toBe(
      'Please choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(checkImageFile(image('image/svg+xml'))).toBe(
      'Please choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(checkImageFile(image('image/png', maxImageBytes + 1))).toMatch(/larger than 5 MB/);
    expect(checkImageFile(image('image/png', 0))).toMatch(/empty/);
  });
});

describe('uploadImage', () => {
  it('refuses a wrong type or size before sending anything', async () => {
    const { supabase, fetch } = await admin();
    await expect(
      uploadImage(supabase, { file: image('image/gif'), folder: 'gallery' }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      field: 'file',
    });
    await expect(
      uploadImage(supabase, { file: image('image/jpeg', maxImageBytes + 1), folder: 'gallery' }),
    ).rejects.toMatchObject({ field: 'file', message: expect.stringMatching(/5 MB/) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs a session', async () => {
    const supabase = createSupabaseClient(mockSupabaseConfig, {
      fetch: createMockFetch(),
      browser: false,
    });
    await expect(
      uploadImage(supabase, { file: image('image/png'), folder: 'gallery' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Please sign in again to upload images.',
    });
  });

  it('uploads under a random name and returns the public address (fetch where there is no XHR)', async () => {
    const { supabase, fetch } = await admin();
    const progress: number[] = [];
    const result = await uploadImage(supabase, {
      file: image('image/webp'),
      folder: 'packages',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result.path).toMatch(/^packages\/[0-9a-f-]{36}\.webp$/);
    expect(result.publicUrl).toBe(
      `${mockSupabaseConfig.url}/storage/v1/object/public/images/${result.path}`,
    );
    expect(progress).toEqual([0, 1]);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${mockSupabaseConfig.url}/storage/v1/object/images/${result.path}`);
    expect(init.headers).toMatchObject({ 'content-type': 'image/webp', 'x-upsert': 'false' });
  });

  it('explains a refusal for a signed-in non-admin', async () => {
    // Who may upload is the storage policies' rule (supabase/tests/schema.test.ts); storage
    // answers a refusal with 400 and the real status in the body.
    const refusal = http.post('*/storage/v1/object/images/*', () =>
      HttpResponse.json(
        {
          statusCode: '403',
          error: 'Unauthorized',
          message: 'new row violates row-level security policy',
        },
        { status: 400 },
      ),
    );
    const { supabase } = await client(mockPlainUser, mockCredentials.userPassword, refusal);
    await expect(
      uploadImage(supabase, { file: image('image/png'), folder: 'gallery' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
      field: 'file',
      message: 'You do not have permission to upload images.',
    });
  });

  // MSW cannot fire upload progress events, so a stand-in XMLHttpRequest plays what Chromium
  // reports: progress events (some of unknown length), then a finished upload, a refusal or a
  // dropped connection. It records each request's address and headers.
  class ScriptedXhr {
    static play: (xhr: ScriptedXhr, file: Blob) => void = () => undefined;
    static sent: { url: string; headers: Record<string, string> }[] = [];
    upload: {
      onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    status = 0;
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private request = { url: '', headers: {} as Record<string, string> };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(file: Blob) {
      ScriptedXhr.sent.push(this.request);
      ScriptedXhr.play(this, file);
    }
    abort() {
      this.onabort?.();
    }
  }

  it('reports progress through XMLHttpRequest in browsers, with the bearer token', async () => {
    ScriptedXhr.sent = [];
    ScriptedXhr.play = (xhr, file) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: file.size / 2, total: file.size });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
      xhr.status = 200;
      xhr.responseText = '{"Key":"images/x","Id":"y"}';
      queueMicrotask(() => xhr.onload?.());
    };
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const { supabase } = await admin();
    const progress: number[] = [];
    const result = await uploadImage(supabase, {
      file: image('image/avif', 2000),
      folder: 'blog',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([0, 0.5, 1]);
    expect(result.path).toMatch(/^blog\/.+\.avif$/);
    const [sent] = ScriptedXhr.sent;
    expect(sent?.url).toBe(`${mockSupabaseConfig.url}/storage/v1/object/images/${result.path}`);
    expect(sent?.headers.authorization).toMatch(/^Bearer ey/);
    expect(sent?.headers.apikey).toBe(mockSupabaseConfig.anonKey);
  });

  it('reports only the progress it can measure', async () => {
    ScriptedXhr.play = (xhr, file) => {
      xhr.upload.onprogress?.({ lengthComputable: false, loaded: 100, total: 0 });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 0, total: 0 });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: file.size / 4, total: file.size });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
      xhr.status = 200;
      queueMicrotask(() => xhr.onload?.());
    };
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const { supabase } = await admin();
    const progress: number[] = [];
    await uploadImage(supabase, {
      file: image('image/jpeg', 4000),
      folder: 'gallery',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it('explains a connection that drops during the upload', async () => {
    ScriptedXhr.play = (xhr, file) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: file.size / 2, total: file.size });
      queueMicrotask(() => xhr.onerror?.());
    };
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const { supabase } = await admin();
    const progress: number[] = [];
    await expect(
      uploadImage(supabase, {
        file: image('image/png', 1000),
        folder: 'packages',
        onProgress: (fraction) => progress.push(fraction),
      }),
    ).rejects.toMatchObject({
      kind: 'network',
      message: 'We could not reach the server. Please check your connection and try again.',
    });
    expect(progress).toEqual([0, 0.5]);
  });

  it('explains a refusal the storage API sends back over XMLHttpRequest', async () => {
    ScriptedXhr.play = (xhr) => {
      xhr.status = 400;
      xhr.responseText = JSON.stringify({
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      });
      queueMicrotask(() => xhr.onload?.());
    };
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const { supabase } = await admin();
    await expect(
      uploadImage(supabase, { file: image('image/webp', 1000), folder: 'blog' }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      status: 413,
      field: 'file',
      message: 'This image is larger than 5 MB. Please choose a smaller one or compress it first.',
    });
  });

  it('can be cancelled', async () => {
    // Sent, never answered.
    ScriptedXhr.play = () => undefined;
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const { supabase } = await admin();
    const controller = new AbortController();
    const upload = uploadImage(supabase, {
      file: image('image/png'),
      folder: 'gallery',
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ kind: 'aborted' });
  });
});
