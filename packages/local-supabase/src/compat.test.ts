// Unmodified @supabase/supabase-js against local-supabase: every kind of call the site makes, on
// PGlite and on PostgreSQL 15, and the two engines must answer identically.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './engines/postgres.ts';
import { anonKey, demoAdmin } from './keys.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** Ids, times and tokens differ between runs; everything else must not. */
function normalize(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<time>')
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
      .replace(/127\.0\.0\.1:\d+/g, '<host>'),
  );
}

const engines = postgresAvailable() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const results: Record<string, Record<string, unknown>> = {};

for (const engine of engines) {
  describe(`supabase-js on ${engine}`, () => {
    let backend: LocalSupabase;
    let anon: SupabaseClient;
    let admin: SupabaseClient;
    const record = (step: string, value: unknown) => {
      (results[engine] ??= {})[step] = normalize(value);
    };

    beforeAll(async () => {
      // The site's time-to-submit check is ours, not Supabase's: off for the API comparison.
      backend = await startLocalSupabase({ engine, port: 0, minSecondsToSubmit: 0 });
      anon = createClient(backend.url, anonKey, clientOptions);
      admin = createClient(backend.url, anonKey, clientOptions);
    });
    afterAll(() => backend?.stop());

    it('signs in with a password and gets a GoTrue session', async () => {
      const { data, error } = await admin.auth.signInWithPassword(demoAdmin);
      expect(error).toBeNull();
      expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(data.user).toMatchObject({
        email: demoAdmin.email,
        aud: 'authenticated',
        role: 'authenticated',
        app_metadata: { provider: 'email', providers: ['email'] },
      });
      expect(data.user?.identities?.[0]).toMatchObject({
        provider: 'email',
        identity_data: { email: demoAdmin.email },
      });
      record('signIn', {
        session: {
          ...data.session,
          expires_at: typeof data.session?.expires_at,
          refresh_token: typeof data.session?.refresh_token,
        },
        user: data.user,
      });
    });

    it('refuses a wrong password with invalid_credentials', async () => {
      const { data, error } = await anon.auth.signInWithPassword({
        email: demoAdmin.email,
        password: 'wrong-password',
      });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
      record('wrongPassword', {
        status: error?.status,
        code: error?.code,
        message: error?.message,
        name: error?.name,
      });
    });

    it('reads the newest role of the signed-in user (single row)', async () => {
      const { data: user } = await admin.auth.getUser();
      const { data, error } = await admin
        .from('user_roles')
        .select('role')
        .eq('user_id', user.user?.id ?? '')
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      expect(error).toBeNull();
      expect(data).toEqual({ role: 'super_admin' });
      record('role', data);
    });

    it('inserts with returning', async () => {
      const { data, error, status } = await admin
        .from('packages')
        .insert([
          {
            slug: 'compat-a',
            title: 'Compat A',
            price_usd: 1250,
            duration: '3 days',
            days: 3,
            category: 'gorilla-trekking',
            highlights: ['Gorillas', 'Forest', 'Lodge'],
            // A published package has an itinerary and inclusions (docs/product-rules.md#publishing-a-package).
            itinerary: [{ day: 1, title: 'Trek' }],
            inclusions: ['Permit'],
            published: true,
            sort_order: 1,
          },
          {
            slug: 'compat-b',
            title: 'Compat B',
            price_usd: 99,
            duration: '1 day',
            days: 1,
            category: 'birding',
            highlights: ['Shoebills'],
            itinerary: [{ day: 1, title: 'Canoe' }],
            inclusions: ['Guide'],
            published: true,
            sort_order: 2,
          },
          {
            slug: 'compat-c',
            title: 'Compat C draft',
            price_usd: 10,
            duration: '1 day',
            days: 1,
            category: 'birding',
            highlights: [],
            // A bulk insert sends every row's columns: a draft may leave them empty.
            itinerary: [],
            inclusions: [],
            published: false,
            sort_order: 3,
          },
        ])
        .select('slug, title, price_usd, highlights, published');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toHaveLength(3);
      record('insertReturning', { status, data });
    });

    it('sends as a visitor through the jsonb functions (enquiry, testimonial), never INSERT', async () => {
      const enquiry = await anon.rpc('submit_enquiry', {
        submission: {
          name: 'Ada',
          email: 'ada@example.com',
          message: 'Two adults in June',
          adults: 2,
        },
      });
      const testimonial = await anon.rpc('submit_testimonial', {
        submission: { name: 'Ada', rating: 5, content: 'A wonderful trip to Bwindi.' },
      });
      expect(enquiry).toMatchObject({ error: null, status: 204, data: null });
      expect(testimonial).toMatchObject({ error: null, status: 204, data: null });
      // A string where a number belongs: 400 with the field named (docs/decisions.md#visitor-writes).
      const wrongType = await anon.rpc('submit_testimonial', {
        submission: { name: 'Ada', rating: '5', content: 'A wonderful trip to Bwindi.' },
      });
      expect(wrongType).toMatchObject({
        status: 400,
        error: {
          code: 'PT400',
          hint: 'shape',
          message: 'The field "rating" must be a number, not a JSON string.',
        },
      });
      const direct = await anon
        .from('testimonials')
        .insert({ name: 'Ada', rating: 5, content: 'A wonderful trip to Bwindi.' });
      expect(direct).toMatchObject({ status: 401, error: { code: '42501' } });
      record('insertMinimal', { enquiry, testimonial, wrongType, direct: direct.status });
    });

    it('refuses a visitor reading back an enquiry it inserted', async () => {
      const { error, status } = await anon
        .from('enquiries')
        .insert({ name: 'Bo', email: 'bo@example.com', message: 'Hello' })
        .select();
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
      record('insertReturningDenied', { status, code: error?.code });
    });

    it('reads with filters, order and limit, and counts', async () => {
      const list = await anon
        .from('packages')
        .select('slug, title, price_usd, highlights')
        .like('slug', 'compat-%')
        .order('sort_order', { ascending: false })
        .limit(8);
      const count = await anon
        .from('packages')
        .select('*', { count: 'exact', head: true })
        .like('slug', 'compat-%');
      const draftsAsAdmin = await admin
        .from('packages')
        .select('slug')
        .eq('published', false)
        .like('slug', 'compat-%');
      expect(list.error).toBeNull();
      expect(list.data?.map((row) => row.slug)).toEqual(['compat-b', 'compat-a']);
      expect(count.count).toBe(2);
      expect(draftsAsAdmin.data).toEqual([{ slug: 'compat-c' }]);
      record('reads', { list: list.data, count: count.count, drafts: draftsAsAdmin.data });
    });

    it('upserts on a unique key and reads a single row', async () => {
      const first = await admin
        .from('page_content')
        .upsert(
          { page_id: 'compat', section_id: 'hero', content: { title: 'First' } },
          { onConflict: 'page_id,section_id' },
        )
        .select('content')
        .single();
      const second = await admin
        .from('page_content')
        .upsert(
          {
            page_id: 'compat',
            section_id: 'hero',
            content: { title: 'Second', carousel_images: ['/a.jpg'] },
          },
          { onConflict: 'page_id,section_id' },
        )
        .select('content')
        .single();
      const read = await anon
        .from('page_content')
        .select('content')
        .eq('page_id', 'compat')
        .eq('section_id', 'hero')
        .single();
      const missing = await anon
        .from('page_content')
        .select('content')
        .eq('page_id', 'missing')
        .eq('section_id', 'hero')
        .single();
      expect(first.data).toEqual({ content: { title: 'First' } });
      expect(read.data).toEqual({ content: { title: 'Second', carousel_images: ['/a.jpg'] } });
      expect(missing).toMatchObject({ status: 406, error: { code: 'PGRST116' } });
      record('upsertSingle', {
        first: first.data,
        second: second.data,
        read: read.data,
        missing: { status: missing.status, code: missing.error?.code },
      });
    });

    it('updates as an admin and refuses a visitor', async () => {
      const updated = await admin
        .from('packages')
        .update({ title: 'Compat A, renamed' })
        .eq('slug', 'compat-a')
        .select('slug, title');
      const refused = await anon
        .from('packages')
        .update({ title: 'defaced' })
        .eq('slug', 'compat-a');
      expect(updated.data).toEqual([{ slug: 'compat-a', title: 'Compat A, renamed' }]);
      expect(refused.status).toBe(401);
      record('update', {
        updated: updated.data,
        refused: { status: refused.status, code: refused.error?.code },
      });
    });

    it('calls an rpc', async () => {
      const { data, error } = await anon.rpc('search_site', { q: 'gorillas' });
      expect(error).toBeNull();
      const hits = (data as { kind: string; slug: string }[]).filter((hit) =>
        hit.slug?.startsWith('compat-'),
      );
      expect(hits.map((hit) => [hit.kind, hit.slug])).toEqual([['package', 'compat-a']]);
      record(
        'rpc',
        hits.map(({ kind, slug }) => ({ kind, slug })),
      );
    });

    it('deletes with returning', async () => {
      const { data, error } = await admin
        .from('packages')
        .delete()
        .eq('slug', 'compat-b')
        .select('slug');
      expect(error).toBeNull();
      expect(data).toEqual([{ slug: 'compat-b' }]);
      record('delete', data);
    });

    it('uploads an image and serves it at its public URL', async () => {
      const upload = await admin.storage
        .from('images')
        .upload('compat/pixel.png', new Blob([png], { type: 'image/png' }), {
          upsert: true,
          cacheControl: '3600',
        });
      expect(upload.error).toBeNull();
      expect(upload.data).toMatchObject({
        path: 'compat/pixel.png',
        fullPath: 'images/compat/pixel.png',
      });
      const { data } = admin.storage.from('images').getPublicUrl('compat/pixel.png');
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('max-age=3600');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
      const listed = await anon.storage.from('images').list('compat');
      expect(listed.data?.map((entry) => entry.name)).toEqual(['pixel.png']);
      record('upload', {
        upload: upload.data,
        publicUrl: data.publicUrl,
        status: response.status,
        listed: listed.data?.map((entry) => entry.name),
      });
    });

    it('refuses uploads from a visitor and of an unsupported type', async () => {
      const visitor = await anon.storage
        .from('images')
        .upload('compat/visitor.png', new Blob([png], { type: 'image/png' }));
      const gif = await admin.storage
        .from('images')
        .upload('compat/anim.gif', new Blob([png], { type: 'image/gif' }));
      expect(visitor.error).toMatchObject({ statusCode: '403' });
      expect(gif.error).toMatchObject({
        statusCode: '415',
        message: 'mime type image/gif is not supported',
      });
      record('uploadRefused', { visitor: visitor.error?.message, gif: gif.error?.message });
    });

    it('refreshes the session with a rotated refresh token', async () => {
      const before = (await admin.auth.getSession()).data.session;
      const { data, error } = await admin.auth.refreshSession();
      expect(error).toBeNull();
      expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
      expect(data.session?.access_token).toBeTruthy();
      record('refresh', { user: data.user?.email });
    });

    it('updates the user', async () => {
      const { data, error } = await admin.auth.updateUser({ data: { display_name: 'Compat' } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({
        display_name: 'Compat',
        email: demoAdmin.email,
      });
      record('updateUser', data.user?.user_metadata);
    });

    it('signs out; the old access token no longer reaches the user', async () => {
      const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
      const { error } = await admin.auth.signOut();
      expect(error).toBeNull();
      const after = await anon.auth.getUser(token);
      expect(after.error?.name).toBe('AuthSessionMissingError');
      record('signOut', { after: after.error?.name });
    });
  });
}

describe('engines', () => {
  it.runIf(engines.length === 2)('give identical results on PGlite and PostgreSQL 15', () => {
    expect(Object.keys(results.pglite ?? {})).toHaveLength(16);
    expect(results.postgres).toEqual(results.pglite);
  });
});
