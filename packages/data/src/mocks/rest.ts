// MSW handlers that answer only the exact PostgREST request a data-layer call sends: method,
// path, the complete set of query parameters and the headers that change the answer (Accept for
// single rows, Prefer for counts and returned rows). Anything else falls through, and with
// `onUnhandledRequest: 'error'` an unexpected request fails the test. data.contract.test.ts checks
// each spec against the request the real call sends to local-supabase.
import { http, HttpResponse, type HttpHandler } from 'msw';

type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** The request a handler answers. */
export interface RestRequestSpec {
  /** Unique, `<table>.<operation>`, e.g. 'packages.home'. */
  name: string;
  method: RestMethod;
  /** The path after /rest/v1/, e.g. 'packages' or 'rpc/search_site'. */
  path: string;
  /** Every query parameter the request carries, and no others (values as decoded). */
  query: Readonly<Record<string, string | RegExp>>;
  /**
   * Headers that must be present (lowercase names). An Accept for a single object or a Prefer
   * header that the spec does not list makes the request not match.
   */
  headers?: Readonly<Record<string, string | RegExp>>;
}

/** What a handler saw; tests read it from {@link handledRequests}. */
export interface HandledRequest {
  handler: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Every spec by name (filled as handlers are created). */
export const restSpecs = new Map<string, RestRequestSpec>();

/** The requests mock handlers answered, oldest first; clear it with `handledRequests.length = 0`. */
export const handledRequests: HandledRequest[] = [];

/** A filter value: `eq.<uuid>`. */
export const eqUuid = /^eq\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function matches(expected: string | RegExp, actual: string): boolean {
  return typeof expected === 'string' ? expected === actual : expected.test(actual);
}

/** Whether `request` is exactly the request `spec` describes. */
export function matchRestRequest(
  spec: RestRequestSpec,
  request: { method: string; url: string; headers: HeadersInit },
): boolean {
  if (request.method.toUpperCase() !== spec.method) return false;
  const url = new URL(request.url);
  if (!url.pathname.endsWith(`/rest/v1/${spec.path}`)) return false;
  const names = [...new Set(url.searchParams.keys())].sort();
  const expected = Object.keys(spec.query).sort();
  if (names.join('&') !== expected.join('&')) return false;
  for (const [name, value] of Object.entries(spec.query)) {
    const actual = url.searchParams.getAll(name);
    if (actual.length !== 1 || !matches(value, actual[0] as string)) return false;
  }
  const headers = new Headers(request.headers);
  const wanted = spec.headers ?? {};
  for (const [name, value] of Object.entries(wanted)) {
    const actual = headers.get(name);
    if (actual === null || !matches(value, actual)) return false;
  }
  const accept = headers.get('accept');
  if (accept?.includes('vnd.pgrst.object') && !('accept' in wanted)) return false;
  if (headers.has('prefer') && !('prefer' in wanted)) return false;
  return true;
}

/**
 * A handler for exactly the request `spec` describes (any other falls through), answered by
 * `resolve`; `body` is the request's JSON, if any.
 */
export function restHandler(
  spec: RestRequestSpec,
  resolve: (context: { request: Request; url: URL; body: unknown }) => Response | Promise<Response>,
): HttpHandler {
  restSpecs.set(spec.name, spec);
  return http.all(`*/rest/v1/${spec.path}`, async ({ request }) => {
    if (!matchRestRequest(spec, request)) return undefined;
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    handledRequests.push({
      handler: spec.name,
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body,
    });
    return resolve({ request, url: new URL(request.url), body });
  });
}

/** The value of an `eq.` filter, e.g. the id of `?id=eq.<id>`. */
export function eqValue(url: URL, column: string): string | undefined {
  const value = url.searchParams.get(column);
  return value?.startsWith('eq.') ? value.slice(3) : undefined;
}

/** A PostgREST error answer. */
export function pgrstError(
  status: number,
  error: { code: string; message: string; details?: string | null; hint?: string | null },
): Response {
  return HttpResponse.json(
    {
      code: error.code,
      details: error.details ?? null,
      hint: error.hint ?? null,
      message: error.message,
    },
    { status },
  );
}

/** PostgREST's answer when a single row was asked for and there is none. */
export function noRow(): Response {
  return pgrstError(406, {
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    message: 'JSON object requested, multiple (or no) rows returned',
  });
}

/**
 * Rows as PostgREST returns them for this request: an object when the request asked for one
 * (Accept: application/vnd.pgrst.object+json; 406 PGRST116 unless exactly one row), no body for
 * HEAD, and a Content-Range with the total when `Prefer: count=exact` asked for it.
 */
export function rowsResponse(
  request: Request,
  rows: readonly unknown[],
  {
    total = rows.length,
    offset = 0,
    status = 200,
  }: { total?: number; offset?: number; status?: number } = {},
): Response {
  const counted = request.headers.get('prefer')?.includes('count=exact') ?? false;
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  const headers = { 'content-range': `${range}/${counted ? total : '*'}` };
  if (request.method === 'HEAD') return new HttpResponse(null, { status, headers });
  if (request.headers.get('accept')?.includes('vnd.pgrst.object')) {
    if (rows.length !== 1) return noRow();
    return HttpResponse.json(rows[0] as object, { status, headers });
  }
  const partial = counted && rows.length < total;
  return HttpResponse.json(rows as unknown[], { status: partial ? 206 : status, headers });
}

/** 204, no body: a void rpc (docs/decisions.md#visitor-writes) or a write asking nothing. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}
