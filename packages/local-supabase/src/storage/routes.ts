import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bearer, verifyJwt, type Claims } from '../jwt.ts';
import { isApiRole, type ApiRole, type Db, type Sql } from '../server/db.ts';
import { badText, badTextIn, isDataException, isRecord, iso, str } from '../server/http.ts';

/** Supabase's default global upload limit; a bucket's `file_size_limit` can lower it. */
export const storageUploadLimit = 50 * 1024 * 1024;

/**
 * A storage-api error. Like the real service, the HTTP status is 400 for every client error and
 * the intended status travels as a string in the body's `statusCode` (storage-js reads both).
 */
class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidJwt: (message: string) => new StorageError(403, 'InvalidJWT', 'Unauthorized', message),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  duplicate: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mime: (type: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${type} is not supported`,
    ),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'Bad Request', message),
};

function errorResponse(error: StorageError): Response {
  return new Response(
    JSON.stringify({
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    }),
    {
      status: error.statusCode >= 500 ? 500 : 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  );
}

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

// storage-api's key rule: what S3 accepts safely.
const validKey = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? bare.startsWith(wanted.slice(0, -1)) : bare === wanted;
  });
}

function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner,
    id: row.id,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.last_accessed_at),
    metadata: row.metadata,
  };
}

function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Postgres errors that mean "your role may not": RLS and missing privileges. */
function denial(error: unknown): StorageError | undefined {
  const code = (error as { code?: string }).code;
  if (code === '42501') return errors.accessDenied((error as Error).message);
  if (code === '23505') return errors.duplicate();
  if (isDataException(error)) return errors.invalidRequest('Invalid input');
  return undefined;
}

export interface StorageContext {
  db: Db;
  apiUrl: () => string;
}

export function storageRoutes({ db }: StorageContext): Hono {
  const app = new Hono();

  /** The caller's role and claims, from the bearer token (or the apikey when there is none). */
  async function caller(c: Context): Promise<Claims & { role: ApiRole }> {
    const token = bearer(c.req.header('authorization')) ?? c.req.header('apikey');
    if (!token) return { role: 'anon' };
    const verified = await verifyJwt(token);
    if (!verified.ok) {
      throw errors.invalidJwt(
        verified.reason === 'token is expired' ? 'jwt expired' : verified.reason,
      );
    }
    if (!isApiRole(verified.claims.role)) throw errors.invalidJwt('role claim is not an API role');
    return verified.claims as Claims & { role: ApiRole };
  }

  /** Bucket and object name from the path after `prefix`, URL-decoded. */
  function target(c: Context, prefix: string): { bucket: string; name: string } {
    const rest = c.req.path.slice(c.req.path.indexOf(prefix) + prefix.length);
    const [rawBucket = '', ...parts] = rest.split('/');
    let bucket: string;
    let name: string;
    try {
      bucket = decodeURIComponent(rawBucket);
      name = parts.map((part) => decodeURIComponent(part)).join('/');
    } catch {
      throw errors.invalidKey(`${rawBucket}/${parts.join('/')} is not valid percent-encoding`);
    }
    if (badText(bucket)) throw errors.invalidRequest(`Invalid bucket name: ${badText(bucket)}`);
    if (!name || !validKey.test(name) || name.startsWith('/') || name.split('/').includes('..')) {
      throw errors.invalidKey(name.replaceAll('\u0000', '\\0'));
    }
    return { bucket, name };
  }

  function notFound(c: Context): Response {
    const route = c.req.path.slice(c.req.path.indexOf('/storage/v1') + '/storage/v1'.length);
    return errorResponse(
      new StorageError(
        404,
        'NotFound',
        'Not Found',
        `Route ${c.req.method} ${route} not found (local-supabase does not implement it; use a hosted Supabase project)`,
      ),
    );
  }

  async function bucketById(sql: Sql, id: string): Promise<BucketRow> {
    const { rows } = await sql.query<BucketRow>(
      'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return rows[0];
  }

  type Handler = (c: Context) => Promise<Response>;
  const handle =
    (fn: Handler): Handler =>
    async (c) => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof StorageError) return errorResponse(error);
        const denied = denial(error);
        if (denied) return errorResponse(denied);
        throw error;
      }
    };

  /** User metadata as sent: a JSON object whose strings Postgres can store. */
  function parseMetadata(text: string, what: string): Record<string, unknown> {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw errors.invalidRequest(`${what} is not valid JSON`);
    }
    if (!isRecord(value)) throw errors.invalidRequest(`${what} must be a JSON object`);
    const bad = badTextIn(value);
    if (bad) throw errors.invalidRequest(`${what}: ${bad}`);
    return value;
  }

  async function upload(c: Context, mode: 'create' | 'update'): Promise<Response> {
    const claims = await caller(c);
    const { bucket: bucketId, name } = target(c, '/object/');
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > storageUploadLimit) throw errors.tooLarge();
    const bucket = await bucketById(db, bucketId);

    let bytes: Buffer;
    let contentType: string;
    let cacheControl: string;
    let userMetadata: unknown = null;
    const requestType = c.req.header('content-type') ?? '';
    if (requestType.startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw errors.invalidRequest('The multipart body could not be read');
      }
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) throw errors.invalidRequest('No content provided');
      bytes = Buffer.from(await file.arrayBuffer());
      contentType = file.type || 'application/octet-stream';
      const seconds = str(form.get('cacheControl'));
      cacheControl = seconds ? `max-age=${seconds}` : 'no-cache';
      const metadata = str(form.get('metadata'));
      if (metadata) userMetadata = parseMetadata(metadata, 'The metadata field');
    } else {
      bytes = Buffer.from(await c.req.arrayBuffer());
      contentType = requestType || 'application/octet-stream';
      cacheControl = c.req.header('cache-control') ?? 'no-cache';
      const metadata = c.req.header('x-metadata');
      if (metadata) {
        userMetadata = parseMetadata(
          Buffer.from(metadata, 'base64').toString('utf8'),
          'The x-metadata header (base64-encoded JSON)',
        );
      }
    }

    const limit = Math.min(
      storageUploadLimit,
      Number(bucket.file_size_limit ?? storageUploadLimit),
    );
    if (bytes.length > limit) throw errors.tooLarge();
    if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw errors.mime(contentType);

    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: contentType,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    const id = await db.asRole(claims, async (tx) => {
      let rows: { id: string }[];
      if (mode === 'update') {
        ({ rows } = await tx.query<{ id: string }>(
          `update storage.objects set metadata = $3, user_metadata = $4, owner = $5::uuid, owner_id = $5::text,
             updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, name, metadata, userMetadata, owner],
        ));
        if (!rows[0]) throw errors.noSuchKey();
      } else {
        ({ rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3::uuid, $3::text, $4, $5, gen_random_uuid()::text)
           ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()' : ''}
           returning id`,
          [bucketId, name, owner, metadata, userMetadata],
        ));
      }
      const objectId = (rows[0] as { id: string }).id;
      // The policies allowed the row; the bytes are ours to store, outside the API's reach.
      await tx.query('reset role');
      await tx.query(
        `insert into local_supabase.object_data (object_id, data) values ($1, $2)
         on conflict (object_id) do update set data = excluded.data`,
        [objectId, bytes],
      );
      return objectId;
    });
    return Response.json({ Key: `${bucketId}/${name}`, Id: id });
  }

  app.post(
    '/object/list/:bucket',
    handle(async (c) => {
      const claims = await caller(c);
      const bucketId = c.req.param('bucket') ?? '';
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse((await c.req.text()) || '{}');
        body = isRecord(parsed) ? parsed : {};
      } catch {
        throw errors.invalidRequest('Body is not valid JSON');
      }
      let prefix = str(body.prefix) ?? '';
      if (prefix && !prefix.endsWith('/')) prefix += '/';
      const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
      const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
      const search = (str(body.search) ?? '').toLowerCase();
      const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
      const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(
        String(sortBy.column),
      )
        ? String(sortBy.column)
        : 'name';
      const descending = String(sortBy.order).toLowerCase() === 'desc';
      await bucketById(db, bucketId);
      const rows = await db.asRole(
        claims,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `select id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at
           from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
              [bucketId, prefix],
            )
          ).rows,
      );
      const folders = new Map<string, { name: string }>();
      const files: ObjectRow[] = [];
      for (const row of rows) {
        const rest = row.name.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash === -1) files.push({ ...row, name: rest });
        else folders.set(rest.slice(0, slash), { name: rest.slice(0, slash) });
      }
      const entries = [
        ...[...folders.values()].map((folder) => ({
          name: folder.name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })),
        ...files.map((file) => {
          const { bucket_id: _bucket, owner: _owner, ...rest } = objectJson(file);
          return rest;
        }),
      ].filter((entry) => entry.name.toLowerCase().startsWith(search));
      entries.sort((a, b) => {
        const key = column as 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
        const order = String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
        return descending ? -order : order;
      });
      return Response.json(entries.slice(offset, offset + limit));
    }),
  );

  app.get(
    '/object/info/:bucket/*',
    handle(async (c) => {
      const claims = await caller(c);
      const { bucket, name } = target(c, '/object/info/');
      const row = await db.asRole(
        claims,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `select id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at
           from storage.objects where bucket_id = $1 and name = $2`,
              [bucket, name],
            )
          ).rows[0],
      );
      if (!row) throw errors.noSuchKey();
      const metadata = row.metadata ?? {};
      return Response.json({
        id: row.id,
        name: row.name,
        version: null,
        bucket_id: row.bucket_id,
        size: metadata.size ?? null,
        content_type: metadata.mimetype ?? null,
        cache_control: metadata.cacheControl ?? null,
        etag: metadata.eTag ?? null,
        metadata: null,
        last_modified: metadata.lastModified ?? null,
        created_at: iso(row.created_at),
      });
    }),
  );

  async function serve(
    c: Context,
    row: (ObjectRow & { data: Buffer }) | undefined,
  ): Promise<Response> {
    if (!row) throw errors.noSuchKey();
    const metadata = row.metadata ?? {};
    const etag = str(metadata.eTag) ?? `"${createHash('md5').update(row.data).digest('hex')}"`;
    const headers: Record<string, string> = {
      'content-type': str(metadata.mimetype) ?? 'application/octet-stream',
      'cache-control': str(metadata.cacheControl) ?? 'no-cache',
      etag,
      'last-modified': new Date(row.updated_at).toUTCString(),
      'content-length': String(row.data.length),
    };
    const download = c.req.query('download');
    if (download !== undefined) {
      const filename = download || row.name.split('/').pop() || 'download';
      headers['content-disposition'] = `attachment; filename="${encodeURIComponent(filename)}"`;
    }
    if (c.req.header('if-none-match') === etag) {
      delete headers['content-length'];
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(row.data), {
      status: 200,
      headers,
    });
  }

  const selectWithData = `select o.id, o.bucket_id, o.name, o.owner, o.metadata, o.created_at, o.updated_at,
      o.last_accessed_at, d.data
    from storage.objects o join local_supabase.object_data d on d.object_id = o.id
    where o.bucket_id = $1 and o.name = $2`;

  // Public objects: no token needed, the bucket's `public` flag decides (as on hosted Supabase).
  const publicDownload = handle(async (c) => {
    const { bucket: bucketId, name } = target(c, '/object/public/');
    const bucket = await bucketById(db, bucketId);
    if (!bucket.public) throw errors.noSuchBucket();
    const { rows } = await db.query<ObjectRow & { data: Buffer }>(selectWithData, [bucketId, name]);
    return serve(c, rows[0]);
  });
  app.get('/object/public/:bucket/*', publicDownload);
  app.on('HEAD', '/object/public/:bucket/*', publicDownload);

  // Authenticated reads: the row must be visible to the caller's role (a select policy).
  const authenticatedDownload = (prefix: string) =>
    handle(async (c) => {
      const claims = await caller(c);
      const { bucket, name } = target(c, prefix);
      const row = await db.asRole(claims, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'select id from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        );
        if (!rows[0]) return undefined;
        await tx.query('reset role');
        return (await tx.query<ObjectRow & { data: Buffer }>(selectWithData, [bucket, name]))
          .rows[0];
      });
      return serve(c, row);
    });
  for (const prefix of ['/object/authenticated/', '/object/']) {
    app.get(`${prefix}:bucket/*`, authenticatedDownload(prefix));
    app.on('HEAD', `${prefix}:bucket/*`, authenticatedDownload(prefix));
  }

  // Hosted storage routes the local subset lacks: a 404 that names them, before the upload route
  // would read "sign" or "move" as a bucket.
  for (const path of [
    '/object/sign/*',
    '/object/upload/sign/*',
    '/object/move',
    '/object/copy',
    '/render/*',
    '/upload/resumable',
    '/upload/resumable/*',
  ]) {
    app.all(path, (c) => notFound(c));
  }

  app.post(
    '/object/:bucket/*',
    handle((c) => upload(c, 'create')),
  );
  app.put(
    '/object/:bucket/*',
    handle((c) => upload(c, 'update')),
  );

  app.delete(
    '/object/:bucket',
    handle(async (c) => {
      const claims = await caller(c);
      const bucketId = c.req.param('bucket') ?? '';
      let prefixes: unknown;
      try {
        prefixes = (JSON.parse((await c.req.text()) || '{}') as { prefixes?: unknown }).prefixes;
      } catch {
        throw errors.invalidRequest('Body is not valid JSON');
      }
      if (
        !Array.isArray(prefixes) ||
        !prefixes.every((p) => typeof p === 'string') ||
        prefixes.length === 0
      ) {
        throw errors.invalidRequest('body must have a non-empty array of strings "prefixes"');
      }
      await bucketById(db, bucketId);
      const deleted = await db.asRole(
        claims,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at`,
              [bucketId, prefixes],
            )
          ).rows,
      );
      return Response.json(deleted.map(objectJson));
    }),
  );

  app.delete(
    '/object/:bucket/*',
    handle(async (c) => {
      const claims = await caller(c);
      const { bucket, name } = target(c, '/object/');
      const { rowCount } = await db.asRole(claims, (tx) =>
        tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
      );
      if (!rowCount) throw errors.noSuchKey();
      return Response.json({ message: 'Successfully deleted' });
    }),
  );

  app.get(
    '/bucket',
    handle(async (c) => {
      const claims = await caller(c);
      const rows = await db.asRole(
        claims,
        async (tx) =>
          (
            await tx.query<BucketRow>(
              'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by name',
            )
          ).rows,
      );
      return Response.json(rows.map(bucketJson));
    }),
  );

  app.get(
    '/bucket/:id',
    handle(async (c) => {
      const claims = await caller(c);
      const row = await db.asRole(claims, (tx) => bucketById(tx, c.req.param('id') ?? ''));
      return Response.json(bucketJson(row));
    }),
  );

  app.all('*', (c) => notFound(c));
  return app;
}
