import type { Context } from 'hono';

/** A JSON response with an exact status (Hono's `c.json` narrows status codes by type). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export class BodyError extends Error {
  constructor(
    readonly kind: 'malformed' | 'not-object' | 'bad-text',
    message: string,
  ) {
    super(message);
  }
}

/** The request's JSON object; empty bodies read as `{}` as GoTrue's decoder treats them. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BodyError('malformed', error instanceof Error ? error.message : String(error));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BodyError('not-object', 'expected a JSON object');
  }
  const bad = badTextIn(value);
  if (bad) throw new BodyError('bad-text', bad);
  return value as Record<string, unknown>;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as Postgres text: a NUL character, or a lone UTF-16 surrogate
 * (not Unicode at all). Undefined when it can.
 */
export function badText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (loneSurrogate.test(value)) return 'is not valid Unicode (a lone surrogate)';
  return undefined;
}

/** badText for every string (keys included) in a JSON value: `"<path>" <reason>`. */
export function badTextIn(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') {
    const reason = badText(value);
    return reason && `${path || 'the value'} ${reason}`;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    const reason = badText(key) ?? undefined;
    if (reason) return `a key of ${path || 'the body'} ${reason}`;
    const inner = badTextIn(item, name);
    if (inner) return inner;
  }
  return undefined;
}

/** Postgres' "data exception" class (22xxx): input the database cannot take, never our fault. */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function iso(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
