/**
 * The Row Level Security matrix: every caller (anon, a signed-in user with no role row, an
 * admin, a super admin) x every table the API reaches x select/insert/update/delete, on PGlite
 * and on PostgreSQL 15, switching role and JWT claims exactly as PostgREST does. Each cell runs
 * in its own transaction that is rolled back. The matrix is printed after each engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, callers, createUsers, engines, userIds, type Caller } from './support/database.ts';

/** allowed; filtered by RLS (some rows visible); denied by RLS (nothing visible or written); denied by privilege. */
type Outcome = 'allowed' | 'filtered' | 'denied: RLS' | 'denied: privilege';
type Operation = 'select' | 'insert' | 'update' | 'delete';
const operations: Operation[] = ['select', 'insert', 'update', 'delete'];

const A: Outcome = 'allowed';
const F: Outcome = 'filtered';
const R: Outcome = 'denied: RLS';
const P: Outcome = 'denied: privilege';

interface TableCase {
  table: string;
  /** How to find the row that update and delete aim at (run as the superuser). */
  target: string;
  insert: string;
  /** A no-op change, so only permission decides; `$1` is the target row's id. */
  update: string;
  expected: Record<Caller, [select: Outcome, insert: Outcome, update: Outcome, remove: Outcome]>;
}

const publicContent = {
  anon: [F, P, P, P],
  user: [F, R, R, R],
  admin: [A, A, A, A],
  super_admin: [A, A, A, A],
} satisfies TableCase['expected'];

const openContent = {
  anon: [A, P, P, P],
  user: [A, R, R, R],
  admin: [A, A, A, A],
  super_admin: [A, A, A, A],
} satisfies TableCase['expected'];

/** The enquiry the fixture note is about. */
const fixtureEnquiryId = '00000000-0000-4000-8000-00000000e001';

const tables: TableCase[] = [
  {
    table: 'public.user_roles',
    target: `select id from public.user_roles where user_id = '${userIds.admin}'`,
    insert: `insert into public.user_roles (user_id, role) values ('${userIds.user}', 'admin')`,
    update: `update public.user_roles set role = role where id = $1`,
    expected: {
      anon: [P, P, P, P],
      user: [R, R, R, R],
      admin: [F, R, R, R],
      super_admin: [A, A, A, A],
    },
  },
  {
    table: 'public.packages',
    target: `select id from public.packages where slug = 'bwindi-gorilla-trekking-3-days'`,
    insert: `insert into public.packages (slug, title, price_usd, duration, days, category)
             values ('matrix-package', 'Matrix package', 100, '1 day', 1, 'birding')`,
    update: `update public.packages set title = title where id = $1`,
    expected: publicContent,
  },
  {
    table: 'public.destinations',
    target: `select id from public.destinations where name = 'Mountain Muhavura'`,
    insert: `insert into public.destinations (slug, name) values ('matrix-destination', 'Matrix Destination')`,
    update: `update public.destinations set name = name where id = $1`,
    expected: publicContent,
  },
  {
    table: 'public.accommodations',
    target: `select id from public.accommodations where name = 'Luxury Safari Lodge'`,
    insert: `insert into public.accommodations (slug, name, type) values ('matrix-lodge', 'Matrix Lodge', 'lodge')`,
    update: `update public.accommodations set name = name where id = $1`,
    expected: publicContent,
  },
  {
    table: 'public.testimonials',
    target: `select id from public.testimonials where name = 'Sarah Mitchell'`,
    insert: `insert into public.testimonials (name, rating, content)
             values ('Matrix Tester', 5, 'A wonderful trip, thank you.')`,
    update: `update public.testimonials set content = content where id = $1`,
    // Visitors submit through submit_testimonial(jsonb) (visitor-writes.test.ts), not INSERT.
    expected: {
      anon: [F, P, P, P],
      user: [F, R, R, R],
      admin: [A, A, A, A],
      super_admin: [A, A, A, A],
    },
  },
  {
    table: 'public.gallery',
    target: `select id from public.gallery order by sort_order limit 1`,
    insert: `insert into public.gallery (title, image_url, alt)
             values ('Matrix', '/images/seed/murchison-falls-1280.webp', 'Murchison Falls')`,
    update: `update public.gallery set title = title where id = $1`,
    expected: openContent,
  },
  {
    table: 'public.blog_posts',
    target: `select id from public.blog_posts where slug = 'best-time-to-visit-uganda'`,
    insert: `insert into public.blog_posts (slug, title, content) values ('matrix-post', 'Matrix post', 'Text')`,
    update: `update public.blog_posts set title = title where id = $1`,
    expected: publicContent,
  },
  {
    // A security_invoker view: blog_posts' policies filter it; nobody may write through it.
    table: 'public.blog_post_summaries',
    target: `select id from public.blog_post_summaries where slug = 'best-time-to-visit-uganda'`,
    insert: `insert into public.blog_post_summaries (slug, title) values ('matrix-view', 'Matrix view')`,
    update: `update public.blog_post_summaries set title = title where id = $1`,
    expected: {
      anon: [F, P, P, P],
      user: [F, P, P, P],
      admin: [A, P, P, P],
      super_admin: [A, P, P, P],
    },
  },
  {
    table: 'public.page_content',
    target: `select id from public.page_content where page_id = 'home' and section_id = 'hero'`,
    insert: `insert into public.page_content (page_id, section_id, content) values ('about', 'intro', '{}')`,
    update: `update public.page_content set content = content where id = $1`,
    expected: openContent,
  },
  {
    table: 'public.enquiries',
    target: `select id from public.enquiries where email = 'fixture@example.test'`,
    insert: `insert into public.enquiries (name, email, message)
             values ('Matrix Visitor', 'matrix@example.test', 'Do you have space in July?')`,
    update: `update public.enquiries set status = status where id = $1`,
    // Visitors send through submit_enquiry(jsonb) (visitor-writes.test.ts), not INSERT.
    expected: {
      anon: [P, P, P, P],
      user: [R, R, R, R],
      admin: [A, A, A, R],
      super_admin: [A, A, A, A],
    },
  },
  {
    // Internal notes: admins read and add them; nobody edits or deletes one through the API.
    table: 'public.enquiry_notes',
    target: `select id from public.enquiry_notes where body = 'Fixture note'`,
    insert: `insert into public.enquiry_notes (enquiry_id, body) values ('${fixtureEnquiryId}', 'Matrix note')`,
    update: `update public.enquiry_notes set body = body where id = $1`,
    expected: {
      anon: [P, P, P, P],
      user: [R, R, P, P],
      admin: [A, A, P, P],
      super_admin: [A, A, P, P],
    },
  },
  {
    table: 'public.analytics_events',
    target: `select id from public.analytics_events where name = 'fixture_event'`,
    insert: `insert into public.analytics_events (kind, name, properties) values ('event', 'page_view', '{"path": "/"}')`,
    update: `update public.analytics_events set name = name where id = $1`,
    // Events arrive only through record_analytics_event(jsonb) (visitor-writes.test.ts).
    expected: {
      anon: [P, P, P, P],
      user: [R, P, P, R],
      admin: [A, P, P, A],
      super_admin: [A, P, P, A],
    },
  },
  {
    // Written only by the audit trigger; admins read it.
    table: 'public.audit_log',
    target: `select id from public.audit_log order by id limit 1`,
    insert: `insert into public.audit_log (table_name, row_id, action)
             values ('packages', gen_random_uuid(), 'update')`,
    update: `update public.audit_log set action = action where id = $1`,
    expected: {
      anon: [P, P, P, P],
      user: [R, P, P, P],
      admin: [A, P, P, P],
      super_admin: [A, P, P, P],
    },
  },
  {
    table: 'public.security_settings',
    target: `select id from public.security_settings`,
    insert: `insert into public.security_settings (id) values (true)`,
    update: `update public.security_settings set require_admin_two_factor = require_admin_two_factor where id = $1`,
    // One row, never added or removed; only a super admin changes the two-factor rule.
    expected: {
      anon: [P, P, P, P],
      user: [A, P, R, P],
      admin: [A, P, R, P],
      super_admin: [A, P, A, P],
    },
  },
  {
    table: 'storage.objects',
    target: `select id from storage.objects where bucket_id = 'images' and name = 'fixtures/sample.webp'`,
    insert: `insert into storage.objects (bucket_id, name) values ('images', 'matrix/upload.webp')`,
    update: `update storage.objects set name = name where id = $1`,
    // Only the images bucket is readable through the API: objects of other buckets are
    // filtered for everyone, admins included (the service role bypasses RLS).
    expected: {
      anon: [F, R, R, R],
      user: [F, R, R, R],
      admin: [F, A, A, A],
      super_admin: [F, A, A, A],
    },
  },
];

/** Rows the superuser sees, the baseline for telling "all" from "filtered". */
async function totalRows(db: Database, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

function classify(error: unknown): Outcome {
  const message = error instanceof Error ? error.message : String(error);
  if (/permission denied for (table|view|schema|relation)/.test(message)) return P;
  if (/violates row-level security policy/.test(message)) return R;
  throw error;
}

async function run(
  db: Database,
  caller: Caller,
  testCase: TableCase,
  operation: Operation,
  targetId: unknown,
  total: number,
): Promise<Outcome> {
  return as(db, caller, async (session) => {
    try {
      if (operation === 'select') {
        const { rows } = await session.query<{ n: number }>(
          `select count(*)::int as n from ${testCase.table}`,
        );
        const visible = rows[0]?.n ?? 0;
        if (visible === 0) return R;
        return visible === total ? A : F;
      }
      const sql =
        operation === 'insert'
          ? testCase.insert
          : operation === 'update'
            ? testCase.update
            : `delete from ${testCase.table} where id = $1`;
      const result = await session.query(sql, operation === 'insert' ? [] : [targetId]);
      return result.affectedRows > 0 ? A : R;
    } catch (error) {
      return classify(error);
    }
  });
}

const short: Record<Outcome, string> = {
  allowed: 'A',
  filtered: 'F',
  'denied: RLS': 'R',
  'denied: privilege': 'P',
};

function printMatrix(engine: string, results: Map<string, Outcome>): void {
  const width = Math.max(...tables.map((t) => t.table.length));
  const header = `${'table'.padEnd(width)} | ${callers.map((c) => c.padEnd(11)).join(' | ')}`;
  const lines = tables.map(
    (t) =>
      `${t.table.padEnd(width)} | ${callers
        .map((c) =>
          operations
            .map((op) => short[results.get(`${t.table}|${c}|${op}`) ?? 'denied: RLS'] ?? '?')
            .join(' ')
            .padEnd(11),
        )
        .join(' | ')}`,
  );
  console.info(
    [
      `RLS matrix on ${engine} (each cell: select insert update delete)`,
      'A allowed, F filtered by RLS (only public or own rows), R denied by RLS, P denied by privilege',
      header,
      '-'.repeat(header.length),
      ...lines,
    ].join('\n'),
  );
}

describe.each(engines)('RLS matrix on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;
  const targets = new Map<string, unknown>();
  const totals = new Map<string, number>();
  const results = new Map<string, Outcome>();

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
    // Rows that only some callers may see, next to the seed's public ones.
    await db.exec(`
      insert into public.destinations (slug, name, published) values ('draft-destination', 'Draft Destination', false);
      insert into public.accommodations (slug, name, type, published) values ('draft-camp', 'Draft Camp', 'camp', false);
      insert into public.enquiries (id, name, email, message) values ('${fixtureEnquiryId}', 'Fixture', 'fixture@example.test', 'Fixture enquiry');
      insert into public.enquiry_notes (enquiry_id, body) values ('${fixtureEnquiryId}', 'Fixture note');
      insert into public.analytics_events (kind, name) values ('event', 'fixture_event');
      insert into storage.buckets (id, name, public) values ('private-fixture', 'private-fixture', false);
      insert into storage.objects (bucket_id, name) values
        ('images', 'fixtures/sample.webp'), ('private-fixture', 'fixtures/secret.webp');
    `);
    for (const t of tables) {
      const { rows } = await db.query<{ id: unknown }>(t.target);
      expect(rows, `target row for ${t.table}`).toHaveLength(1);
      targets.set(t.table, rows[0]?.id);
      totals.set(t.table, await totalRows(db, t.table));
    }
  });

  afterAll(async () => {
    if (results.size > 0) printMatrix(engine.name, results);
    await stop?.();
  });

  for (const testCase of tables) {
    for (const caller of callers) {
      it(`${testCase.table}: ${caller} gets ${testCase.expected[caller].join(' / ')}`, async () => {
        const outcomes: Outcome[] = [];
        for (const operation of operations) {
          const outcome = await run(
            db,
            caller,
            testCase,
            operation,
            targets.get(testCase.table),
            totals.get(testCase.table) ?? 0,
          );
          results.set(`${testCase.table}|${caller}|${operation}`, outcome);
          outcomes.push(outcome);
        }
        expect(outcomes).toEqual(testCase.expected[caller]);
      });
    }
  }
});
