// The form schemas run on zod/mini, which loads no locale: an issue without a sentence of our own
// would read a bare "Invalid input". These tests prove every field says our sentence when it is
// empty, missing or of the wrong type, and that nothing anywhere says a bare "Invalid input".
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { accommodationInputSchema, accommodationMessages } from './content-types/accommodations.ts';
import { authMessages } from './auth/auth-error.ts';
import {
  magicLinkSchema,
  otpRequestSchema,
  passwordSignInSchema,
  verifyOtpSchema,
} from './auth/auth.schema.ts';
import { postInputSchema, postMessages } from './content-types/posts.ts';
import { destinationInputSchema, destinationMessages } from './content-types/destinations.ts';
import { enquiryMessages } from './enquiries/enquiry-messages.ts';
import { enquiryNoteSchema, enquiryStatusSchema } from './enquiries/enquiry-writes.ts';
import { enquiryInputSchema } from './enquiries/enquiry.schema.ts';
import { galleryImageInputSchema, galleryMessages } from './content-types/gallery.ts';
import { fieldMessages } from './lib/field-messages.ts';
import {
  contactInfoSchema,
  heroContentSchema,
  pageContentMessages,
} from './page-content/page-content.schema.ts';
import { roleChangeSchema } from './roles/role-change-mutation.ts';
import {
  itineraryDaySchema,
  packageInputSchema,
  packageMessages,
} from './content-types/packages.ts';
import { testimonialMessages } from './testimonials/testimonial-messages.ts';
import { testimonialAdminInputSchema } from './content-types/testimonials.ts';
import { testimonialInputSchema } from './testimonials/testimonial.schema.ts';

/** A year whose July is a valid trip: the database refuses dates over three years ahead. */
const nextYear = new Date().getFullYear() + 1;

interface Issue {
  path: PropertyKey[];
  message: string;
}
interface Schema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } };
}

/** The first message for `field`, as the form shows it next to the field. */
function messageFor(schema: Schema, values: unknown, field: string) {
  const result = schema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const without = (values: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => key !== field));

const uuid = '3f1c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';

/** A valid value for every schema, each field filled. */
const forms: [name: string, schema: Schema, valid: Record<string, unknown>][] = [
  [
    'enquiry',
    enquiryInputSchema,
    {
      name: 'Ann Smith',
      email: 'ann@example.com',
      phone: '+256 772 123456',
      travel_start: `${nextYear}-07-10`,
      travel_end: `${nextYear}-07-12`,
      adults: 2,
      children: 1,
      package_id: uuid,
      message: 'Two weeks in July?',
    },
  ],
  ['enquiry status', enquiryStatusSchema, { status: 'replied' }],
  ['enquiry note', enquiryNoteSchema, { body: 'Called back.' }],
  [
    'testimonial',
    testimonialInputSchema,
    { name: 'Ann', country: 'Uganda', rating: 5, content: 'A wonderful trip, thank you!' },
  ],
  [
    'admin testimonial',
    testimonialAdminInputSchema,
    {
      name: 'Ann',
      country: 'Uganda',
      rating: 5,
      content: 'A wonderful trip, thank you!',
      image_url: '/a.webp',
      approved: false,
    },
  ],
  [
    'package',
    packageInputSchema,
    {
      slug: 'bwindi-3-days',
      title: 'Bwindi',
      description: 'Gorillas.',
      price_usd: 1850,
      days: 3,
      category: 'gorilla-trekking',
      image_url: '/a.webp',
      image_alt: 'A gorilla',
      highlights: ['Gorillas'],
      itinerary: [{ day: 1, title: 'Arrive', description: '', accommodation: null, meals: '' }],
      inclusions: ['Permits'],
      exclusions: ['Flights'],
      published: true,
      sort_order: 2,
    },
  ],
  [
    'itinerary day',
    itineraryDaySchema,
    { day: 1, title: 'Arrive', description: 'Fly in.', accommodation: 'Lodge', meals: 'D' },
  ],
  [
    'accommodation',
    accommodationInputSchema,
    {
      slug: 'lodge',
      name: 'Lodge',
      description: 'Quiet.',
      location: 'Bwindi',
      price_range: '$$',
      type: 'lodge',
      rating: 4.5,
      image_url: '/a.webp',
      image_alt: 'The lodge',
      amenities: ['Wifi'],
      latitude: -1,
      longitude: 30,
      published: false,
    },
  ],
  [
    'destination',
    destinationInputSchema,
    {
      slug: 'bwindi',
      name: 'Bwindi',
      description: 'Forest.',
      location: 'South-west',
      image_url: '/a.webp',
      image_alt: 'The forest',
      highlights: ['Gorillas'],
      published: true,
    },
  ],
  [
    'post',
    postInputSchema,
    {
      slug: 'a-post',
      title: 'A post',
      content: '# Hello',
      excerpt: 'Hello.',
      featured_image: '/a.webp',
      featured_image_alt: 'A view',
      published: true,
    },
  ],
  [
    'gallery image',
    galleryImageInputSchema,
    { title: 'Gorilla', image_url: '/a.webp', alt: 'A gorilla', sort_order: 1 },
  ],
  [
    'hero',
    heroContentSchema,
    { title: 'T', subtitle: 'S', carousel_images: [{ url: '/a.webp', alt: 'A view' }] },
  ],
  [
    'contact info',
    contactInfoSchema,
    { address: 'Kampala', phone: '+256 772 123456', email: 'a@b.co' },
  ],
  ['password sign-in', passwordSignInSchema, { email: 'a@b.co', password: 'secret' }],
  ['code request', otpRequestSchema, { email: 'a@b.co', phone: '+256 772 123-456' }],
  ['magic link', magicLinkSchema, { email: 'a@b.co' }],
  ['code entry', verifyOtpSchema, { email: 'a@b.co', phone: '', token: '123456' }],
  ['role change', roleChangeSchema, { user_id: uuid, role: 'admin' }],
];

/**
 * One required field per schema family and its sentence when missing, null or of the wrong type;
 * for trimmed text also when blank. (A password is not trimmed: spaces are a password.)
 */
const required: [
  name: string,
  field: string,
  sentence: string,
  kind: 'trimmed' | 'text' | 'other',
][] = [
  ['enquiry', 'name', enquiryMessages.nameRequired, 'trimmed'],
  ['enquiry', 'email', enquiryMessages.emailRequired, 'trimmed'],
  ['enquiry', 'message', enquiryMessages.messageRequired, 'trimmed'],
  ['enquiry status', 'status', 'Please choose new, replied, quoted, won or lost.', 'other'],
  ['enquiry note', 'body', enquiryMessages.noteRequired, 'trimmed'],
  ['testimonial', 'content', testimonialMessages.contentRequired, 'trimmed'],
  ['testimonial', 'rating', testimonialMessages.rating, 'other'],
  ['admin testimonial', 'name', testimonialMessages.nameRequired, 'trimmed'],
  ['package', 'title', packageMessages.titleRequired, 'trimmed'],
  ['package', 'price_usd', packageMessages.price, 'other'],
  ['package', 'category', packageMessages.category, 'other'],
  ['package', 'days', packageMessages.days, 'other'],
  ['itinerary day', 'title', packageMessages.itineraryTitle, 'trimmed'],
  ['itinerary day', 'day', packageMessages.itineraryDay, 'other'],
  ['accommodation', 'slug', fieldMessages.slugRequired, 'trimmed'],
  ['accommodation', 'type', accommodationMessages.type, 'other'],
  ['destination', 'name', destinationMessages.nameRequired, 'trimmed'],
  ['post', 'title', postMessages.titleRequired, 'trimmed'],
  ['gallery image', 'image_url', galleryMessages.imageRequired, 'trimmed'],
  ['gallery image', 'alt', fieldMessages.imageAltRequired, 'trimmed'],
  ['hero', 'subtitle', pageContentMessages.subtitleRequired, 'trimmed'],
  ['contact info', 'phone', pageContentMessages.phoneRequired, 'trimmed'],
  ['password sign-in', 'password', authMessages.passwordRequired, 'text'],
  ['magic link', 'email', authMessages.emailRequired, 'trimmed'],
  ['code entry', 'token', authMessages.codeRequired, 'trimmed'],
  ['role change', 'role', 'Please choose user, admin or super admin.', 'other'],
];

const form = (name: string) => {
  const found = forms.find(([form]) => form === name);
  if (!found) throw new Error(`No valid values for ${name}`);
  return { schema: found[1], valid: found[2] };
};

describe('every form sentence survives zod/mini (no locale loaded)', () => {
  it('runs like the browser: no zod locale is configured', () => {
    // With a locale (classic zod sets English), a missing sentence would read English and these
    // tests could not see it.
    expect(z.config().localeError).toBeUndefined();
  });

  it.each(required)(
    '%s: %s says our sentence when missing, null or of the wrong type',
    (name, field, sentence, kind) => {
      const { schema, valid } = form(name);
      expect(messageFor(schema, valid, field)).toBeUndefined();
      expect(messageFor(schema, without(valid, field), field)).toBe(sentence);
      expect(messageFor(schema, { ...valid, [field]: undefined }, field)).toBe(sentence);
      expect(messageFor(schema, { ...valid, [field]: null }, field)).toBe(sentence);
      expect(messageFor(schema, { ...valid, [field]: {} }, field)).toBe(sentence);
      expect(messageFor(schema, { ...valid, [field]: true }, field)).toBe(sentence);
      if (kind === 'other') {
        expect(messageFor(schema, { ...valid, [field]: 'x' }, field)).toBe(sentence);
      } else {
        expect(messageFor(schema, { ...valid, [field]: 42 }, field)).toBe(sentence);
        expect(messageFor(schema, { ...valid, [field]: '' }, field)).toBe(sentence);
      }
      if (kind === 'trimmed') {
        expect(messageFor(schema, { ...valid, [field]: '   ' }, field)).toBe(sentence);
      }
    },
  );

  it('nested rows and cross-field rules keep their sentence and field', () => {
    const hero = form('hero').valid;
    expect(
      messageFor(
        heroContentSchema,
        { ...hero, carousel_images: [{ alt: 'A view' }] },
        'carousel_images.0.url',
      ),
    ).toBe(pageContentMessages.imageRequired);
    const enquiry = form('enquiry').valid;
    expect(
      messageFor(enquiryInputSchema, { ...enquiry, travel_end: `${nextYear}-07-01` }, 'travel_end'),
    ).toBe(enquiryMessages.datesOrder);
    expect(messageFor(otpRequestSchema, { email: '', phone: null }, 'email')).toBe(
      authMessages.emailOrPhoneRequired,
    );
  });

  it('a value no form control holds still gets a whole sentence, the one classic zod printed', () => {
    const pkg = form('package').valid;
    expect(messageFor(packageInputSchema, { ...pkg, description: 5 }, 'description')).toBe(
      'Invalid input: expected string, received number',
    );
    expect(messageFor(packageInputSchema, { ...pkg, published: null }, 'published')).toBe(
      'Invalid input: expected boolean, received null',
    );
    expect(messageFor(packageInputSchema, { ...pkg, highlights: 'Gorillas' }, 'highlights')).toBe(
      'Invalid input: expected array, received string',
    );
    expect(
      messageFor(packageInputSchema, { ...pkg, highlights: [Number.NaN] }, 'highlights.0'),
    ).toBe('Invalid input: expected string, received NaN');
    expect(messageFor(roleChangeSchema, { role: 'admin' }, 'user_id')).toBe(
      'Invalid input: expected string, received undefined',
    );
    expect(messageFor(enquiryInputSchema, null, '')).toBe(
      'Invalid input: expected object, received null',
    );
  });

  it('never says a bare "Invalid input", whatever a field holds', () => {
    const strays = [
      undefined,
      null,
      '',
      '  ',
      'x',
      42,
      -1,
      4.5,
      Number.NaN,
      true,
      {},
      [],
      ['x', 1],
    ];
    const bare: string[] = [];
    let issues = 0;
    for (const [name, schema, valid] of forms) {
      for (const whole of [undefined, null, 'x', 1, []]) {
        for (const issue of schema.safeParse(whole).error?.issues ?? []) {
          issues += 1;
          if (issue.message === 'Invalid input' || !issue.message) bare.push(`${name} (whole)`);
        }
      }
      for (const field of Object.keys(valid)) {
        for (const stray of strays) {
          for (const issue of schema.safeParse({ ...valid, [field]: stray }).error?.issues ?? []) {
            issues += 1;
            if (issue.message === 'Invalid input' || !issue.message) {
              bare.push(`${name}: ${field} = ${JSON.stringify(stray)} at ${issue.path.join('.')}`);
            }
          }
        }
      }
    }
    expect(issues).toBeGreaterThan(500);
    expect(bare).toEqual([]);
  });
});
