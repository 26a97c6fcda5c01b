// The card grids of the public pages: each maps a record's row to its @tembo/ui card once, for
// every list and section that shows that kind of record (docs/architecture.md#layout).
import type { ReactNode } from 'react';
import type { Tables } from '@tembo/data';
import { AccommodationCard, PackageCard, PostCard, TestimonialCard } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { accommodationTypeLabel } from '../format/accommodation-type.ts';
import { formatDate } from '../format/format.ts';
import { testimonialPhoto } from '../format/images.ts';
import { cardImage } from '../format/record-image.ts';
import * as styles from './page.css.ts';

type HeadingLevel = 2 | 3;

interface CardsProps<Row> {
  rows: readonly Row[];
  /** h2 on a list page, h3 (the default) in a section under its own heading. */
  headingLevel?: HeadingLevel;
  /** The first card's picture loads first: on a list page it is the largest on a phone. */
  priorityFirst?: boolean;
}

/** Rows in the card grid, one list item each; `priority` is true for the first with `priorityFirst`. */
function Grid<Row extends { id: string }>({
  rows,
  priorityFirst = false,
  children,
}: {
  rows: readonly Row[];
  priorityFirst?: boolean | undefined;
  children: (row: Row, priority: boolean) => ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {rows.map((row, index) => (
        <li key={row.id}>{children(row, priorityFirst && index === 0)}</li>
      ))}
    </ul>
  );
}

type PackageRow = Pick<
  Tables<'packages'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'duration'
  | 'price_usd'
  | 'highlights'
  | 'image_url'
  | 'image_alt'
  | 'image_decorative'
  | 'image_focal_x'
  | 'image_focal_y'
>;

/** What a PackageCard shows of a package: the home carousel's slides and every package grid. */
export function packageCardProps(pkg: PackageRow, priority = false) {
  return {
    title: pkg.title,
    href: paths.package(pkg.slug),
    image: cardImage(pkg, pkg.title, priority),
    duration: pkg.duration,
    priceUsd: pkg.price_usd,
    highlights: pkg.highlights,
  };
}

export function PackageCards({ rows, headingLevel, priorityFirst }: CardsProps<PackageRow>) {
  return (
    <Grid rows={rows} priorityFirst={priorityFirst}>
      {(pkg, priority) => (
        <PackageCard {...packageCardProps(pkg, priority)} headingLevel={headingLevel} />
      )}
    </Grid>
  );
}

type AccommodationRow = Pick<
  Tables<'accommodations'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'type'
  | 'location'
  | 'description'
  | 'image_url'
  | 'image_alt'
  | 'image_decorative'
  | 'image_focal_x'
  | 'image_focal_y'
>;

export function AccommodationCards({
  rows,
  headingLevel,
  priorityFirst,
}: CardsProps<AccommodationRow>) {
  return (
    <Grid rows={rows} priorityFirst={priorityFirst}>
      {(lodging, priority) => (
        <AccommodationCard
          name={lodging.name}
          href={paths.accommodation(lodging.slug)}
          image={cardImage(lodging, lodging.name, priority)}
          location={lodging.location}
          category={accommodationTypeLabel(lodging.type)}
          description={lodging.description}
          headingLevel={headingLevel}
        />
      )}
    </Grid>
  );
}

type TestimonialRow = Pick<
  Tables<'testimonials'>,
  'id' | 'name' | 'rating' | 'content' | 'country' | 'image_url'
>;

/** Approved testimonials, each with its photo in the avatar's prepared sizes. */
export function TestimonialCards({ rows }: { rows: readonly TestimonialRow[] }) {
  return (
    <Grid rows={rows}>
      {(testimonial) => (
        <TestimonialCard
          name={testimonial.name}
          rating={testimonial.rating}
          text={testimonial.content}
          country={testimonial.country ?? undefined}
          {...testimonialPhoto(testimonial.image_url)}
        />
      )}
    </Grid>
  );
}

type PostRow = Pick<
  Tables<'blog_posts'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'created_at'
  | 'featured_image'
  | 'featured_image_alt'
  | 'featured_image_decorative'
  | 'featured_image_focal_x'
  | 'featured_image_focal_y'
>;

export function PostCards<Row extends PostRow>({
  rows,
  excerptOf,
  headingLevel,
  priorityFirst,
}: CardsProps<Row> & { excerptOf: (post: Row) => string }) {
  return (
    <Grid rows={rows} priorityFirst={priorityFirst}>
      {(post, priority) => (
        <PostCard
          title={post.title}
          href={paths.blogPost(post.slug)}
          image={cardImage(
            {
              image_url: post.featured_image,
              image_alt: post.featured_image_alt,
              image_decorative: post.featured_image_decorative,
              image_focal_x: post.featured_image_focal_x,
              image_focal_y: post.featured_image_focal_y,
            },
            post.title,
            priority,
          )}
          date={post.created_at}
          dateText={formatDate(post.created_at)}
          excerpt={excerptOf(post)}
          headingLevel={headingLevel}
        />
      )}
    </Grid>
  );
}
