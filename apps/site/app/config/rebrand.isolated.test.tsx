/**
 * Re-brand test (issue 20): another operator's site.config.ts, about.config.ts, services.config.ts and
 * pages.config.ts, and none of Tembo's facts is left in what the pages render, their meta, the JSON-LD or
 * the web app manifest; and no file the site ships repeats a fact outside those four. Place names of the
 * itineraries and the `--tembo-*` CSS variable names are not facts of the operator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '@tembo/data/mocks';
import { renderRoute, server, setupMockServer, type RouteModule } from '../test/render-route.tsx';
import type * as AboutConfigModule from './about.config.ts';
import type * as PagesConfigModule from './pages.config.ts';
import type * as ServicesConfigModule from './services.config.ts';
import type * as SiteConfigModule from './site.config.ts';
import type { SiteConfig } from './site.config.ts';

const { siteConfig: tembo } = await vi.importActual<typeof SiteConfigModule>('./site.config.ts');
const { aboutPage: temboAbout } =
  await vi.importActual<typeof AboutConfigModule>('./about.config.ts');
const { servicesPage: temboServices } =
  await vi.importActual<typeof ServicesConfigModule>('./services.config.ts');
const { pagesConfig: temboPages } =
  await vi.importActual<typeof PagesConfigModule>('./pages.config.ts');

/** Every string in a config object, however deep. */
const stringsOf = (value: object): string[] =>
  Object.values(value).flatMap((part: unknown) =>
    typeof part === 'string' ? [part] : typeof part === 'object' && part ? stringsOf(part) : [],
  );

/** Facts of the operator: each must appear only in the config (site, about, services, pages). */
const temboFacts = [
  tembo.name,
  tembo.contact.phone,
  tembo.contact.email,
  tembo.whatsapp.number,
  new URL('https://www.tembosafaris.com').hostname.replace(/^www\./, ''),
  ...Object.values(tembo.social),
  ...tembo.contact.address
    .split(',')
    .slice(0, 3)
    .map((part) => part.trim()),
  `${tembo.office.city} office`,
  tembo.office.hours,
  // How soon the operator answers: one setting, which every page that promises it reads.
  `within ${tembo.enquiryReply.within}`,
  // The line the brand-image script draws under the name on the share image.
  tembo.shareImage.caption,
  // What the home and list pages say of the country and its parks.
  ...stringsOf(tembo.home),
  ...stringsOf(temboPages),
];

const { otherOperator } = vi.hoisted(() => ({
  otherOperator: (tembo: SiteConfig): SiteConfig => ({
    ...tembo,
    name: 'Simba Trails',
    shortName: 'Simba',
    tagline: 'Walking safaris in Kenya',
    description: 'Simba Trails guides walking safaris in the Maasai Mara.',
    url: 'https://www.simbatrails.example',
    shareImage: { ...tembo.shareImage, alt: 'Simba Trails: walking safaris' },
    whatsapp: { number: '254700111222', greeting: 'Jambo! Tell me about your walks.' },
    social: { instagram: 'https://www.instagram.com/simbatrails' },
    contact: {
      address: '5 Ngong Road, Kilimani, Nairobi, Kenya',
      phone: '+254 700 111 222',
      email: 'karibu@simbatrails.example',
    },
    enquiryReply: { from: 'karibu@simbatrails.example', within: 'two days' },
    office: { city: 'Nairobi', country: 'KE', hours: 'Open Monday to Saturday, 9 am to 5 pm.' },
    home: {
      title: 'Simba Trails: walking safaris in Kenya',
      callToAction: 'Ready to walk the Mara?',
    },
  }),
}));

setupMockServer();

// Project site-isolated: this file's module registry is its own, so the mock stays here.
vi.mock('./site.config.ts', async (importOriginal) => ({
  siteConfig: otherOperator((await importOriginal<typeof SiteConfigModule>()).siteConfig),
}));
// Their about and services pages' words, in the config's files for them.
vi.mock('./about.config.ts', () => ({
  aboutPage: {
    description: 'A Kenyan company of walking guides.',
    lead: 'We walk with you.',
    story: ['Simba Trails began with two walking guides in the Mara.'],
    facts: ['Licensed by the Kenya Tourism Regulatory Authority'],
    values: [{ title: 'Rangers walk with you', text: 'An armed ranger leads every walk.' }],
  },
}));
vi.mock('./services.config.ts', () => ({
  servicesPage: {
    description: 'Walking safaris in the Maasai Mara with guides from Nairobi.',
    lead: 'Days on foot with our guides.',
    offers: [
      {
        id: 'walking-safaris',
        name: 'Walking safaris',
        summary: 'Days on foot in the Mara conservancies.',
        details: ['Two guides with every group'],
        next: { label: 'Ask us about a walk' },
      },
    ],
  },
}));

// The list pages' words: each page's own, so a test can tell which page says what.
vi.mock('./pages.config.ts', () => {
  const page = (name: string) => ({
    description: `Simba's ${name}, in the Mara.`,
    lead: `Our ${name} in Kenya.`,
  });
  return {
    pagesConfig: {
      safaris: page('walks'),
      destinations: { ...page('conservancies'), title: 'Conservancies in Kenya' },
      accommodations: page('camps'),
      gallery: page('photos'),
      blog: page('stories'),
      search: {
        description: "Search Simba's walks.",
        noResults: 'Try another word, such as Mara.',
      },
      testimonials: { description: 'Reviews of Simba walks.' },
      contact: { description: 'Write to Simba in Nairobi.' },
    },
  };
});

function expectNoTemboFacts(text: string) {
  for (const fact of temboFacts) expect(text, `still says "${fact}"`).not.toContain(fact);
}

describe('another operator in the config', () => {
  it('the layout, about and services pages say only their facts', async () => {
    for (const [module, pattern] of [
      [await import('../routes/about.tsx'), '/about'],
      [await import('../routes/services.tsx'), '/services'],
    ] as const) {
      const { unmount } = renderRoute(module, pattern);
      await screen.findByRole('contentinfo');
      const html = document.body.innerHTML;
      expectNoTemboFacts(html);
      expect(html).toContain('Simba Trails');
      expect(html).toContain('+254 700 111 222');
      expect(html).toContain('wa.me/254700111222');
      unmount();
    }
  });

  it("the about page says how they travel and how soon they answer, not Tembo's", async () => {
    const { unmount } = renderRoute(await import('../routes/about.tsx'), '/about');
    const about = within(await screen.findByRole('main'));
    expect(about.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rangers walk with you',
    ]);
    expect(about.getByText(/We answer every enquiry within two days\.$/)).toBeVisible();
    const html = document.body.innerHTML;
    for (const value of temboAbout.values) expect(html).not.toContain(value.text);
    expect(html).not.toContain('one working day');
    unmount();
  });

  it("the services page offers their services, not Tembo's", async () => {
    const { unmount } = renderRoute(await import('../routes/services.tsx'), '/services');
    const walk = await screen.findByRole('link', { name: 'Ask us about a walk' });
    expect(walk).toHaveAttribute('href', '/contact');
    const services = within(screen.getByRole('main'));
    expect(services.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Walking safaris',
    ]);
    const html = document.body.innerHTML;
    expect(html).toContain('Days on foot with our guides.');
    for (const offer of temboServices.offers) expect(html).not.toContain(offer.summary);
    expect(temboServices.offers.length).toBeGreaterThan(1);
    unmount();
  });

  it("the home and list pages say what the new config says, and none of Tembo's words", async () => {
    const pages = [
      ['packages', '/safaris', "Simba's walks, in the Mara.", 'Our walks in Kenya.'],
      [
        'destinations',
        '/destinations',
        "Simba's conservancies, in the Mara.",
        'Our conservancies in Kenya.',
      ],
      ['accommodations', '/accommodations', "Simba's camps, in the Mara.", 'Our camps in Kenya.'],
      ['gallery', '/gallery', "Simba's photos, in the Mara.", 'Our photos in Kenya.'],
      ['blog', '/blog', "Simba's stories, in the Mara.", 'Our stories in Kenya.'],
      ['search', '/search', "Search Simba's walks.", undefined],
      ['testimonials', '/testimonials', 'Reviews of Simba walks.', undefined],
      ['contact', '/contact', 'Write to Simba in Nairobi.', undefined],
    ] as const;
    for (const [file, pattern, description, lead] of pages) {
      const module = (await import(`../routes/${file}.tsx`)) as RouteModule & {
        loader: () => Promise<unknown>;
        meta: (args: { loaderData: unknown }) => { name?: string; content?: string }[];
      };
      const metas = module.meta({ loaderData: await module.loader() });
      expect(metas, pattern).toContainEqual(expect.objectContaining({ content: description }));
      // The contact page shows page_content's contact details when an admin saved them (the
      // mocks hold Tembo's): without them it shows the config's, as a new operator's site does.
      if (pattern === '/contact') server.use(...scenarios.empty('page_content'));
      const { unmount } = renderRoute(module, pattern);
      await screen.findByRole('contentinfo');
      if (lead) expect(await screen.findByText(lead)).toBeVisible();
      expectNoTemboFacts(JSON.stringify(metas) + document.body.innerHTML);
      unmount();
    }
    const destinations = await import('../routes/destinations.tsx');
    expect(destinations.meta({ loaderData: await destinations.loader() } as never)).toContainEqual({
      title: 'Conservancies in Kenya | Simba Trails',
    });
    const { unmount } = renderRoute(
      await import('../routes/search.tsx'),
      '/search',
      '/search?q=zebra',
    );
    expect(await screen.findByText('Try another word, such as Mara.')).toBeVisible();
    unmount();
    const home = await import('../routes/home.tsx');
    const homeMeta = home.meta({ loaderData: await home.loader(), matches: [] } as never);
    expect(homeMeta).toContainEqual({ title: 'Simba Trails: walking safaris in Kenya' });
    const view = renderRoute(home, '/');
    expect(await screen.findByRole('heading', { name: 'Ready to walk the Mara?' })).toBeVisible();
    expectNoTemboFacts(JSON.stringify(homeMeta) + document.body.innerHTML);
    view.unmount();
  });

  it('meta, JSON-LD and the manifest carry the new facts', async () => {
    const { travelAgency } = await import('../lib/seo/json-ld.ts');
    const { manifest } = await import('../routes/manifest.webmanifest.ts');
    const metas = [
      (await import('../routes/about.tsx')).meta(),
      (await import('../routes/services.tsx')).meta(),
      (await import('../routes/submit-testimonial.tsx')).meta(),
    ];
    const agency = travelAgency();
    const text = JSON.stringify([metas, agency, manifest()]);
    expectNoTemboFacts(text);
    expect(agency).toMatchObject({
      name: 'Simba Trails',
      telephone: '+254 700 111 222',
      address: { addressCountry: 'KE' },
    });
    expect(manifest()).toMatchObject({ name: 'Simba Trails', short_name: 'Simba' });
    // The admin-edited contact details win over the config's in the JSON-LD.
    expect(
      travelAgency({ address: 'Edited address', phone: '+1 555 0100', email: 'e@x.example' }),
    ).toMatchObject({ telephone: '+1 555 0100', address: { streetAddress: 'Edited address' } });
  });
});

describe('the repository', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const scanned = [
    'apps/site/app',
    'apps/site/public',
    'apps/site/scripts',
    'packages/ui/src',
    'packages/data/src',
    'supabase/templates',
  ];
  const skipped = [
    /\.test\.tsx?$/,
    /\.stories\.tsx$/,
    /\/(site|about|services|pages)\.config\.ts$/,
    // MSW fixtures: sample content, like supabase/seed.demo.sql (docs/decisions.md#site-config).
    /packages\/data\/src\/mocks\//,
    /\.(png|jpe?g|webp|avif|ico|woff2?)$/,
  ];

  function files(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
      return skipped.some((pattern) => pattern.test(full)) ? [] : [full];
    });
  }

  it('repeats no fact of the operator outside the config (comments aside)', () => {
    const found: string[] = [];
    for (const file of scanned.flatMap((dir) => files(path.join(root, dir)))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\/?\*|<!--)/.test(line)) return;
          for (const fact of temboFacts) {
            if (line.includes(fact))
              found.push(`${path.relative(root, file)}:${index + 1} ${fact}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
