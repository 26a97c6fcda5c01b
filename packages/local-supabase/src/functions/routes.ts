import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { bearer, verifyJwt } from '../jwt.ts';
import { anonKey } from '../keys.ts';
import { json } from '../server/http.ts';

/**
 * What local-supabase passes an edge function; on Supabase the same values come from
 * `Deno.env` (the runtime's built-in secrets).
 */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** The function's secrets (SUPABASE_SERVICE_ROLE_KEY, SMTP_*, …). */
  [secret: string]: string;
}

/**
 * The shape of supabase/functions/<name>/index.ts: a web-standard handler as the default export
 * (a function, or an object with `fetch`), optionally `config.verifyJwt = false` for functions
 * that visitors call without a session. The module may call `Deno.serve` itself when `Deno`
 * exists; Node has no `Deno`, so that line does nothing here.
 */
export type FunctionHandler = (request: Request, env: FunctionEnv) => Response | Promise<Response>;
interface FunctionModule {
  default: FunctionHandler | { fetch: FunctionHandler };
  config?: { verifyJwt?: boolean };
}

export interface FunctionsContext {
  dir: string;
  apiUrl: () => string;
  /** The secrets each function sees besides SUPABASE_URL and SUPABASE_ANON_KEY. */
  secrets?: () => Record<string, string>;
}

export function functionsRoutes({ dir, apiUrl, secrets }: FunctionsContext): Hono {
  const app = new Hono();
  const modules = new Map<string, Promise<FunctionModule>>();

  function load(name: string): Promise<FunctionModule> | undefined {
    if (!/^[A-Za-z0-9_-]+$/.test(name)) return undefined;
    const file = path.join(dir, name, 'index.ts');
    if (!fs.existsSync(file)) return undefined;
    let module = modules.get(file);
    if (!module) {
      module = import(pathToFileURL(file).href) as Promise<FunctionModule>;
      modules.set(file, module);
    }
    return module;
  }

  async function invoke(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? '';
    const loading = load(name);
    if (!loading)
      return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    const module = await loading;
    // Supabase's gateway checks the JWT unless the function opts out (--no-verify-jwt).
    if (module.config?.verifyJwt !== false && c.req.method !== 'OPTIONS') {
      const token = bearer(c.req.header('authorization'));
      if (!token) return json({ msg: 'Error: Missing authorization header' }, 401);
      if (!(await verifyJwt(token)).ok) return json({ msg: 'Invalid JWT' }, 401);
    }
    const handler = typeof module.default === 'function' ? module.default : module.default.fetch;
    // The function sees /<name>/<rest>, as on Supabase, whatever prefix reached us.
    const incoming = new URL(c.req.url);
    const start = incoming.pathname.indexOf(`/${name}`);
    const url = new URL(incoming.pathname.slice(start) + incoming.search, incoming.origin);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const request = new Request(url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: hasBody ? c.req.raw.body : null,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    return handler(request, {
      ...secrets?.(),
      SUPABASE_URL: apiUrl(),
      SUPABASE_ANON_KEY: anonKey,
    });
  }

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  return app;
}
