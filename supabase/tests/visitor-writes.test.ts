/**
 * Visitors' writes go through functions that take the JSON as `jsonb` and check each field's
 * type (docs/decisions.md#visitor-writes), on PGlite and PostgreSQL 15: a JSON object, array or
 * number where text belongs, a string where a number belongs, a date years ahead, a 1900 event
 * time and a batch are refused with SQLSTATE PT400 (HTTP 400) and nothing is stored; direct
 * inserts are refused; well-formed submissions still go through every guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, type Session } from './support/database.ts';

const enquiry = {
  name: 'Shape Tester',
  email: 'shape@example.test',
  message: 'Is there space in July?',
};
const testimonial = { name: 'Shape Guest', rating: 5, content: 'A wonderful week in Uganda.' };
const event = { kind: 'event', name: 'shape_test', properties: { path: '/' } };

const call = (fn: string, value: unknown) => ({
  sql: `select public.${fn}($1::jsonb)`,
  params: [JSON.stringify(value)],
});

async function count(session: Session, sql: string): Promise<number> {
  const [row] = await session.inspect<{ n: number }>(
    `select count(*)::int as n from (${sql}) as q`,
  );
  return row!.n;
}
const storedEnquiries = (s: Session) =>
  count(s, `select 1 from public.enquiries where email = 'shape@example.test'`);
const storedTestimonials = (s: Session) =>
  count(s, `select 1 from public.testimonials where name like 'Shape%'`);
const storedEvents = (s: Session) =>
  count(s, `select 1 from public.analytics_events where name like 'shape%'`);

describe.each(engines)('visitor writes on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
    // The form token's time check reads request headers, which these direct calls do not set.
  });
  afterAll(() => stop?.());

  const refusedEnquiries: [string, Record<string, unknown>, RegExp][] = [
    ['name as a JSON object', { ...enquiry, name: { a: 1 } }, /"name" must be text/],
    ['message as a JSON array', { ...enquiry, message: ['x', 'y'] }, /"message" must be text/],
    ['name as a JSON number', { ...enquiry, name: 12345 }, /"name" must be text/],
    ['adults as a string', { ...enquiry, adults: '2' }, /"adults" must be a number/],
    ['adults with a fraction', { ...enquiry, adults: 1.5 }, /"adults" must be a whole number/],
    ['a date that does not exist', { ...enquiry, travel_start: '2030-02-30' }, /exists/],
    ['a date as a number', { ...enquiry, travel_start: 20300101 }, /"travel_start" must be text/],
    [
      'an unknown field',
      { ...enquiry, status: 'won' },
      /Unknown field\(s\) for the enquiry: status/,
    ],
    ['a package id that is no id', { ...enquiry, package_id: 'x' }, /"package_id" must be/],
    ['no name', { email: enquiry.email, message: enquiry.message }, /"name" is required/],
  ];

  it.each(refusedEnquiries)(
    'refuses an enquiry with %s and stores nothing',
    async (_, value, message) => {
      await as(db, 'anon', async (s) => {
        const { sql, params } = call('submit_enquiry', value);
        const error = await s.fail(sql, params);
        expect(error).toMatchObject({ code: 'PT400', hint: 'shape' });
        expect(error.message).toMatch(message);
        expect(await storedEnquiries(s)).toBe(0);
      });
    },
  );

  it('refuses an enquiry that is an array of enquiries', async () => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('submit_enquiry', [enquiry, enquiry]);
      expect(await s.fail(sql, params)).toMatchObject({
        code: 'PT400',
        message: 'Send one enquiry as a JSON object.',
      });
      expect(await storedEnquiries(s)).toBe(0);
    });
  });

  it('refuses travel_start 9999-12-31 as a check violation the form places by the field', async () => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('submit_enquiry', { ...enquiry, travel_start: '9999-12-31' });
      expect(await s.fail(sql, params)).toMatchObject({
        code: '23514',
        message:
          'new row for relation "enquiries" violates check constraint "enquiries_travel_start_within_3_years"',
      });
      expect(await storedEnquiries(s)).toBe(0);
    });
  });

  it('stores a well-formed enquiry as new, with the server’s clock', async () => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('submit_enquiry', {
        ...enquiry,
        phone: '+256 700 000000',
        travel_start: null,
        adults: 2,
        children: 1,
      });
      await s.query(sql, params);
      const rows = await s.inspect<{
        name: string;
        adults: number;
        children: number;
        status: string;
      }>(
        `select name, adults, children, status from public.enquiries where email = 'shape@example.test'`,
      );
      expect(rows).toEqual([{ name: 'Shape Tester', adults: 2, children: 1, status: 'new' }]);
      // Its outbox rows are written in the same transaction, as before.
      expect(
        await count(
          s,
          `select 1 from public.notification_outbox where payload::text like '%shape@example.test%'`,
        ),
      ).toBeGreaterThan(0);
    });
  });

  it('keeps the table’s own checks: an over-long name is the name constraint', async () => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('submit_enquiry', { ...enquiry, name: 'x'.repeat(101) });
      expect(await s.fail(sql, params)).toMatchObject({
        code: '23514',
        message:
          'new row for relation "enquiries" violates check constraint "enquiries_name_length"',
      });
    });
  });

  it.each([
    ['rating as a string', { ...testimonial, rating: '4' }, /"rating" must be a number/],
    ['name as a JSON object', { ...testimonial, name: { a: 1 } }, /"name" must be text/],
    ['approved sent along', { ...testimonial, approved: true }, /Unknown field/],
    ['an image sent along', { ...testimonial, image_url: '/x.webp' }, /Unknown field/],
    [
      'a package id that is no id',
      { ...testimonial, package_id: 'bwindi' },
      /"package_id" must be a safari package on the site/,
    ],
    [
      'a package that does not exist',
      { ...testimonial, package_id: '00000000-0000-4000-8000-000000000000' },
      /"package_id" must be a safari package on the site/,
    ],
  ])('refuses a testimonial with %s and stores nothing', async (_, value, message) => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('submit_testimonial', value);
      const error = await s.fail(sql, params);
      expect(error).toMatchObject({ code: 'PT400', hint: 'shape' });
      expect(error.message).toMatch(message);
      expect(await storedTestimonials(s)).toBe(0);
    });
  });

  it('stores the package a testimonial reviews only when the package is on the site', async () => {
    await as(db, 'anon', async (s) => {
      const [live] = await s.inspect<{ id: string }>(
        `select id from public.packages where published order by sort_order limit 1`,
      );
      const { sql, params } = call('submit_testimonial', { ...testimonial, package_id: live!.id });
      await s.query(sql, params);
      expect(
        await s.inspect(`select package_id from public.testimonials where name = 'Shape Guest'`),
      ).toEqual([{ package_id: live!.id }]);

      const [draft] = await s.inspect<{ id: string }>(
        `select id from public.packages where not published limit 1`,
      );
      const refused = call('submit_testimonial', { ...testimonial, package_id: draft!.id });
      expect(await s.fail(refused.sql, refused.params)).toMatchObject({
        code: 'PT400',
        message: 'The field "package_id" must be a safari package on the site.',
      });
    });
  });

  it('stores a well-formed testimonial unapproved, for anon and a signed-in user', async () => {
    for (const caller of ['anon', 'user'] as const) {
      await as(db, caller, async (s) => {
        const { sql, params } = call('submit_testimonial', { ...testimonial, country: 'Kenya' });
        await s.query(sql, params);
        const rows = await s.inspect<{ approved: boolean; rating: number }>(
          `select approved, rating from public.testimonials where name = 'Shape Guest'`,
        );
        expect(rows).toEqual([{ approved: false, rating: 5 }]);
      });
    }
  });

  it.each([
    [
      'a 1900 timestamp',
      { ...event, client_timestamp: '1900-01-01T00:00:00Z' },
      /"client_timestamp" must be within a day of now/,
    ],
    ['a 500-event batch', Array.from({ length: 500 }, () => event), /Send one analytics event/],
    ['value as a string', { ...event, value: '12' }, /"value" must be a number/],
    ['properties as an array', { ...event, properties: [1] }, /"properties" must be a JSON object/],
    ['an unknown kind', { ...event, kind: 'admin' }, /"kind" must be/],
    ['received_at sent along', { ...event, received_at: '2020-01-01T00:00:00Z' }, /Unknown field/],
  ])('refuses an analytics event with %s and stores nothing', async (_, value, message) => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('record_analytics_event', value);
      const error = await s.fail(sql, params);
      expect(error.code).toBe('PT400');
      expect(error.message).toMatch(message);
      expect(await storedEvents(s)).toBe(0);
    });
  });

  it('stores a well-formed analytics event with the server’s clock', async () => {
    await as(db, 'anon', async (s) => {
      const { sql, params } = call('record_analytics_event', {
        kind: 'performance',
        name: 'shape_lcp',
        value: 1234.5,
        client_timestamp: new Date().toISOString(),
      });
      await s.query(sql, params);
      const rows = await s.inspect<{ value: number; fresh: boolean }>(
        `select value, received_at > now() - interval '1 minute' as fresh
         from public.analytics_events where name = 'shape_lcp'`,
      );
      expect(rows).toEqual([{ value: 1234.5, fresh: true }]);
    });
  });

  describe('direct inserts are refused', () => {
    const direct = {
      enquiries: `insert into public.enquiries (name, email, message) values ('Shape', 'shape@example.test', 'Hi')`,
      testimonials: `insert into public.testimonials (name, rating, content) values ('Shape Direct', 5, 'Lovely trip there.')`,
      analytics_events: `insert into public.analytics_events (kind, name, client_timestamp)
        select 'event', 'shape_direct', '1900-01-01' from generate_series(1, 500)`,
    };

    it.each(Object.entries(direct))('anon may not insert into %s', async (table, sql) => {
      await as(db, 'anon', async (s) => {
        expect(await s.fail(sql)).toEqual({
          code: '42501',
          message: `permission denied for table ${table}`,
        });
      });
    });

    it('a signed-in user who is not an admin may not insert into any of them', async () => {
      await as(db, 'user', async (s) => {
        expect((await s.fail(direct.enquiries)).code).toBe('42501');
        expect((await s.fail(direct.testimonials)).code).toBe('42501');
        expect(await s.fail(direct.analytics_events)).toEqual({
          code: '42501',
          message: 'permission denied for table analytics_events',
        });
        expect(await storedEnquiries(s)).toBe(0);
        expect(await storedEvents(s)).toBe(0);
      });
    });

    it('an admin still adds a testimonial directly (the admin form)', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(direct.testimonials);
        expect(await storedTestimonials(s)).toBe(1);
      });
    });
  });
});
