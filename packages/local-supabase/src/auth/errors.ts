import type { Context } from 'hono';

/** The API version auth-js sends; from it on, errors are `{ code, message }`. */
export const apiVersionHeader = 'X-Supabase-Api-Version';
const apiVersion20240101 = Date.parse('2024-01-01T00:00:00Z');

/** A GoTrue error: HTTP status, machine-readable code (`invalid_credentials`…) and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function requestedVersion(c: Context): number | undefined {
  const header = c.req.header(apiVersionHeader);
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return undefined;
  const time = Date.parse(`${header}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * As GoTrue's HandleResponseError: clients that send `X-Supabase-Api-Version: 2024-01-01` (every
 * recent auth-js) get `{ code, message }` and the header echoed; older ones get
 * `{ code: <status>, error_code, msg }`. auth-js reads the code from whichever applies.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  const version = requestedVersion(c);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  let body: Record<string, unknown>;
  if (version !== undefined && version >= apiVersion20240101) {
    headers[apiVersionHeader] = '2024-01-01';
    body = { code: error.code, message: error.message, ...error.extra };
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  }
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);

export const minPasswordLength = 6;
/** GoTrue's: bcrypt reads only the first 72 bytes. */
export const maxPasswordBytes = 72;
/**
 * Ours (GoTrue only caps the body at 1 MB): user and app metadata travel in every access token,
 * so more than this as JSON is refused.
 */
export const maxMetadataBytes = 16 * 1024;

export function weakPassword(): AuthError {
  return new AuthError(
    422,
    'weak_password',
    `Password should be at least ${minPasswordLength} characters.`,
    { weak_password: { reasons: ['length'] } },
  );
}
