// Contract tests: every query and mutation of @tembo/data against a seeded local-supabase and
// against the MSW handlers (through createMockFetch, so nothing is intercepted globally). Both
// answers must parse with the same row schema and share an outline, the requests must be the
// same, and each mock handler's spec must accept the request the real call sent. Then every
// fixture is inserted into the real database (rolled back), so a migration that a fixture no
// longer satisfies fails here. One backend for the whole file.
import { postgresAvailable, startLocalSupabase, type LocalSupabase } from '@tembo/local-supabase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from '../admin.ts';
import * as auth from '../auth.ts';
import type { SupabaseConfig } from '../config.ts';
import { requestOtp, sendMagicLink } from '../auth/sign-in.ts';
import { addEnquiryNote } from '../enquiries/enquiry-writes.ts';
import {
  getEnquiryNotes,
  getPipelineFigures,
  type AdminEnquiryData,
} from '../enquiries/enquiry-reads.ts';
import { fetchEnquiryFormToken, submitEnquiry } from '../enquiries/enquiry-submit-mutation.ts';
import { savePageContent } from '../page-content/page-content-save-mutation.ts';
import { changeUserRole } from '../roles/role-change-mutation.ts';
import { getUserRole } from '../roles/user-role-query.ts';
import { getUsersWithRoles } from '../roles/users-with-roles-query.ts';
import { uploadImage, type ImageUploadData } from '../storage/image-upload-mutation.ts';
import * as data from '../index.ts';
import type { RestPath } from '../mocks/scenarios.ts';
import { mockTable, resetMockData } from '../mocks/state.ts';
import {
  accommodationFixtures,
  destinationFixtures,
  enquiryFixtures,
  enquiryNoteFixtures,
  fixtureId,
  galleryFixtures,
  mockAdminUser,
  mockCredentials,
  packageFixtures,
  pageContentFixtures,
  postFixtures,
  slugRedirectFixtures,
  testimonialFixtures,
} from '../mocks/fixtures.ts';
import {
  accommodationRowSchema,
  destinationRowSchema,
  enquiryNoteRowSchema,
  enquiryRowSchema,
  pipelineFiguresSchema,
  galleryRowSchema,
  packageRowSchema,
  pageContentRowSchema,
  postRowSchema,
  postSummaryRowSchema,
  searchResultSchema,
  testimonialRowSchema,
  userRoleRowSchema,
  userWithRoleSchema,
} from '../mocks/row-schemas.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import {
  checkContract,
  contractMockFetch,
  recordingFetch,
  type Contract,
  type Sides,
} from '../../test/contract-harness.ts';

/** A year whose July is a valid trip: the database refuses dates over three years ahead. */
const nextYear = new Date().getFullYear() + 1;

// PGlite answers concurrent requests unreliably (see the report); the dashboard's parallel
// counts need PostgreSQL, which CI has.
const engine = postgresAvailable() ? 'postgres' : 'pglite';

interface PublicEnv {
  client: data.PublicClient;
}
interface AdminEnv {
  client: auth.AppSupabaseClient;
  userId: string;
}

let backend: LocalSupabase;
let publicSides: Sides<PublicEnv>;
let adminSides: Sides<AdminEnv>;
const realFetch = recordingFetch(fetch);
const mockFetch = recordingFetch(contractMockFetch());

const heroDefaults: data.HeroContent = {
  title: 'Default',
  subtitle: 'Default',
  carousel_images: [],
};
const contactDefaults: data.ContactInfoContent = { address: 'A', phone: 'P', email: 'e@x.co' };

const publicContract = (contract: Contract<PublicEnv>) => checkContract(publicSides, contract);
const adminContract = (contract: Contract<AdminEnv>) => checkContract(adminSides, contract);

/** A real row's id for the real side, a fixture's for the mock side. */
function pick(
  side: 'real' | 'mock',
  realRows: () => readonly { id: string }[],
  fixtureRows: readonly { id: string }[],
): string {
  const row = side === 'real' ? realRows()[0] : fixtureRows[0];
  if (!row) throw new Error('no row to pick');
  return row.id;
}

function config(url: string, anonKey: string): SupabaseConfig {
  return { url, anonKey };
}

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, fresh: true, engine });
  const realConfig = config(backend.url, backend.anonKey);
  publicSides = {
    real: {
      env: { client: data.createPublicClient(realConfig, { fetch: realFetch.fetch }) },
      requests: realFetch.requests,
    },
    mock: {
      env: { client: data.createPublicClient(mockSupabaseConfig, { fetch: mockFetch.fetch }) },
      requests: mockFetch.requests,
    },
  };
  const realAdmin = auth.createSupabaseClient(realConfig, {
    fetch: realFetch.fetch,
    browser: false,
  });
  const mockAdmin = auth.createSupabaseClient(mockSupabaseConfig, {
    fetch: mockFetch.fetch,
    browser: false,
  });
  adminSides = {
    real: { env: { client: realAdmin, userId: '' }, requests: realFetch.requests },
    mock: { env: { client: mockAdmin, userId: '' }, requests: mockFetch.requests },
  };
}, 180_000);

afterAll(() => backend?.stop());
// The mock side keeps every write, as the database does; each test starts from the fixtures.
afterEach(() => resetMockData());

const list = <Schema extends z.ZodType>(schema: Schema) => z.array(schema);
/** A package as the lists read it (public-reads.ts's card columns), strict: nothing more. */
const packageCardRowSchema = packageRowSchema.pick({
  id: true,
  slug: true,
  title: true,
  category: true,
  duration: true,
  price_usd: true,
  highlights: true,
  image_url: true,
  image_alt: true,
  image_decorative: true,
  image_focal_x: true,
  image_focal_y: true,
  updated_at: true,
});

/**
 * Rewrites a table's rows in the reverse of `orderBy`: each update stores a new row version at
 * the end of the table, so a read without that order would then come back reversed.
 */
async function reverseStorageOrder(table: string, column: string, orderBy: string) {
  const { rows } = await backend.db.query<{ id: string }>(
    `select id from public.${table} order by ${orderBy}`,
  );
  for (const { id } of rows.reverse())
    await backend.db.query(`update public.${table} set ${column} = ${column} where id = $1`, [id]);
}

describe('public reads (postgrest-js, anon)', () => {
  it('home packages: select * in the site order, limit 8', async () => {
    await reverseStorageOrder('packages', 'title', 'sort_order, title');
    const rows = await publicContract({
      run: ({ client }) => data.getHomePackages(client),
      schema: list(packageRowSchema),
      handlers: ['packages.home'],
    });
    expect((rows as unknown[]).length).toBe(8);
    // The admin's sort order, then the title, as on /safaris: an edit does not reorder them.
    const order = (rows as { sort_order: number; title: string }[]).map((row) => [
      row.sort_order,
      row.title,
    ]);
    expect(order).toEqual(
      [...order].sort(([a, x], [b, y]) =>
        a === b ? String(x).localeCompare(String(y)) : Number(a) - Number(b),
      ),
    );
    // The query asks for no filter: Row Level Security shows a visitor published rows only.
    expect((rows as { published: boolean }[]).every((row) => row.published)).toBe(true);
  });

  it('packages list, by category, detail, categories', async () => {
    await publicContract({
      run: ({ client }) => data.getPackagesList(client),
      schema: list(packageCardRowSchema),
      handlers: ['packages.list'],
    });
    const choices = (await publicContract({
      run: ({ client }) => data.getPackageChoices(client),
      schema: list(z.object({ id: z.string().uuid(), title: z.string().min(1) }).strict()),
      handlers: ['packages.choices'],
    })) as { id: string; title: string }[];
    expect(choices.length).toBeGreaterThan(0);
    await publicContract({
      run: ({ client }) => data.getPackagesList(client, { category: 'gorilla-trekking' }),
      schema: list(packageCardRowSchema),
      handlers: ['packages.list-by-category'],
    });
    // A slug the seed and the fixtures share, so both sides send the same request.
    const slug = packageFixtures[0]!.slug;
    await publicContract({
      run: ({ client }) => data.getPackage(client, { slug }),
      schema: packageRowSchema,
      handlers: ['packages.detail'],
    });
    await publicContract({
      run: ({ client }) => data.getPackage(client, { slug: 'no-such-safari' }),
      handlers: ['packages.detail'],
      fails: 'not-found',
    });
    await publicContract({
      run: ({ client }) => data.getPackage(client, { slug: '../Not A Slug' }),
      handlers: [],
      fails: 'not-found',
    });
    await publicContract({
      run: ({ client }) => data.getPackageCategories(client),
      schema: list(z.enum(data.Constants.public.Enums.package_category)),
      handlers: ['packages.categories'],
    });
  });

  it('destinations and accommodations', async () => {
    await publicContract({
      run: ({ client }) => data.getDestinations(client),
      schema: list(destinationRowSchema),
      handlers: ['destinations.list'],
    });
    await publicContract({
      run: ({ client }) => data.getAccommodations(client),
      schema: list(accommodationRowSchema),
      handlers: ['accommodations.list'],
    });
    await publicContract({
      run: ({ client }) => data.getAccommodation(client, { slug: accommodationFixtures[0]!.slug }),
      schema: accommodationRowSchema,
      handlers: ['accommodations.detail'],
    });
  });

  it('a destination page: the destination by slug, its safaris and its lodges', async () => {
    // A slug the seed and the fixtures share; its id differs, so each side reads its own.
    const slug = destinationFixtures[0]!.slug;
    const id = async (client: Parameters<typeof data.getDestination>[0]) =>
      (await data.getDestination(client, { slug })).id;
    await publicContract({
      run: ({ client }) => data.getDestination(client, { slug }),
      schema: destinationRowSchema,
      handlers: ['destinations.detail'],
    });
    const trips = await publicContract({
      run: async ({ client }) =>
        data.getDestinationPackages(client, { destinationId: await id(client) }),
      schema: list(packageCardRowSchema),
      handlers: ['destinations.detail', 'packages.at-destination'],
    });
    expect((trips as unknown[]).length).toBeGreaterThan(0);
    const lodges = await publicContract({
      run: async ({ client }) =>
        data.getDestinationAccommodations(client, { destinationId: await id(client) }),
      schema: list(accommodationRowSchema),
      handlers: ['destinations.detail', 'accommodations.at-destination'],
    });
    expect((lodges as unknown[]).length).toBeGreaterThan(0);
  });

  it('a package page: a few other trips of its category, and the lodges its itinerary names', async () => {
    // A slug the seed and the fixtures share; its id differs, so each side reads its own.
    const slug = packageFixtures[0]!.slug;
    // The fixtures hold one trip per category, the seed several: the mocks get two more.
    const [first] = packageFixtures;
    mockTable('packages').push(
      ...[1, 2].map((n) => ({
        ...first!,
        id: `00000000-0000-4000-8000-00000000000${n}`,
        slug: `${first!.slug}-${n}`,
      })),
    );
    await publicContract({
      run: async ({ client }) => {
        const pkg = await data.getPackage(client, { slug });
        return data.getRelatedPackages(client, { packageId: pkg.id, category: pkg.category });
      },
      schema: list(packageCardRowSchema),
      handlers: ['packages.detail', 'packages.related'],
    });
    const realLodges = await data.getAccommodations(publicSides.real.env.client);
    const lodges = await publicContract({
      run: ({ client }, side) =>
        data.getAccommodationsByIds(client, {
          ids: [pick(side, () => realLodges, accommodationFixtures)],
        }),
      schema: list(accommodationRowSchema),
      handlers: ['accommodations.by-ids'],
    });
    expect(lodges as unknown[]).toHaveLength(1);
  });

  it('old addresses: an id, an earlier slug, the list the build writes', async () => {
    const realPackages = await data.getPackagesList(publicSides.real.env.client);
    await publicContract({
      run: ({ client }, side) =>
        data.getMovedAddress(client, {
          kind: 'package',
          key: pick(side, () => realPackages, packageFixtures),
        }),
      schema: z.string(),
      handlers: ['packages.address'],
    });
    const realLodges = await data.getAccommodations(publicSides.real.env.client);
    await publicContract({
      run: ({ client }, side) =>
        data.getMovedAddress(client, {
          kind: 'accommodation',
          key: pick(side, () => realLodges, accommodationFixtures),
        }),
      schema: z.string(),
      handlers: ['accommodations.address'],
    });
    await publicContract({
      run: ({ client }) => data.getMovedAddress(client, { kind: 'package', key: fixtureId(999) }),
      schema: z.null(),
      handlers: ['packages.address'],
    });
    await publicContract({
      run: ({ client }) =>
        data.getMovedAddress(client, { kind: 'package', key: 'no-such-old-address' }),
      schema: z.null(),
      handlers: ['slug_redirects.moved'],
    });
    await publicContract({
      run: ({ client }) => data.getMovedAddress(client, { kind: 'package', key: '../x' }),
      schema: z.null(),
      handlers: [],
    });
    // A rename on the real side (and back), so its list has a row as the fixtures do.
    const row = realPackages[0]!;
    for (const slug of [`${row.slug}-renamed`, row.slug]) {
      await backend.db.query(`update public.packages set slug = $2 where id = $1`, [row.id, slug]);
    }
    await publicContract({
      run: ({ client }) => data.getSlugRedirects(client),
      schema: list(
        z.object({
          kind: z.enum(['package', 'accommodation']),
          old_slug: z.string(),
          slug: z.string(),
        }),
      ),
      handlers: ['slug_redirects.list'],
    });
  });

  it('testimonials: home newest first, limit 6, and the approved list', async () => {
    await reverseStorageOrder('testimonials', 'name', 'created_at desc');
    const rows = (await publicContract({
      run: ({ client }) => data.getHomeTestimonials(client),
      schema: list(testimonialRowSchema),
      handlers: ['testimonials.home'],
    })) as { approved: boolean; created_at: string }[];
    expect(rows.every((row) => row.approved)).toBe(true);
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await publicContract({
      run: ({ client }) => data.getTestimonials(client),
      schema: list(testimonialRowSchema),
      handlers: ['testimonials.list'],
    });
  });

  it('gallery: home in the gallery order, limit 6, page 1 with the exact total, a page past the end', async () => {
    await reverseStorageOrder('gallery', 'title', 'sort_order, created_at desc');
    const home = (await publicContract({
      run: ({ client }) => data.getHomeGallery(client),
      schema: list(galleryRowSchema),
      handlers: ['gallery.home'],
    })) as { sort_order: number; created_at: string }[];
    const order = home.map((row) => [row.sort_order, -Date.parse(row.created_at)] as const);
    expect(order).toEqual([...order].sort(([a, x], [b, y]) => a - b || x - y));
    const page = (await publicContract({
      run: ({ client }) => data.getGalleryPage(client, { page: 1 }),
      schema: z.object({
        images: list(galleryRowSchema),
        page: z.literal(1),
        pageSize: z.literal(12),
        total: z.number().int().min(1),
        pageCount: z.number().int().min(1),
      }),
      handlers: ['gallery.page'],
    })) as data.GalleryPageData;
    expect(page.total).toBeGreaterThanOrEqual(page.images.length);
    await publicContract({
      run: ({ client }) => data.getGalleryPage(client, { page: 50 }),
      handlers: ['gallery.page'],
      fails: 'not-found',
    });
  });

  it('blog: home (published, newest first, limit 3), list, post by slug, a draft is not found', async () => {
    const rows = (await publicContract({
      run: ({ client }) => data.getHomePosts(client),
      schema: list(postRowSchema),
      handlers: ['blog_posts.home'],
    })) as data.HomePostsData;
    expect(rows.length).toBe(3);
    const summaries = (await publicContract({
      run: ({ client }) => data.getPosts(client),
      schema: list(postSummaryRowSchema),
      handlers: ['blog_posts.list'],
    })) as data.PostsData;
    // The list carries the start of each post, not all of it (the seed has longer posts).
    expect(summaries.slice(0, 3).map((post) => post.slug)).toEqual(rows.map((post) => post.slug));
    const client = publicSides.real.env.client;
    const full = await Promise.all(
      summaries.map((summary) => data.getPost(client, { slug: summary.slug })),
    );
    expect(full.some((post) => post.content.length > 1000)).toBe(true);
    for (const [index, post] of full.entries()) {
      expect(summaries[index]!.content_preview).toBe(post.content.slice(0, 1000));
    }
    // The seed and the fixtures share this published post.
    await publicContract({
      run: ({ client }) =>
        data.getPost(client, { slug: 'what-to-expect-on-your-first-gorilla-trek' }),
      schema: postRowSchema,
      handlers: ['blog_posts.detail'],
    });
    await publicContract({
      run: ({ client }) => data.getPost(client, { slug: 'no-such-post' }),
      handlers: ['blog_posts.detail'],
      fails: 'not-found',
    });
  });

  it('page content: hero and contact as single rows selecting content', async () => {
    const heroSchema = z.object({
      title: z.string(),
      subtitle: z.string(),
      carousel_images: z.array(z.object({ url: z.string(), alt: z.string() })),
    });
    const hero = (await publicContract({
      run: ({ client }) =>
        data.getPageContent(client, { section: 'home/hero', defaults: heroDefaults }),
      schema: heroSchema,
      handlers: ['page_content.section'],
    })) as data.HeroContent;
    expect(hero.title).not.toBe(heroDefaults.title);
    await publicContract({
      run: ({ client }) =>
        data.getPageContent(client, { section: 'contact/info', defaults: contactDefaults }),
      schema: z.object({ address: z.string(), phone: z.string(), email: z.string() }),
      handlers: ['page_content.section'],
    });
  });

  it('whether the site changed since a build read it: rpc site_changed_since as a GET', async () => {
    const ask = async (since: number) =>
      (await publicContract({
        run: (_env, side) =>
          data.siteChangedSince(
            side === 'real' ? config(backend.url, backend.anonKey) : mockSupabaseConfig,
            since,
            { fetch: side === 'real' ? realFetch.fetch : mockFetch.fetch },
          ),
        schema: z.boolean(),
        handlers: ['rpc.site_changed_since'],
      })) as boolean;
    // The seed's rows are changes; nothing has changed an hour from now.
    expect(await ask(Date.parse('2000-01-01T00:00:00Z'))).toBe(true);
    expect(await ask(Date.now() + 3_600_000)).toBe(false);
  });

  it('the moment of the last public change: rpc site_content_version; nothing changed since it', async () => {
    const sides = [
      { target: config(backend.url, backend.anonKey), fetch: realFetch.fetch },
      { target: mockSupabaseConfig, fetch: mockFetch.fetch },
    ];
    await publicContract({
      run: (_env, side) => {
        const { target, fetch } = sides[side === 'real' ? 0 : 1]!;
        return data.siteContentVersion(target, { fetch });
      },
      schema: z.number().int().positive(),
      handlers: ['rpc.site_content_version'],
    });
    for (const { target, fetch } of sides) {
      const version = await data.siteContentVersion(target, { fetch });
      expect(version).toBeLessThanOrEqual(Date.now());
      expect(await data.siteChangedSince(target, version, { fetch })).toBe(false);
    }
  });

  it('search: rpc search_site as a GET; an empty query sends nothing', async () => {
    const results = (await publicContract({
      run: ({ client }) => data.searchSite(client, { q: 'gorilla' }),
      schema: list(searchResultSchema),
      handlers: ['rpc.search_site'],
    })) as data.SearchResult[];
    expect(results.length).toBeGreaterThan(0);
    await publicContract({
      run: ({ client }) => data.searchSite(client, { q: '   ' }),
      schema: z.array(z.never()),
      handlers: [],
    });
  });
});

describe('public writes (anon, insert only)', () => {
  it('asks for a form token, then sends an enquiry with it without reading it back', async () => {
    await publicContract({
      run: ({ client }) => fetchEnquiryFormToken(client),
      schema: z.string().regex(/^\d+\.0\.[0-9a-f]{64}$/),
      handlers: ['rpc.enquiry_form_token'],
    });
    // A token issued 10 s ago, as if the traveller had been typing (the database wants 3 s).
    const { rows } = await backend.db.query<{ token: string }>(
      `select public.sign_enquiry_form_token(
         public.epoch_ms(clock_timestamp() - interval '10 seconds'), 0) as token`,
    );
    const formToken = rows[0]!.token;
    await publicContract({
      run: ({ client }) =>
        submitEnquiry(client, {
          formToken,
          values: {
            name: 'Contract Test',
            email: 'contract@example.com',
            phone: '+256 700 000 000',
            travel_start: `${nextYear}-07-01`,
            travel_end: `${nextYear}-07-05`,
            adults: 2,
            children: 0,
            message: 'Is July a good month for gorillas?',
          },
        }),
      handlers: ['enquiries.submit'],
    });
  });

  it('sends a testimonial, stored unapproved', async () => {
    await publicContract({
      run: ({ client }) =>
        data.submitTestimonial(client, {
          values: { name: 'Contract Tester', rating: 5, content: 'A wonderful week in Uganda.' },
        }),
      handlers: ['testimonials.submit'],
    });
    const { rows } = await backend.db.query<{ approved: boolean }>(
      "select approved from public.testimonials where name = 'Contract Tester'",
    );
    expect(rows).toEqual([{ approved: false }]);
  });

  it('never reads an enquiry back to a visitor, not even by id: 401', async () => {
    // An enquiry that exists (the one sent above), so the refusal is not just "no such row".
    const { rows } = await backend.db.query<{ id: string }>(
      "select id from public.enquiries where email = 'contract@example.com'",
    );
    // Who may read is the database's rule, checked here only: the mocks answer every caller.
    await expect(
      admin.getAdminEnquiry(publicSides.real.env.client, { id: rows[0]?.id ?? '' }),
    ).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('refuses an admin write from a visitor with 401, as the database rules', async () => {
    await expect(
      admin.packagesType.save(publicSides.real.env.client, {
        values: {
          slug: 'visitor-package',
          title: 'Visitor package',
          price_usd: 1,
          days: 1,
          category: 'birding',
        },
      }),
    ).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});

describe('auth and admin (supabase-js, signed in as the demo super admin)', () => {
  const sessionSchema = z.object({
    session: z.object({
      access_token: z.string(),
      refresh_token: z.string(),
      token_type: z.literal('bearer'),
      expires_in: z.number(),
    }),
    user: z.object({ id: z.string(), email: z.string(), aud: z.literal('authenticated') }),
  });

  it('signs in with a password; a wrong password is refused alike', async () => {
    await adminContract({
      run: ({ client }, side) =>
        auth.signInWithPassword(client, {
          email: side === 'real' ? backend.demoAdmin.email : mockAdminUser.email,
          password: 'not-the-password',
        }),
      handlers: [],
      fails: 'unauthorized',
    });
    const signedIn = await adminContract({
      run: async (env, side) => {
        const result = await auth.signInWithPassword(env.client, {
          email: side === 'real' ? backend.demoAdmin.email : mockAdminUser.email,
          password: side === 'real' ? backend.demoAdmin.password : mockCredentials.adminPassword,
        });
        env.userId = result.user.id;
        return result;
      },
      schema: sessionSchema,
      handlers: [],
    });
    expect(signedIn).toBeDefined();
  });

  it('one-time codes and magic links: request, a wrong code, the right code', async () => {
    const email = (side: 'real' | 'mock') =>
      side === 'real' ? backend.demoAdmin.email : mockAdminUser.email;
    backend.mailbox.clear();
    await adminContract({
      run: ({ client }, side) => requestOtp(client, { email: email(side) }),
      schema: z.object({ channel: z.literal('email'), to: z.string() }),
      handlers: [],
    });
    await adminContract({
      run: ({ client }, side) => auth.verifyOtp(client, { email: email(side), token: '000000' }),
      handlers: [],
      fails: 'unauthorized',
    });
    // The newest sign-in email: staff notifications of the enquiry and testimonial sent above
    // (SMTP messages) can land in the admin's mailbox at any moment.
    const authMail = () =>
      backend.mailbox.list(backend.demoAdmin.email).find((message) => message.type !== 'smtp');
    const code = authMail()?.otp ?? '';
    await adminContract({
      run: ({ client }, side) =>
        auth.verifyOtp(client, {
          email: email(side),
          token: side === 'real' ? code : mockCredentials.otp,
        }),
      schema: z.object({
        session: z.object({ access_token: z.string() }),
        user: z.object({ id: z.string() }),
      }),
      handlers: [],
    });
    await adminContract({
      run: ({ client }, side) =>
        sendMagicLink(client, {
          email: email(side),
          redirectTo: 'http://127.0.0.1:5391/auth',
        }),
      schema: z.object({ email: z.string() }),
      handlers: [],
    });
    expect(authMail()?.redirect_to).toContain('/auth');
  });

  it('reads the newest role: super_admin', async () => {
    const role = await adminContract({
      run: ({ client, userId }) => getUserRole(client, { userId }),
      schema: z.enum(data.Constants.public.Enums.app_role),
      handlers: ['user_roles.role'],
    });
    expect(role).toBe('super_admin');
  });

  it('admin lists include drafts and unpublished rows', async () => {
    const cases: [string, (client: auth.AppSupabaseClient) => Promise<unknown>, z.ZodType][] = [
      ['packages', admin.packagesType.getList, packageRowSchema],
      ['destinations', admin.destinationsType.getList, destinationRowSchema],
      ['accommodations', admin.accommodationsType.getList, accommodationRowSchema],
      ['testimonials', admin.testimonialsType.getList, testimonialRowSchema],
      ['gallery', admin.galleryType.getList, galleryRowSchema],
      ['blog_posts', admin.postsType.getList, postSummaryRowSchema],
    ];
    for (const [table, read, schema] of cases) {
      await adminContract({
        run: ({ client }) => read(client),
        schema: list(schema),
        handlers: [`${table}.admin-list`],
      });
    }
    const drafts = await admin.postsType.getList(adminSides.real.env.client);
    expect(drafts.some((post) => !post.published)).toBe(true);
  });

  it('admin reads one row for the edit forms', async () => {
    const realClient = adminSides.real.env.client;
    const cases: [
      string,
      (client: auth.AppSupabaseClient, vars: { id: string }) => Promise<unknown>,
      z.ZodType,
      () => Promise<{ id: string }[]>,
      readonly { id: string }[],
    ][] = [
      [
        'packages',
        admin.packagesType.getRecord,
        packageRowSchema,
        () => admin.packagesType.getList(realClient),
        packageFixtures,
      ],
      [
        'destinations',
        admin.destinationsType.getRecord,
        destinationRowSchema,
        () => admin.destinationsType.getList(realClient),
        destinationFixtures,
      ],
      [
        'accommodations',
        admin.accommodationsType.getRecord,
        accommodationRowSchema,
        () => admin.accommodationsType.getList(realClient),
        accommodationFixtures,
      ],
      [
        'testimonials',
        admin.testimonialsType.getRecord,
        testimonialRowSchema,
        () => admin.testimonialsType.getList(realClient),
        testimonialFixtures,
      ],
      [
        'gallery',
        admin.galleryType.getRecord,
        galleryRowSchema,
        () => admin.galleryType.getList(realClient),
        galleryFixtures,
      ],
      [
        'blog_posts',
        admin.postsType.getRecord,
        postRowSchema,
        () => admin.postsType.getList(realClient),
        postFixtures,
      ],
    ];
    for (const [table, read, schema, realRows, fixtures] of cases) {
      const rows = await realRows();
      await adminContract({
        run: ({ client }, side) => read(client, { id: pick(side, () => rows, fixtures) }),
        schema,
        handlers: [`${table}.admin-detail`],
      });
    }
  });

  it('dashboard counts: one HEAD count per figure, in parallel', async () => {
    const counts = await adminContract({
      run: ({ client }) => admin.getDashboardCounts(client),
      schema: z.record(z.string(), z.number().int().min(0)),
      handlers: [
        'packages.count',
        'blog_posts.count-published',
        'blog_posts.count-drafts',
        'testimonials.count-pending',
        'enquiries.count-new',
      ],
      unordered: true,
    });
    expect(counts).toMatchObject({ newEnquiries: expect.any(Number) });
  });

  it('the enquiry inbox, by status, and moving one to replied', async () => {
    await adminContract({
      run: ({ client }) => admin.getAdminEnquiries(client),
      schema: list(enquiryRowSchema),
      handlers: ['enquiries.admin-list'],
    });
    const inbox = await adminContract({
      run: ({ client }) => admin.getAdminEnquiries(client, { status: 'new' }),
      schema: list(enquiryRowSchema),
      handlers: ['enquiries.admin-list-by-status'],
    });
    expect((inbox as { email: string }[]).some((row) => row.email === 'contract@example.com')).toBe(
      true,
    );
    const realInbox = inbox as { id: string }[];
    await adminContract({
      run: ({ client }, side) =>
        admin.setEnquiryStatus(client, {
          id: pick(side, () => realInbox, enquiryFixtures),
          status: 'replied',
        }),
      schema: enquiryRowSchema,
      handlers: ['enquiries.status'],
    });
  });

  it('the pipeline: lost needs its reason, nothing moves back, notes, the week figures', async () => {
    const [real] = await admin.getAdminEnquiries(adminSides.real.env.client);
    if (!real) throw new Error('no enquiry to move');
    await adminSides.real.env.client
      .from('enquiries')
      .update({ status: 'replied' })
      .eq('id', real.id);
    // The mock side's replied enquiry.
    const id = (side: 'real' | 'mock') => (side === 'real' ? real.id : enquiryFixtures[1]!.id);
    await adminContract({
      run: ({ client }, side) => admin.setEnquiryStatus(client, { id: id(side), status: 'lost' }),
      handlers: [],
      fails: 'invalid',
    });
    await adminContract({
      run: ({ client }, side) =>
        admin.setEnquiryStatus(client, {
          id: id(side),
          status: 'lost',
          lost_reason: 'Booked elsewhere.',
        }),
      schema: enquiryRowSchema,
      handlers: ['enquiries.status'],
    });
    await adminContract({
      run: ({ client }, side) => admin.setEnquiryStatus(client, { id: id(side), status: 'new' }),
      handlers: [],
      fails: 'invalid',
      refusedBy: { table: 'enquiries', constraint: 'enquiries_status_order' },
    });
    const reopened = (await adminContract({
      run: ({ client }, side) => admin.setEnquiryStatus(client, { id: id(side), status: 'quoted' }),
      schema: enquiryRowSchema,
      handlers: ['enquiries.status'],
    })) as AdminEnquiryData;
    expect(reopened).toMatchObject({ status: 'quoted', lost_reason: null });
    expect(reopened.first_answered_at).not.toBeNull();
    const note = await adminContract({
      run: ({ client }, side) =>
        addEnquiryNote(client, { enquiryId: id(side), body: 'Quoted 4,200 USD.' }),
      schema: enquiryNoteRowSchema,
      handlers: ['enquiry_notes.add'],
    });
    expect(note).toMatchObject({ body: 'Quoted 4,200 USD.', author: expect.any(String) });
    await adminContract({
      run: ({ client }, side) => getEnquiryNotes(client, { enquiryId: id(side) }),
      schema: list(enquiryNoteRowSchema),
      handlers: ['enquiry_notes.list'],
    });
    await adminContract({
      run: ({ client }) => getPipelineFigures(client),
      schema: pipelineFiguresSchema,
      handlers: ['rpc.enquiry_pipeline_figures'],
    });
  });

  it('one enquiry by id, with its message; an id that is not there is not found alike', async () => {
    const realInbox = await admin.getAdminEnquiries(adminSides.real.env.client);
    const enquiry = (await adminContract({
      run: ({ client }, side) =>
        admin.getAdminEnquiry(client, { id: pick(side, () => realInbox, enquiryFixtures) }),
      schema: enquiryRowSchema,
      handlers: ['enquiries.admin-detail'],
    })) as AdminEnquiryData;
    expect(enquiry).toEqual(realInbox[0]);
    await adminContract({
      run: ({ client }) => admin.getAdminEnquiry(client, { id: fixtureId(999) }),
      handlers: ['enquiries.admin-detail'],
      fails: 'not-found',
    });
    await adminContract({
      run: ({ client }) => admin.getAdminEnquiry(client, { id: 'not-an-id' }),
      handlers: [],
      fails: 'not-found',
    });
  });

  it('users with roles (rpc) and a role change (a new user_roles row)', async () => {
    await adminContract({
      run: ({ client }) => getUsersWithRoles(client),
      schema: list(userWithRoleSchema),
      handlers: ['rpc.list_users_with_roles'],
    });
    await adminContract({
      run: ({ client, userId }) => changeUserRole(client, { user_id: userId, role: 'super_admin' }),
      schema: userRoleRowSchema,
      handlers: ['user_roles.change'],
    });
  });

  it('packages: create, a duplicate slug, update, delete, delete again', async () => {
    const values: admin.PackageFormValues = {
      slug: 'contract-test-safari',
      title: 'Contract Test Safari',
      description: 'Made by the contract test.',
      price_usd: 999,
      days: 2,
      category: 'wildlife-safaris',
      highlights: ['One', 'Two'],
      itinerary: [{ day: 1, title: 'Arrive', description: 'Hello' }],
      inclusions: ['Park fees'],
      exclusions: [],
      published: false,
    };
    // Each side updates and deletes the row it created (the mocks keep it, as the database does).
    const created = { real: '', mock: '' };
    await adminContract({
      run: async ({ client }, side) => {
        const row = await admin.packagesType.save(client, { values });
        created[side] = row.id;
        return row;
      },
      schema: packageRowSchema,
      handlers: ['packages.create'],
    });
    await adminContract({
      run: ({ client }) =>
        admin.packagesType.save(client, {
          values: { ...values, slug: 'bwindi-gorilla-trekking-3-days' },
        }),
      handlers: [],
      fails: 'conflict',
      refusedBy: { table: 'packages', constraint: 'packages_slug_key' },
    });
    // Publishing needs an itinerary (docs/product-rules.md#publishing-a-package): PostgREST
    // answers 400 with the constraint, which the form shows next to the itinerary.
    const unplanned = {
      ...values,
      slug: 'contract-unplanned-safari',
      itinerary: [],
      published: true,
    };
    await adminContract({
      run: ({ client }) => admin.packagesType.save(client, { values: unplanned }),
      handlers: [],
      fails: 'invalid',
      refusedBy: { table: 'packages', constraint: 'packages_itinerary_published' },
    });
    await expect(
      admin.packagesType.save(adminSides.real.env.client, { values: unplanned }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      status: 400,
      code: '23514',
      field: 'itinerary',
      message: 'Add at least one day to the itinerary before publishing.',
    });
    await adminContract({
      run: ({ client }, side) =>
        admin.packagesType.save(client, {
          id: created[side],
          values: { ...values, slug: 'contract-test-safari-2', published: true },
        }),
      schema: packageRowSchema,
      handlers: ['packages.update'],
    });
    // A published package given an image with neither alt text nor the decorative choice: the
    // database refuses it (400) and the refusal reads as the description field's sentence.
    await adminContract({
      run: ({ client }, side) =>
        admin.packagesType.patch(client, {
          id: created[side],
          values: { image_url: '/images/seed/bwindi-gorillas-1280.webp', image_alt: null },
        }),
      handlers: [],
      fails: 'invalid',
      refusedBy: { table: 'packages', constraint: 'packages_image_alt_required' },
    });
    await adminContract({
      run: ({ client }, side) => admin.packagesType.remove(client, { id: created[side] }),
      schema: z.object({ id: z.string() }),
      handlers: ['packages.delete'],
    });
    await adminContract({
      run: ({ client }) => admin.packagesType.remove(client, { id: fixtureId(999) }),
      handlers: ['packages.delete'],
      fails: 'not-found',
    });
  });

  it('destinations, accommodations, testimonials, gallery and posts: create, update, delete', async () => {
    type Crud = {
      table: string;
      create: (client: auth.AppSupabaseClient, vars: { values: never }) => Promise<{ id: string }>;
      update: (
        client: auth.AppSupabaseClient,
        vars: { id: string; values: never },
      ) => Promise<unknown>;
      remove: (client: auth.AppSupabaseClient, vars: { id: string }) => Promise<unknown>;
      values: object;
      schema: z.ZodType;
      /**
       * Values the database refuses (400) past the form's own check, sent as a patch, and the
       * constraint that refuses them.
       */
      refused?: {
        patch: (
          client: auth.AppSupabaseClient,
          vars: { id: string; values: never },
        ) => Promise<unknown>;
        values: object;
        table: RestPath;
        constraint: string;
      };
    };
    const cases: Crud[] = [
      {
        table: 'destinations',
        create: admin.destinationsType.save as Crud['create'],
        update: admin.destinationsType.save as Crud['update'],
        remove: admin.destinationsType.remove,
        values: { slug: 'contract-destination', name: 'Contract Destination', location: 'Uganda' },
        schema: destinationRowSchema,
      },
      {
        table: 'accommodations',
        create: admin.accommodationsType.save as Crud['create'],
        update: admin.accommodationsType.save as Crud['update'],
        remove: admin.accommodationsType.remove,
        values: {
          slug: 'contract-lodge',
          name: 'Contract Lodge',
          type: 'lodge',
          rating: 4.5,
          latitude: -1.05,
          longitude: 29.7,
        },
        schema: accommodationRowSchema,
      },
      {
        table: 'testimonials',
        create: admin.testimonialsType.save as Crud['create'],
        update: admin.testimonialsType.save as Crud['update'],
        remove: admin.testimonialsType.remove,
        values: {
          name: 'Contract Guest',
          rating: 4,
          content: 'Typed in by the admin from an email.',
        },
        schema: testimonialRowSchema,
      },
      {
        table: 'gallery',
        create: admin.galleryType.save as Crud['create'],
        update: admin.galleryType.save as Crud['update'],
        remove: admin.galleryType.remove,
        values: {
          title: 'Contract image',
          image_url: '/images/seed/bwindi-gorillas-1280.webp',
          alt: 'A gorilla',
          credit: 'Moses Okello',
        },
        schema: galleryRowSchema,
        refused: {
          patch: admin.galleryType.patch as NonNullable<Crud['refused']>['patch'],
          values: { credit: 'x'.repeat(121) },
          table: 'gallery',
          constraint: 'gallery_credit_length',
        },
      },
      {
        table: 'blog_posts',
        create: admin.postsType.save as Crud['create'],
        update: admin.postsType.save as Crud['update'],
        remove: admin.postsType.remove,
        values: {
          slug: admin.slugify('Contract: a Test Post!'),
          title: 'Contract: a Test Post!',
          content: '# Hello',
        },
        schema: postRowSchema,
      },
    ];
    for (const entry of cases) {
      const created = { real: '', mock: '' };
      await adminContract({
        run: async ({ client }, side) => {
          const row = await entry.create(client, { values: entry.values as never });
          created[side] = row.id;
          return row;
        },
        schema: entry.schema,
        handlers: [`${entry.table}.create`],
      });
      await adminContract({
        run: ({ client }, side) =>
          entry.update(client, {
            id: created[side],
            values: entry.values as never,
          }),
        schema: entry.schema,
        handlers: [`${entry.table}.update`],
      });
      const refused = entry.refused;
      if (refused) {
        await adminContract({
          run: ({ client }, side) =>
            refused.patch(client, { id: created[side], values: refused.values as never }),
          handlers: [],
          fails: 'invalid',
          refusedBy: { table: refused.table, constraint: refused.constraint },
        });
      }
      await adminContract({
        run: ({ client }, side) => entry.remove(client, { id: created[side] }),
        schema: z.object({ id: z.string() }),
        handlers: [`${entry.table}.delete`],
      });
    }
  });

  it('approves a testimonial and publishes a post', async () => {
    const realClient = adminSides.real.env.client;
    const testimonials = await admin.testimonialsType.getList(realClient);
    const pending = testimonials.filter((row) => !row.approved);
    await adminContract({
      run: ({ client }, side) =>
        admin.testimonialsType.patch(client, {
          id: pick(side, () => pending, testimonialFixtures),
          values: { approved: true },
        }),
      schema: testimonialRowSchema,
      handlers: ['testimonials.update'],
    });
    const posts = await admin.postsType.getList(realClient);
    await adminContract({
      run: ({ client }, side) =>
        admin.postsType.patch(client, {
          id: pick(side, () => posts, postFixtures),
          values: { published: true },
        }),
      schema: postRowSchema,
      handlers: ['blog_posts.update'],
    });
  });

  it('a scheduled package reaches the public reads (and the prerender list) only at publish_at', async () => {
    const values: admin.PackageFormValues = {
      slug: 'contract-scheduled-safari',
      title: 'Contract Scheduled Safari',
      price_usd: 999,
      days: 2,
      category: 'birding',
      highlights: ['Shoebills'],
      itinerary: [{ day: 1, title: 'Mabamba swamp' }],
      inclusions: ['Canoe'],
      published: true,
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    };
    // Row Level Security decides, so only the real side: the mocks answer every caller alike
    // (docs/architecture.md#data-access).
    for (const side of ['real'] as const) {
      const adminClient = adminSides[side].env.client;
      const publicClient = publicSides[side].env.client;
      const listed = async () =>
        (await data.getPackagesList(publicClient)).some((row) => row.slug === values.slug);
      const row = await admin.packagesType.save(adminClient, { values });
      try {
        expect(Date.parse(row.publish_at ?? '')).toBe(Date.parse(values.publish_at ?? ''));
        expect(await listed(), side).toBe(false);
        await expect(data.getPackage(publicClient, { slug: row.slug }), side).rejects.toMatchObject(
          {
            kind: 'not-found',
          },
        );
        await admin.packagesType.patch(adminClient, {
          id: row.id,
          values: { publish_at: new Date(Date.now() - 1000).toISOString() },
        });
        expect(await listed(), side).toBe(true);
        await admin.packagesType.patch(adminClient, {
          id: row.id,
          values: { unpublish_at: new Date(Date.now() - 500).toISOString() },
        });
        expect(await listed(), side).toBe(false);
      } finally {
        await admin.packagesType.remove(adminClient, { id: row.id });
      }
    }
  });

  it('saves a page section (upsert on page_id, section_id)', async () => {
    await adminContract({
      run: ({ client }) =>
        savePageContent(client, {
          section: 'contact/info',
          content: {
            address: 'Plot 14, Kiira Road, Kampala',
            phone: '+256 772 123 456',
            email: 'hello@tembosafaris.com',
          },
        }),
      schema: pageContentRowSchema,
      handlers: ['page_content.save'],
    });
  });

  it('uploads an image to the images bucket and returns its public address', async () => {
    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (char) => char.charCodeAt(0),
    );
    const uploaded = (await adminContract({
      run: ({ client }) =>
        uploadImage(client, {
          file: new Blob([png], { type: 'image/png' }),
          folder: 'gallery',
        }),
      schema: z.object({
        path: z.string().regex(/^gallery\/[0-9a-f-]{36}\.png$/),
        publicUrl: z.string(),
      }),
      handlers: [],
    })) as ImageUploadData;
    const download = await fetch(uploaded.publicUrl);
    expect(download.status).toBe(200);
  });

  it('signs out (204 on both sides)', async () => {
    await adminContract({
      run: ({ client }) => auth.signOut(client),
      handlers: [],
    });
  });
});

describe('fixtures satisfy the database', () => {
  it('every fixture row inserts into the migrated schema (rolled back)', async () => {
    const tables: [string, readonly object[]][] = [
      // Destinations first: packages and lodges name theirs.
      ['destinations', destinationFixtures],
      ['packages', packageFixtures],
      ['accommodations', accommodationFixtures],
      ['testimonials', testimonialFixtures],
      ['gallery', galleryFixtures],
      ['blog_posts', postFixtures],
      ['page_content', pageContentFixtures],
      ['enquiries', enquiryFixtures],
      // The stamp trigger makes the author the caller (here none), as the API would.
      ['enquiry_notes', enquiryNoteFixtures],
      // Written by the slug trigger only; the superuser may, to check the fixtures' shape.
      ['slug_redirects', slugRedirectFixtures],
    ];
    await backend.db.query('begin');
    try {
      for (const [table] of [...tables].reverse())
        await backend.db.query(`delete from public.${table}`);
      for (const [table, rows] of tables) {
        const { affectedRows } = await backend.db.query(
          `insert into public.${table} select * from json_populate_recordset(null::public.${table}, $1::json)`,
          [JSON.stringify(rows)],
        );
        expect(affectedRows, table).toBe(rows.length);
      }
    } finally {
      await backend.db.query('rollback');
    }
  });
});
