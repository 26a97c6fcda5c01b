// The form schemas: what each form accepts and the sentence it shows, mirroring the database.
import { describe, expect, it } from 'vitest';
import { accommodationInputSchema } from './content-types/accommodations.ts';
import { otpRequestSchema, passwordSignInSchema, verifyOtpSchema } from './auth/auth.schema.ts';
import { postInputSchema } from './content-types/posts.ts';
import { maxSlugLength, slugify } from './blog/slugify.ts';
import { enquiryInputSchema } from './enquiries/enquiry.schema.ts';
import { galleryImageInputSchema } from './content-types/gallery.ts';
import { fieldMessages } from './lib/field-messages.ts';
import { isImageAddress, slugPattern } from './lib/patterns.ts';
import { contactInfoSchema, heroContentSchema } from './page-content/page-content.schema.ts';
import { packageInputSchema } from './content-types/packages.ts';
import { testimonialInputSchema } from './testimonials/testimonial.schema.ts';

/** A year whose July is a valid trip: the database refuses dates over three years ahead. */
const nextYear = new Date().getFullYear() + 1;

/** The first message per field, as a form would show them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('enquiryInputSchema (the contact form)', () => {
  const valid = { name: 'Ann Smith', email: 'ann@example.com', message: 'Two weeks in July?' };

  it('accepts a minimal enquiry and fills the defaults', () => {
    expect(enquiryInputSchema.parse(valid)).toEqual({
      ...valid,
      phone: null,
      travel_start: null,
      travel_end: null,
      adults: 1,
      children: 0,
      package_id: null,
    });
  });

  it('asks for the email address, then for a valid one', () => {
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, email: '' })).email).toBe(
      'Please enter your email address.',
    );
    expect(
      fieldErrors(enquiryInputSchema.safeParse({ ...valid, email: 'ann at example' })).email,
    ).toBe('Please enter a valid email address, like name@example.com.');
  });

  it('turns empty optional fields into null and checks the phone format', () => {
    const parsed = enquiryInputSchema.parse({ ...valid, phone: '  ', package_id: '' });
    expect(parsed.phone).toBeNull();
    expect(parsed.package_id).toBeNull();
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, phone: 'call me' })).phone).toMatch(
      /valid phone number/,
    );
  });

  it('refuses an end date before the start date, next to the end date', () => {
    const errors = fieldErrors(
      enquiryInputSchema.safeParse({
        ...valid,
        travel_start: `${nextYear}-07-10`,
        travel_end: `${nextYear}-07-01`,
      }),
    );
    expect(errors.travel_end).toBe('The end date cannot be before the start date.');
    expect(
      fieldErrors(enquiryInputSchema.safeParse({ ...valid, travel_start: `${nextYear}-02-30` }))
        .travel_start,
    ).toBe('Please enter a valid date.');
  });

  it('refuses travel dates more than three years ahead, as the database does', () => {
    const far = `${nextYear + 3}-01-01`;
    const errors = fieldErrors(
      enquiryInputSchema.safeParse({ ...valid, travel_start: far, travel_end: far }),
    );
    expect(errors.travel_start).toBe('Please choose a date within the next three years.');
    expect(errors.travel_end).toBe('Please choose a date within the next three years.');
  });

  it('refuses travel dates before today, next to each date; today is fine', () => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const errors = fieldErrors(
      enquiryInputSchema.safeParse({
        ...valid,
        travel_start: '2020-01-01',
        travel_end: '2020-01-05',
      }),
    );
    expect(errors.travel_start).toBe('Please choose a date from today onwards.');
    expect(errors.travel_end).toBe('Please choose a date from today onwards.');
    expect(
      enquiryInputSchema.safeParse({ ...valid, travel_start: today, travel_end: today }).success,
    ).toBe(true);
  });

  it('keeps the party size within 1–50 adults and 0–50 children', () => {
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, adults: 0 })).adults).toBe(
      'Please enter between 1 and 50 adults.',
    );
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, children: 51 })).children).toBe(
      'Please enter between 0 and 50 children.',
    );
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, adults: Number.NaN })).adults).toBe(
      'Please enter between 1 and 50 adults.',
    );
  });

  it('asks for a message and limits it to 5,000 characters', () => {
    expect(fieldErrors(enquiryInputSchema.safeParse({ ...valid, message: '   ' })).message).toBe(
      'Please write a message.',
    );
    expect(
      fieldErrors(enquiryInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) })).message,
    ).toBe('Please keep your message to 5,000 characters or fewer.');
  });
});

describe('testimonialInputSchema (submit a testimonial)', () => {
  const valid = { name: 'Ann', rating: 5, content: 'A wonderful trip, thank you!' };

  it('accepts a testimonial and drops an empty country', () => {
    expect(testimonialInputSchema.parse({ ...valid, country: '' })).toEqual({
      ...valid,
      country: null,
      package_id: null,
    });
  });

  it('takes the package it reviews by id, or none', () => {
    const id = '00000000-0000-4000-8000-000000000101';
    expect(testimonialInputSchema.parse({ ...valid, package_id: id }).package_id).toBe(id);
    expect(testimonialInputSchema.parse({ ...valid, package_id: '' }).package_id).toBeNull();
    expect(
      fieldErrors(testimonialInputSchema.safeParse({ ...valid, package_id: 'x' })).package_id,
    ).toBe('This safari package is not on our site any more. Please choose another or none.');
  });

  it('keeps the rating between 1 and 5 whole stars', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(fieldErrors(testimonialInputSchema.safeParse({ ...valid, rating })).rating).toBe(
        'Rating must be between 1 and 5 stars.',
      );
    }
  });

  it('wants 10 to 2,000 characters of text', () => {
    expect(
      fieldErrors(testimonialInputSchema.safeParse({ ...valid, content: 'Great!' })).content,
    ).toBe('Please write at least 10 characters.');
    expect(fieldErrors(testimonialInputSchema.safeParse({ ...valid, content: '' })).content).toBe(
      'Please tell us about your safari.',
    );
    expect(
      fieldErrors(testimonialInputSchema.safeParse({ ...valid, content: 'x'.repeat(2001) }))
        .content,
    ).toBe('Please keep your testimonial to 2,000 characters or fewer.');
  });
});

describe('admin schemas mirror the constraints', () => {
  const pkg = {
    slug: 'bwindi-3-days',
    title: 'Bwindi',
    price_usd: 1850,
    days: 3,
    category: 'gorilla-trekking' as const,
  };

  it('a package: defaults, trimmed lists with empty rows dropped', () => {
    const parsed = packageInputSchema.parse({ ...pkg, highlights: [' Gorillas ', '', '  '] });
    expect(parsed).toMatchObject({
      highlights: ['Gorillas'],
      itinerary: [],
      inclusions: [],
      published: false,
      sort_order: 0,
      image_url: null,
      description: '',
      image_decorative: false,
      image_focal_x: 0.5,
      image_focal_y: 0.5,
    });
  });

  it('a package: slug format, price range and whole dollars, days, alt text for an image', () => {
    const errors = fieldErrors(
      packageInputSchema.safeParse({
        ...pkg,
        slug: 'Bwindi 3 Days',
        price_usd: 1250.5,
        days: 61,
        image_url: '/images/x.webp',
      }),
    );
    expect(errors.slug).toMatch(/lowercase letters, numbers and single hyphens/);
    expect(errors.price_usd).toBe(
      'Enter the price in whole US dollars, without cents (for example 1250).',
    );
    expect(packageInputSchema.safeParse({ ...pkg, price_usd: 1251 }).success).toBe(true);
    expect(errors.days).toBe('The number of days must be a whole number between 1 and 60.');
    expect(errors.image_alt).toBe(fieldMessages.imageAltOrDecorative);
    // A decorative picture needs no description; a focal point stays inside the picture.
    expect(
      packageInputSchema.safeParse({ ...pkg, image_url: '/x.webp', image_decorative: true })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(
        packageInputSchema.safeParse({
          ...pkg,
          image_url: '/x.webp',
          image_alt: 'A gorilla',
          image_focal_x: 1.2,
        }),
      ).image_focal_x,
    ).toBe(fieldMessages.focalPoint);
    expect(fieldErrors(packageInputSchema.safeParse({ ...pkg, price_usd: -1 })).price_usd).toMatch(
      /between 0 and 1,000,000/,
    );
    expect(
      fieldErrors(
        packageInputSchema.safeParse({ ...pkg, image_url: 'javascript:alert(1)', image_alt: 'x' }),
      ).image_url,
    ).toMatch(/https:\/\//);
  });

  it('a package or post: publish and unpublish moments in UTC, the end after the start', () => {
    const parsed = packageInputSchema.parse({
      ...pkg,
      publish_at: '2027-03-01T08:30',
      unpublish_at: '2027-04-01T18:00:00+03:00',
    });
    // A date-and-time input's value is the admin's local time.
    expect(parsed.publish_at).toBe(new Date('2027-03-01T08:30').toISOString());
    expect(parsed.unpublish_at).toBe('2027-04-01T15:00:00.000Z');
    expect(packageInputSchema.parse({ ...pkg, publish_at: '', unpublish_at: null })).toMatchObject({
      publish_at: null,
      unpublish_at: null,
    });
    expect(
      fieldErrors(packageInputSchema.safeParse({ ...pkg, publish_at: 'next Tuesday' })).publish_at,
    ).toBe(fieldMessages.momentFormat);
    expect(
      fieldErrors(
        postInputSchema.safeParse({
          slug: 'later',
          title: 'Later',
          publish_at: '2027-03-01T08:30:00Z',
          unpublish_at: '2027-03-01T08:30:00Z',
        }),
      ).unpublish_at,
    ).toBe('Choose an unpublish time after the publish time.');
  });

  it('a package: at most 20 highlights and each itinerary day has a title', () => {
    const errors = fieldErrors(
      packageInputSchema.safeParse({
        ...pkg,
        highlights: Array.from({ length: 21 }, (_, index) => `Highlight ${index}`),
        itinerary: [{ day: 1, title: '' }],
      }),
    );
    expect(errors.highlights).toBe('Add at most 20 highlights.');
    expect(errors['itinerary.0.title']).toBe('Each day needs a title (200 characters at most).');
  });

  it('an accommodation: the map marker needs both coordinates, rating 0–5 in tenths', () => {
    const base = { slug: 'lodge', name: 'Lodge', type: 'lodge' as const };
    expect(
      fieldErrors(accommodationInputSchema.safeParse({ ...base, latitude: -1 })).latitude,
    ).toBe('Set both latitude and longitude (place the map marker), or neither.');
    expect(
      fieldErrors(accommodationInputSchema.safeParse({ ...base, rating: 4.55 })).rating,
    ).toMatch(/one decimal/);
    expect(
      fieldErrors(accommodationInputSchema.safeParse({ ...base, type: 'castle' })).type,
    ).toMatch(/lodge, camp/);
    expect(
      accommodationInputSchema.parse({ ...base, rating: 4.5, latitude: -1, longitude: 30 }),
    ).toMatchObject({
      rating: 4.5,
      latitude: -1,
      longitude: 30,
      amenities: [],
      published: true,
    });
  });

  it('a gallery image needs a title, an address and alt text', () => {
    const errors = fieldErrors(
      galleryImageInputSchema.safeParse({ title: '', image_url: '', alt: '' }),
    );
    expect(errors).toMatchObject({
      title: 'Please enter a title.',
      image_url: 'Please upload an image or enter its address.',
      alt: 'Please describe the image for visitors who cannot see it.',
    });
  });

  it('an image address is http(s) or a site path, and isImageAddress says what the schema says', () => {
    const addresses = [
      'https://cdn.example.com/gorilla.webp',
      'http://example.com/a.jpg',
      '/images/seed/kidepo-giraffes-1280.webp',
      '  https://example.com/padded.jpg  ',
      'ftp://example.com/a.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'www.example.com/a.jpg',
      'https://example.com/a b.jpg',
    ];
    const accepted = addresses.filter(
      (image_url) =>
        !(
          'image_url' in
          fieldErrors(galleryImageInputSchema.safeParse({ title: 'T', image_url, alt: 'A' }))
        ),
    );
    expect(accepted).toEqual(addresses.slice(0, 4));
    expect(addresses.filter(isImageAddress)).toEqual(accepted);
    expect(
      fieldErrors(
        galleryImageInputSchema.safeParse({ title: 'T', image_url: 'ftp://x/a.jpg', alt: 'A' }),
      ).image_url,
    ).toBe(fieldMessages.imageUrlFormat);
  });

  it('a post: excerpt at most 500 characters, featured image needs alt text', () => {
    const errors = fieldErrors(
      postInputSchema.safeParse({
        slug: 'a',
        title: 'A',
        excerpt: 'x'.repeat(501),
        featured_image: '/a.webp',
      }),
    );
    expect(errors.excerpt).toBe('Keep the excerpt to 500 characters or fewer.');
    expect(errors.featured_image_alt).toBe(fieldMessages.imageAltOrDecorative);
  });

  it('page sections: hero images need alt text, contact details are checked', () => {
    expect(
      fieldErrors(
        heroContentSchema.safeParse({
          title: 'T',
          subtitle: 'S',
          carousel_images: [{ url: '/a.webp', alt: '' }],
        }),
      )['carousel_images.0.alt'],
    ).toBe('Please describe the image for visitors who cannot see it.');
    expect(
      fieldErrors(contactInfoSchema.safeParse({ address: 'A', phone: 'x', email: 'y' })),
    ).toMatchObject({
      phone: expect.stringMatching(/valid phone number/),
      email: expect.stringMatching(/valid email/),
    });
  });
});

describe('sign-in schemas', () => {
  it("says the validation rule's sentence when neither email nor phone is given", () => {
    expect(fieldErrors(otpRequestSchema.safeParse({})).email).toBe(
      'You must provide either an email or phone number.',
    );
    expect(fieldErrors(otpRequestSchema.safeParse({ email: ' ', phone: '' })).email).toBe(
      'You must provide either an email or phone number.',
    );
    expect(otpRequestSchema.parse({ phone: '+256 772 123-456' })).toEqual({
      email: undefined,
      phone: '+256772123456',
    });
  });

  it('asks for the password and a 6 to 10 digit code', () => {
    expect(
      fieldErrors(passwordSignInSchema.safeParse({ email: 'a@b.co', password: '' })).password,
    ).toBe('Please enter your password.');
    expect(
      fieldErrors(verifyOtpSchema.safeParse({ email: 'a@b.co', token: '12ab' })).token,
    ).toMatch(/6 to 10 digits/);
  });
});

describe('slugify', () => {
  it('makes readable, URL-safe slugs', () => {
    expect(slugify('Gorilla Trekking: 3 Days in Bwindi!')).toBe(
      'gorilla-trekking-3-days-in-bwindi',
    );
    expect(slugify('  Café & Crème — Kampala’s best  ')).toBe('cafe-and-creme-kampalas-best');
    expect(slugify('Ünïcödé   --- dashes__and_underscores')).toBe('unicode-dashes-and-underscores');
    expect(slugify('!!!')).toBe('');
  });

  it('always matches the database slug rule and length', () => {
    const samples = [
      'A'.repeat(300),
      `${'word '.repeat(40)}end`,
      'x-'.repeat(80),
      '日本語のタイトル and English',
      "Uganda's 10 Best Safaris (2027)",
      '-leading and trailing-',
      ...Array.from({ length: 200 }, (_, index) =>
        Array.from({ length: 5 + (index % 40) }, (__, position) =>
          String.fromCharCode(32 + ((index * 31 + position * 17) % 95)),
        ).join(''),
      ),
    ];
    for (const title of samples) {
      const slug = slugify(title);
      if (slug === '') continue;
      expect(slug, title).toMatch(slugPattern);
      expect(slug.length, title).toBeLessThanOrEqual(maxSlugLength);
    }
  });
});
