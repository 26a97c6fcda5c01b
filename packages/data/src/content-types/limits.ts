// The numbers in the content tables' CHECK constraints (supabase/migrations), written once: the
// form schemas (and through them the mocks' row schemas) read them, and the admin forms import
// them for their inputs' bounds. Each key is a column; the constraint it mirrors is named
// `<table>_<column>_{length,range,size,format,shape}`. limits.test.ts reads the migrations and
// fails when a number here and the constraint's differ, or a numeric constraint has no entry.

/** `*_slug_format`: at most 100 characters (and the slug pattern). */
const slug = { max: 100 } as const;
/** `*_image_url_format`: at most 2048 characters (and the image address pattern). */
const imageUrl = { max: 2048 } as const;
/** `*_image_alt_length`: at most 300 characters. */
const imageAlt = { max: 300 } as const;

/** `*_image_focal_{x,y}_range`: a fraction of the picture's width or height. */
const focal = { min: 0, max: 1 } as const;

/** The limits every table with these columns shares. */
export const sharedLimits = { slug, imageUrl, imageAlt } as const;

/**
 * A record's `gallery` (`gallery_shape_ok`, …_record_galleries_and_itinerary_lodges.sql): at
 * most 12 pictures, each described like a main image.
 */
export const recordGalleryLimits = { maxItems: 12, alt: imageAlt } as const;

/** packages (`packages_<column>_…`, supabase/migrations/20261121000500_packages.sql). */
export const packageLimits = {
  slug,
  title: { min: 1, max: 200 },
  description: { max: 10_000 },
  price_usd: { min: 0, max: 1_000_000 },
  /** Derived from `days` by the database (never asked for), within this constraint. */
  duration: { min: 1, max: 60 },
  days: { min: 1, max: 60 },
  image_url: imageUrl,
  image_alt: imageAlt,
  image_focal_x: focal,
  image_focal_y: focal,
  highlights: { maxItems: 20, maxChars: 4000 },
  /** At most 60 days and 64 KiB of JSON. */
  itinerary: { maxItems: 60, maxBytes: 65_536 },
  inclusions: { maxItems: 40, maxChars: 8000 },
  exclusions: { maxItems: 40, maxChars: 8000 },
  /** …_package_best_time_and_price_basis.sql */
  best_time: { max: 300 },
  price_basis: { max: 120 },
} as const;

/** destinations (supabase/migrations/20261121000600_destinations.sql). */
export const destinationLimits = {
  slug,
  name: { min: 1, max: 120 },
  description: { max: 10_000 },
  location: { max: 200 },
  image_url: imageUrl,
  image_alt: imageAlt,
  image_focal_x: focal,
  image_focal_y: focal,
  highlights: { maxItems: 20, maxChars: 4000 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;

/** accommodations (supabase/migrations/20261121000700_accommodations.sql). */
export const accommodationLimits = {
  slug,
  name: { min: 1, max: 120 },
  description: { max: 10_000 },
  location: { max: 200 },
  price_range: { max: 60 },
  rating: { min: 0, max: 5 },
  image_url: imageUrl,
  image_alt: imageAlt,
  image_focal_x: focal,
  image_focal_y: focal,
  amenities: { maxItems: 40, maxChars: 4000 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;

/** blog_posts (supabase/migrations/20261121001000_blog_posts.sql). */
export const postLimits = {
  slug,
  title: { min: 1, max: 200 },
  content: { max: 100_000 },
  excerpt: { max: 500 },
  featured_image: imageUrl,
  featured_image_alt: imageAlt,
  featured_image_focal_x: focal,
  featured_image_focal_y: focal,
} as const;

/** testimonials (supabase/migrations/20261121000800_testimonials.sql). */
export const testimonialLimits = {
  name: { min: 1, max: 100 },
  country: { max: 80 },
  rating: { min: 1, max: 5 },
  content: { min: 10, max: 2000 },
  image_url: imageUrl,
} as const;

/** gallery (supabase/migrations/20261121000900_gallery.sql). */
export const galleryLimits = {
  title: { min: 1, max: 150 },
  image_url: imageUrl,
  image_focal_x: focal,
  image_focal_y: focal,
  alt: { min: 1, max: 300 },
  credit: { min: 1, max: 120 },
} as const;

/** enquiries (supabase/migrations/20261121001200_enquiries.sql); not a content type. */
export const enquiryLimits = {
  name: { min: 1, max: 100 },
  /** The longest a mailbox can be. */
  email: { max: 254 },
  adults: { min: 1, max: 50 },
  children: { min: 0, max: 50 },
  message: { min: 1, max: 5000 },
  /** Why an enquiry was lost (20261126210100_enquiry_pipeline.sql). */
  lost_reason: { max: 500 },
} as const;

/** enquiry_notes (20261126210100_enquiry_pipeline.sql): a staff note on an enquiry. */
export const enquiryNoteLimits = {
  body: { min: 1, max: 5000 },
} as const;

/** Every table's limits, by table (what limits.test.ts compares with the migrations). */
export const tableLimits = {
  packages: packageLimits,
  destinations: destinationLimits,
  accommodations: accommodationLimits,
  blog_posts: postLimits,
  testimonials: testimonialLimits,
  gallery: galleryLimits,
  enquiries: enquiryLimits,
  enquiry_notes: enquiryNoteLimits,
} as const;

// The sentences that state a limit read its number from here, so a limit changes in one place.

/**
 * A limit as the forms write it: 10,000, not 10000. By hand, not toLocaleString: the public
 * pages load these sentences, and a first Intl format costs a slow phone its ICU data while the
 * page hydrates (docs/decisions.md#no-intl-on-first-load).
 */
export const shown = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 'Keep the title to 200 characters or fewer.' */
export const keepTo = (what: string, { max }: { max: number }) =>
  `Keep ${what} to ${shown(max)} characters or fewer.`;

/** 'The highlights are too long in total (4,000 characters at most).' */
export const tooLongInTotal = (what: string, { maxChars }: { maxChars: number }) =>
  `The ${what} are too long in total (${shown(maxChars)} characters at most).`;

/** 'Add at most 20 highlights.' */
export const addAtMost = (things: string, { maxItems }: { maxItems: number }) =>
  `Add at most ${shown(maxItems)} ${things}.`;

/** 'between 0 and 1,000,000' */
export const between = ({ min, max }: { min: number; max: number }) =>
  `between ${shown(min)} and ${shown(max)}`;
