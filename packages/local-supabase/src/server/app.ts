import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { authRoutes, type AuthOptions } from '../auth/routes.ts';
import type { Mailbox } from '../auth/mailbox.ts';
import { functionsRoutes } from '../functions/routes.ts';
import { standInPrefix, turnstileStandInRoutes } from '../turnstile.ts';
import { anonKey, serviceRoleKey } from '../keys.ts';
import { storageRoutes, storageUploadLimit } from '../storage/routes.ts';
import type { Db } from './db.ts';
import { json } from './http.ts';

export interface ServerOptions {
  db: Db;
  mailbox: Mailbox;
  auth: AuthOptions;
  /** PostgREST's unix socket. */
  postgrestSocket: string;
  functionsDir: string;
  apiUrl: () => string;
  /** Secrets for the edge functions (see FunctionsContext). */
  functionSecrets?: () => Record<string, string>;
  log: (line: string) => void;
  /**
   * The /__dev endpoints (the mailbox): served only when enabled, only to loopback clients, and
   * only with the service_role key or this secret (printed at start).
   */
  dev: { enabled: boolean; secret: string };
}

/** Body limits per service; beyond them the request gets 413 and is not read further. */
export const bodyLimits = {
  auth: 1024 * 1024,
  rest: 10 * 1024 * 1024,
  storage: storageUploadLimit,
  functions: 1024 * 1024,
};

const corsAllowHeaders =
  'authorization, x-client-info, apikey, content-type, x-upsert, x-supabase-api-version, prefer, range, accept-profile, content-profile, cache-control, x-metadata';
const corsExposeHeaders =
  'content-range, content-location, location, x-total-count, link, x-supabase-api-version, etag';

// The API gateway's rule (Kong on hosted Supabase): REST and auth need one of the project's keys.
const keys = new Set([anonKey, serviceRoleKey]);
const openAuthPaths = [
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
  '/auth/v1/health',
];

function apiKeyProblem(req: {
  path: string;
  method: string;
  apikey?: string | null;
}): Response | undefined {
  // Storage too, except public object downloads (links in <img> carry no key).
  const gated =
    req.path.startsWith('/rest/v1') ||
    req.path.startsWith('/auth/v1') ||
    (req.path.startsWith('/storage/v1') && !req.path.startsWith('/storage/v1/object/public/'));
  if (!gated || req.method === 'OPTIONS') return undefined;
  if (openAuthPaths.some((open) => req.path === open)) return undefined;
  if (!req.apikey) {
    return json(
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
      401,
    );
  }
  if (!keys.has(req.apikey))
    return json(
      {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      401,
    );
  return undefined;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a /__dev request is refused, or undefined when it may go on. */
function devProblem(
  options: ServerOptions['dev'],
  remoteAddress: string | undefined,
  credentials: (string | undefined)[],
): Response | undefined {
  // Outside dev mode or from another machine the endpoints do not exist at all.
  if (!options.enabled || !remoteAddress || !loopback.has(remoteAddress)) {
    return json({ message: 'no Route matched with those values' }, 404);
  }
  const allowed = credentials.some(
    (given) => sameSecret(given, serviceRoleKey) || sameSecret(given, options.secret),
  );
  if (!allowed) {
    return json(
      {
        message: 'The dev endpoints need the service_role key or the dev secret',
        hint: 'Send `apikey: <service_role key>`, `x-dev-secret: <secret>` or `?secret=<secret>`; both are printed at start.',
      },
      401,
    );
  }
  return undefined;
}

/**
 * 413. The rest of the body is not buffered: the node adapter drains at most 64 MB or half a
 * second of it after the answer, then closes the connection.
 */
function tooLarge(limit: number, path = ''): Response {
  if (path.startsWith('/auth/v1')) {
    return json(
      { code: 'request_entity_too_large', message: `Request body too large (max ${limit} bytes)` },
      413,
    );
  }
  if (path.startsWith('/storage/v1')) {
    return json(
      {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
      413,
    );
  }
  return json({ message: `Request body larger than ${limit} bytes` }, 413);
}

/**
 * The request with a body that errors once more than `limit` bytes arrive, so nothing buffers
 * past it whoever reads (JSON, multipart, a function); undefined when there is no body.
 */
function limitBody(
  request: Request,
  limit: number,
): { request: Request; exceeded: () => boolean } | undefined {
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  let received = 0;
  let exceeded = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      received += value.byteLength;
      if (received > limit) {
        exceeded = true;
        controller.error(new Error(`Request body larger than ${limit} bytes`));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return {
    request: new Request(request, { body, duplex: 'half' } as RequestInit),
    exceeded: () => exceeded,
  };
}

export function createApp(options: ServerOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers':
            c.req.header('access-control-request-headers') ?? corsAllowHeaders,
          'access-control-max-age': '86400',
        },
      });
    }
    const problem = apiKeyProblem({
      path: c.req.path,
      method: c.req.method,
      apikey: c.req.header('apikey') ?? c.req.query('apikey'),
    });
    if (problem) return problem;
    const limit = c.req.path.startsWith('/auth/v1')
      ? bodyLimits.auth
      : c.req.path.startsWith('/storage/v1')
        ? bodyLimits.storage
        : bodyLimits.functions;
    if (Number(c.req.header('content-length') ?? '0') > limit) return tooLarge(limit, c.req.path);
    // Chunked bodies declare no length: count while the handler reads, stop at the limit.
    const limited = limitBody(c.req.raw, limit);
    if (limited) c.req.raw = limited.request;
    await next();
    if (limited?.exceeded()) c.res = tooLarge(limit, c.req.path);
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', corsExposeHeaders);
  });

  app.get('/', () =>
    json({
      name: 'local-supabase',
      services: ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/__dev/mailbox'],
    }),
  );
  app.route(
    '/auth/v1',
    authRoutes({
      db: options.db,
      mailbox: options.mailbox,
      apiUrl: options.apiUrl,
      options: options.auth,
    }),
  );
  app.route('/storage/v1', storageRoutes({ db: options.db, apiUrl: options.apiUrl }));
  const functions = functionsRoutes({
    dir: options.functionsDir,
    apiUrl: options.apiUrl,
    ...(options.functionSecrets ? { secrets: options.functionSecrets } : {}),
  });
  app.route('/functions/v1', functions);
  // What a static host's rewrite does in production: /api/<name>/* → /functions/v1/<name>/*.
  app.route('/api', functions);

  // The Turnstile stand-in (src/turnstile.ts): public, since the browser loads the widget
  // script with no key; only in dev mode.
  if (options.dev.enabled) app.route(standInPrefix, turnstileStandInRoutes());

  app.use('/__dev/*', async (c, next) => {
    const incoming = (c.env as { incoming?: http.IncomingMessage } | undefined)?.incoming;
    const problem = devProblem(options.dev, incoming?.socket.remoteAddress, [
      c.req.header('apikey'),
      c.req.header('authorization')?.replace(/^Bearer\s+/i, ''),
      c.req.header('x-dev-secret'),
      c.req.query('secret'),
    ]);
    if (problem) return problem;
    await next();
  });
  app.get('/__dev/mailbox', (c) => json({ messages: options.mailbox.list(c.req.query('email')) }));
  app.delete('/__dev/mailbox', () => {
    options.mailbox.clear();
    return new Response(null, { status: 204 });
  });

  app.notFound(() => json({ message: 'no Route matched with those values' }, 404));
  // The last resort: logged here, and the client learns nothing about the internals.
  app.onError((error, c) => {
    options.log(
      `error: ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (c.req.path.startsWith('/auth/v1')) {
      return json(
        {
          code: 'unexpected_failure',
          message: 'Unexpected failure, please check server logs for more information',
        },
        500,
      );
    }
    if (c.req.path.startsWith('/storage/v1')) {
      return json(
        {
          statusCode: '500',
          code: 'InternalError',
          error: 'Internal Server Error',
          message: 'Internal Server Error',
        },
        500,
      );
    }
    return json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}

/** Patterns registered with `use` (middleware), not endpoints. */
const middlewarePatterns = new Set(['ALL /*', 'ALL /__dev/*']);

/**
 * Every endpoint of the app as `METHOD /path/:param/*` (ALL for any method), from Hono's route
 * table; /rest/v1 is PostgREST's and not in it.
 */
export function routeTable(app: Hono): string[] {
  const routes = app.routes.map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].filter((route) => !middlewarePatterns.has(route)).sort();
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

/**
 * /rest/v1 goes straight to PostgREST's socket, streamed both ways (the hot path of every page).
 */
function proxyToPostgrest(options: ServerOptions, agent: http.Agent) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const problem = apiKeyProblem({
      path: url.pathname,
      method: req.method ?? 'GET',
      apikey: (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey'),
    });
    const send = async (response: Response) => {
      res.writeHead(response.status, {
        ...Object.fromEntries(response.headers),
        'access-control-allow-origin': '*',
        'access-control-expose-headers': corsExposeHeaders,
      });
      res.end(Buffer.from(await response.arrayBuffer()));
    };
    if (problem) {
      req.resume();
      void send(problem);
      return;
    }
    if (Number(req.headers['content-length'] ?? '0') > bodyLimits.rest) {
      req.resume();
      void send(json({ message: `Request body larger than ${bodyLimits.rest} bytes` }, 413));
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
    }
    if (!headers.authorization && headers.apikey)
      headers.authorization = `Bearer ${String(headers.apikey)}`;
    // As the hosted gateway does, the client's address comes from the connection, never from
    // the request: what a client sends in these headers is replaced (the enquiry caps read it).
    const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    headers['cf-connecting-ip'] = client;
    headers['x-real-ip'] = client;
    headers['x-forwarded-for'] = client;
    const upstream = http.request(
      {
        socketPath: options.postgrestSocket,
        path: url.pathname.slice('/rest/v1'.length) + url.search || '/',
        method: req.method,
        headers,
        agent,
      },
      (response) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name) && !name.startsWith('access-control-') && value !== undefined)
            out[name] = value;
        }
        out['access-control-allow-origin'] = '*';
        out['access-control-expose-headers'] = corsExposeHeaders;
        res.writeHead(response.statusCode ?? 502, out);
        response.pipe(res);
      },
    );
    let received = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimits.rest && !tooLarge) {
        tooLarge = true;
        upstream.destroy();
        req.unpipe(upstream);
        req.resume();
        void send(json({ message: `Request body larger than ${bodyLimits.rest} bytes` }, 413));
      }
    });
    upstream.on('error', (error) => {
      if (tooLarge || res.headersSent) return;
      options.log(`PostgREST unreachable: ${error.message}`);
      void send(
        json({ message: 'An invalid response was received from the upstream server' }, 502),
      );
    });
    req.pipe(upstream);
  };
}

/** One HTTP server: PostgREST behind /rest/v1, our Hono app for everything else. */
export function createServer(options: ServerOptions): {
  server: http.Server;
  close: () => Promise<void>;
} {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const rest = proxyToPostgrest(options, agent);
  const hono = getRequestListener(createApp(options).fetch);
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (
      (path === '/rest/v1' || path.startsWith('/rest/v1/') || path.startsWith('/rest/v1?')) &&
      req.method !== 'OPTIONS'
    ) {
      rest(req, res);
    } else {
      void hono(req, res);
    }
  });
  server.keepAliveTimeout = 5_000;
  return {
    server,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
