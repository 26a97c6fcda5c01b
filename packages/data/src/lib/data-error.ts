import type { PostgrestSingleResponse } from '@supabase/postgrest-js';

/**
 * What went wrong, in the terms a page or a form decides on: whether to retry, to show a
 * not-found page, to ask for a sign-in, or to put a sentence next to a field.
 */
export type DataErrorKind =
  /** The request never got an answer (offline, DNS, connection reset). */
  | 'network'
  /** The request was cancelled (the page was left); never shown to anyone. */
  | 'aborted'
  /** No session or an expired one: sign in (again). PostgREST answers RLS denials for anon with 401. */
  | 'unauthorized'
  /** Signed in, but the role may not do this (RLS denial for a signed-in user: 403). */
  | 'forbidden'
  /** The row does not exist or is not visible (PGRST116, 404, a page past the end). */
  | 'not-found'
  /** A unique value is taken (a duplicate slug or name). */
  | 'conflict'
  /** The database refused the values (a check, not-null or foreign key constraint). */
  | 'invalid'
  /** The flood guard refused the submission (SQLSTATE PT429, HTTP 429). */
  | 'rate-limited'
  /** The server failed (5xx) or answered something unexpected. */
  | 'server';

/** Options of {@link DataError}. */
export interface DataErrorOptions {
  kind: DataErrorKind;
  /** The HTTP status of the answer; 0 when there was none. */
  status: number;
  /** The PostgREST or Postgres code (PGRST116, 23505, 42501, PT429 ...) when there is one. */
  code?: string | undefined;
  /** The form field (a column name) the message belongs next to, when it is about one field. */
  field?: string | undefined;
  /** The database's hint, when it sets one for the form (e.g. 'challenge' past a spam cap). */
  hint?: string | undefined;
  /** The server's own words, for logs; never shown to visitors. */
  details?: string | undefined;
  cause?: unknown;
}

/**
 * The one error every fetcher and mutation throws. `message` is a plain sentence a form can
 * show next to `field` (or in a toast when there is no field); `kind` and `status` drive the
 * retry policy and the page's choice between an error and a not-found state.
 */
export class DataError extends Error {
  override readonly name = 'DataError';
  readonly kind: DataErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly hint: string | undefined;
  readonly details: string | undefined;

  constructor(message: string, options: DataErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.hint = options.hint;
    this.details = options.details;
  }
}

/** True for a {@link DataError}, also across bundle copies (checks the name, not the class). */
export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError || (error instanceof Error && error.name === 'DataError');
}

/**
 * Constraint name (as in supabase/migrations) → what to tell the person filling the form: the
 * constraint's sentence and the form field it belongs to.
 */
export type ConstraintMessages = Readonly<Record<string, { field?: string; message: string }>>;

/** The part of a PostgREST error body the mapping reads (postgrest-js passes it through). */
export interface PostgrestErrorLike {
  message?: string | null;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
}

/** Sentences for the refusals that are not about one field. */
export const errorMessages = {
  network: 'We could not reach the server. Please check your connection and try again.',
  aborted: 'The request was cancelled.',
  unauthorized: 'Please sign in to do that.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'We could not find what you were looking for.',
  conflict: 'This already exists. Please choose a different value.',
  invalid: 'Some of the information is not in the expected format. Please check the form.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/**
 * Turns a PostgREST error answer into a {@link DataError} with a sentence for people. Check,
 * unique and foreign key violations are looked up in `constraints` (each domain passes its own
 * table's list); anything unknown gets a general sentence and keeps the server's words in
 * `details`.
 */
export function toDataError(
  error: PostgrestErrorLike,
  status: number,
  constraints: ConstraintMessages = {},
): DataError {
  const code = error.code ?? undefined;
  const serverMessage = error.message ?? '';
  const details = [serverMessage, error.details].filter(Boolean).join(' ') || undefined;
  const base = {
    status,
    code: code || undefined,
    hint: error.hint || undefined,
    details,
    cause: error,
  };
  const fail = (message: string, kind: DataErrorKind, field?: string) =>
    new DataError(message, { ...base, kind, field });

  if (status === 0) {
    const aborted = /AbortError|aborted/i.test(serverMessage) || /aborted/i.test(error.hint ?? '');
    return aborted
      ? fail(errorMessages.aborted, 'aborted')
      : fail(errorMessages.network, 'network');
  }

  if (code === '23505' || code === '23514' || code === '23503') {
    const name = /constraint "([^"]+)"/.exec(serverMessage)?.[1];
    const known = name ? constraints[name] : undefined;
    const kind = code === '23505' ? 'conflict' : 'invalid';
    const fallback = code === '23505' ? errorMessages.conflict : errorMessages.invalid;
    return fail(known?.message ?? fallback, kind, known?.field);
  }
  if (code === '23502') {
    const column = /null value in column "([^"]+)"/.exec(serverMessage)?.[1];
    return fail('Please fill in this field.', 'invalid', column);
  }
  if (code === 'PT429' || status === 429) {
    // The flood guard's messages are written for the form (supabase/migrations).
    return fail(serverMessage || errorMessages.rateLimited, 'rate-limited');
  }
  if (code === 'PGRST116' || code === 'PGRST103' || status === 404 || status === 416) {
    return fail(errorMessages.notFound, 'not-found');
  }
  if (status === 401) {
    // PGRST301/PGRST303: the JWT is invalid or expired; 42501 as anon: RLS said no.
    const expired = code === 'PGRST301' || code === 'PGRST303' || /jwt/i.test(serverMessage);
    return fail(
      expired ? errorMessages.sessionExpired : errorMessages.unauthorized,
      'unauthorized',
    );
  }
  if (status === 403 || code === '42501') return fail(errorMessages.forbidden, 'forbidden');
  if (status >= 500) return fail(errorMessages.server, 'server');
  if (code === 'PT400' && serverMessage) {
    // The submission guards' own refusals (one row at a time, the form token) are written for
    // the form (supabase/migrations).
    return fail(serverMessage, 'invalid');
  }
  if (code?.startsWith('22') || status === 400) return fail(errorMessages.invalid, 'invalid');
  return fail(errorMessages.server, 'server');
}

/** A not-found {@link DataError} raised by a fetcher itself (no row, or an id that cannot exist). */
export function notFoundError(message: string = errorMessages.notFound): DataError {
  return new DataError(message, { kind: 'not-found', status: 404, code: 'PGRST116' });
}

/**
 * Unwraps a postgrest-js answer: returns `data` or throws the mapped {@link DataError}. Every
 * fetcher ends with it, so no caller ever sees `{ data, error }`.
 */
export function unwrap<T>(
  response: PostgrestSingleResponse<T>,
  constraints?: ConstraintMessages,
): T {
  if (response.error) throw toDataError(response.error, response.status, constraints);
  return response.data;
}
