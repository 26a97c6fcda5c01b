import { describe, expect, it } from 'vitest';
import { enquiryConstraints } from '../enquiries/enquiry-messages.ts';
import { packageConstraints } from '../content-types/packages.ts';
import { DataError, errorMessages, isDataError, notFoundError, toDataError } from './data-error.ts';

describe('toDataError turns database refusals into sentences', () => {
  it('a duplicate slug lands next to the slug field', () => {
    const error = toDataError(
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "packages_slug_key"',
        details: 'Key (slug)=(bwindi) already exists.',
      },
      409,
      packageConstraints,
    );
    expect(error).toMatchObject({
      kind: 'conflict',
      status: 409,
      field: 'slug',
      message: 'This slug is already in use. Please choose another.',
    });
  });

  it('a check constraint becomes its field and sentence', () => {
    const error = toDataError(
      {
        code: '23514',
        message:
          'new row for relation "enquiries" violates check constraint "enquiries_email_format"',
      },
      400,
      enquiryConstraints,
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      field: 'email',
      message: 'Please enter a valid email address, like name@example.com.',
    });
  });

  it('a published image without alt text asks for a description or the decorative choice', () => {
    const error = toDataError(
      {
        code: '23514',
        message:
          'new row for relation "packages" violates check constraint "packages_image_alt_required"',
      },
      400,
      packageConstraints,
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      status: 400,
      field: 'image_alt',
      message: expect.stringMatching(/^Please describe the image .* or tick “Decorative”/),
    });
  });

  it('an unknown constraint still gets a plain sentence and keeps the server words in details', () => {
    const error = toDataError(
      { code: '23514', message: 'violates check constraint "something_new"' },
      400,
    );
    expect(error.message).toBe(errorMessages.invalid);
    expect(error.field).toBeUndefined();
    expect(error.details).toContain('something_new');
  });

  it('a missing package of interest (foreign key) points at package_id', () => {
    const error = toDataError(
      {
        code: '23503',
        message:
          'insert or update on table "enquiries" violates foreign key constraint "enquiries_package_id_fkey"',
      },
      409,
      enquiryConstraints,
    );
    expect(error).toMatchObject({ kind: 'invalid', field: 'package_id' });
  });

  it('a not-null violation names the column', () => {
    const error = toDataError(
      {
        code: '23502',
        message: 'null value in column "title" of relation "packages" violates not-null constraint',
      },
      400,
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      field: 'title',
      message: 'Please fill in this field.',
    });
  });

  it("passes the flood guard's own sentence through", () => {
    const message = 'Too many enquiries from this email in the last hour. Please try again later.';
    expect(toDataError({ code: 'PT429', message }, 429)).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message,
    });
  });

  it('tells RLS refusals apart: 401 for visitors, 403 for signed-in users, expired sessions', () => {
    expect(
      toDataError({ code: '42501', message: 'permission denied for table packages' }, 401),
    ).toMatchObject({
      kind: 'unauthorized',
      message: errorMessages.unauthorized,
    });
    expect(toDataError({ code: 'PGRST303', message: 'JWT expired' }, 401).message).toBe(
      errorMessages.sessionExpired,
    );
    expect(
      toDataError({ code: '42501', message: 'new row violates row-level security policy' }, 403),
    ).toMatchObject({ kind: 'forbidden', message: errorMessages.forbidden });
  });

  it('maps not-found answers (PGRST116, 404, a range past the end)', () => {
    expect(toDataError({ code: 'PGRST116', message: 'JSON object requested' }, 406).kind).toBe(
      'not-found',
    );
    expect(
      toDataError({ code: 'PGRST103', message: 'Requested range not satisfiable' }, 416).kind,
    ).toBe('not-found');
    expect(toDataError({ code: 'PGRST205', message: 'Could not find the table' }, 404).kind).toBe(
      'not-found',
    );
  });

  it('maps network failures, cancellations and server errors', () => {
    expect(toDataError({ code: '', message: 'TypeError: fetch failed' }, 0)).toMatchObject({
      kind: 'network',
      message: errorMessages.network,
    });
    expect(
      toDataError(
        {
          code: '',
          message: 'AbortError: This operation was aborted',
          hint: 'Request was aborted',
        },
        0,
      ).kind,
    ).toBe('aborted');
    expect(toDataError({ code: 'PGRST001', message: 'Database client error' }, 503)).toMatchObject({
      kind: 'server',
      message: errorMessages.server,
    });
    expect(
      toDataError({ code: '22P02', message: 'invalid input syntax for type uuid' }, 400).kind,
    ).toBe('invalid');
  });

  it('is recognisable across bundle copies', () => {
    const foreign = Object.assign(new Error('x'), { name: 'DataError' });
    expect(isDataError(foreign)).toBe(true);
    expect(isDataError(new Error('x'))).toBe(false);
    expect(isDataError(notFoundError())).toBe(true);
    expect(notFoundError('Gone.')).toBeInstanceOf(DataError);
  });
});
