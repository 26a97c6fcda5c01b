// The contract harness: runs one data-layer operation against local-supabase and against the
// MSW handlers, and checks that both answer alike and that each mock handler accepts the very
// request the real call sent.
import type { HttpHandler } from 'msw';
import { expect } from 'vitest';
import type { z } from 'zod';
import { isDataError } from '../src/lib/data-error.ts';
import { createMockFetch } from '../src/mocks/fetch.ts';
import { handledRequests, matchRestRequest, restSpecs } from '../src/mocks/rest.ts';
import { scenarios, type RestPath } from '../src/mocks/scenarios.ts';

/** What the running contract puts in front of the mock handlers (see `Contract.refusedBy`). */
const inFront: HttpHandler[] = [];

/** The mock side's fetch: the mock handlers, behind what the running contract puts in front. */
export function contractMockFetch(): typeof fetch {
  return (input, init) => createMockFetch(...inFront)(input, init);
}

/** A request as a fetch wrapper saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}

/** A fetch that records every request (and its status) before handing it to `inner`. */
export function recordingFetch(inner: typeof fetch): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const recorded: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = init?.body && typeof init.body === 'string' ? init.body : undefined;
    const entry: RecordedRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      status: 0,
    };
    requests.push(entry);
    const response = await inner(input, init);
    entry.status = response.status;
    return response;
  };
  return { fetch: recorded, requests };
}

/** Ids and times differ between the database and the fixtures; hosts always do. */
function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  const path = `${parsed.pathname}${parsed.search}`;
  return decodeURIComponent(path).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
    '<uuid>',
  );
}

/** The headers that change what PostgREST or storage answers. */
const meaningfulHeaders = ['accept', 'prefer', 'content-type', 'x-upsert'];

function meaningful(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    meaningfulHeaders.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])),
  );
}

function bodyKeys(body: unknown): string[] | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'object' || body === null) return [typeof body];
  return Object.keys(body).sort();
}

/** The outline two answers must share: array-ness and each row's column names. */
function outline(value: unknown): unknown {
  if (Array.isArray(value)) return { array: value.length > 0 ? outline(value[0]) : 'empty' };
  if (typeof value === 'object' && value !== null) return Object.keys(value).sort();
  return typeof value;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function settle(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function describeError(error: unknown): unknown {
  return isDataError(error)
    ? { kind: error.kind, status: error.status, field: error.field, message: error.message }
    : String(error);
}

/** One contract: the operation, how to check its answer, and which handlers must answer it. */
export interface Contract<Env> {
  /** Runs the operation with the real or the mock environment. */
  run: (env: Env, side: 'real' | 'mock') => Promise<unknown>;
  /** Both answers must parse with it (skipped for operations that answer nothing). */
  schema?: z.ZodType;
  /** The mock handlers (by spec name) the requests must reach, in order; sorted when `unordered`. */
  handlers: string[];
  /** Requests sent in parallel arrive in any order. */
  unordered?: boolean;
  /** The operation is expected to fail on both sides with this DataError kind. */
  fails?: string;
  /**
   * The database refuses the write with this constraint. The mocks enforce no constraint, so
   * the mock side answers through `scenarios.refuse`, and no mock handler's spec is checked.
   */
  refusedBy?: { table: RestPath; constraint: string; details?: string };
}

/** The two sides of a contract run. */
export interface Sides<Env> {
  real: { env: Env; requests: RecordedRequest[] };
  mock: { env: Env; requests: RecordedRequest[] };
}

/**
 * Runs `contract` on both sides and checks: same outcome (value or DataError kind and status),
 * the same outline of the answer, both answers valid for the schema, the same requests (method,
 * path and query, meaningful headers, body columns), and every real REST request accepted by
 * the spec of the mock handler that answered its twin. Returns the real answer.
 */
export async function checkContract<Env>(sides: Sides<Env>, contract: Contract<Env>) {
  sides.real.requests.length = 0;
  sides.mock.requests.length = 0;
  handledRequests.length = 0;

  const real = await settle(() => contract.run(sides.real.env, 'real'));
  const refusal = contract.refusedBy;
  if (refusal)
    inFront.push(...scenarios.refuse(refusal.table, refusal.constraint, refusal.details));
  const mock = await settle(() => contract.run(sides.mock.env, 'mock'));
  inFront.length = 0;

  if (contract.fails) {
    const outcome = real.ok ? 'succeeded' : describeError(real.error);
    expect(outcome).toMatchObject({ kind: contract.fails });
  } else if (!real.ok) {
    throw new Error(`The real call failed: ${JSON.stringify(describeError(real.error))}`);
  }
  expect(mock.ok, 'both sides succeed or both fail').toBe(real.ok);
  if (!real.ok || !mock.ok) {
    const [realError, mockError] = [real, mock].map((outcome) =>
      outcome.ok ? undefined : describeError(outcome.error),
    ) as [{ kind: string; status: number }, { kind: string; status: number }];
    expect({ kind: mockError.kind, status: mockError.status }).toEqual({
      kind: realError.kind,
      status: realError.status,
    });
  } else {
    if (contract.schema) {
      contract.schema.parse(real.value);
      contract.schema.parse(mock.value);
    }
    expect(outline(mock.value)).toEqual(outline(real.value));
  }

  const order = <Entry extends { url: string }>(entries: Entry[]) =>
    contract.unordered
      ? [...entries].sort((a, b) => normalizeUrl(a.url).localeCompare(normalizeUrl(b.url)))
      : entries;
  const sortNames = (names: string[]) => (contract.unordered ? [...names].sort() : names);
  const shape = (request: RecordedRequest) => ({
    method: request.method,
    url: normalizeUrl(request.url),
    headers: meaningful(request.headers),
    body: bodyKeys(request.body),
    // 206 (a partial range) and 200 differ only by how many rows each side holds.
    status: request.status === 206 ? 200 : request.status,
  });
  const realRequests = order(sides.real.requests);
  const mockRequests = order(sides.mock.requests);
  expect(mockRequests.map(shape)).toEqual(realRequests.map(shape));
  if (refusal) return undefined;

  // Each real REST request must satisfy the spec of the handler that answered its twin.
  const restReal = realRequests.filter((request) => request.url.includes('/rest/v1/'));
  const answered = order(handledRequests);
  expect(sortNames(answered.map((entry) => entry.handler))).toEqual(sortNames(contract.handlers));
  restReal.forEach((request, index) => {
    const name = answered[index]?.handler ?? '';
    const spec = restSpecs.get(name);
    expect(spec, `a spec named ${name}`).toBeDefined();
    expect(
      matchRestRequest(spec!, request),
      `${name} accepts the real request ${request.method} ${normalizeUrl(request.url)}`,
    ).toBe(true);
  });
  return real.ok ? real.value : undefined;
}
