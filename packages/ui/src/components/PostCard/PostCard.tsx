import { LinkButton } from '../Button/LinkButton.tsx';
import * as styles from '../private/Card.css.ts';
import { CardMedia, type CardImage } from '../private/CardMedia.tsx';
import { visuallyHidden } from '../private/styles.css.ts';

export interface PostCardProps {
  /** The post title. */
  title: string;
  /** The post page, e.g. '/blog/gorilla-permits-2026'. */
  href: string;
  /** The cover picture; without one the card says 'No image'. */
  image?: CardImage | null;
  /** Publication date as an ISO string ('2026-11-21' or a full timestamp). */
  date: string;
  /**
   * The date as the page writes it, e.g. '21 Nov 2026' (the site's one date format); the
   * machine-readable `date` stays in the `<time>` element.
   * @default `date` in US English, e.g. 'November 21, 2026'
   */
  dateText?: string;
  /** A short summary (the site falls back to the first 150 characters of the content). */
  excerpt: string;
  /**
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * `date` in US English, in UTC. The format is made on first use, not when the module loads: a
 * page's first Intl format makes Chromium load its ICU data (40-130 ms on a slow phone), which a
 * page that passes `dateText` never needs (docs/decisions.md#no-intl-on-first-load).
 */
function usEnglishDate(published: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(published);
}

/** A blog post in a list: picture, date, title, excerpt and 'Read More'. */
export function PostCard({
  title,
  href,
  image,
  date,
  dateText,
  excerpt,
  headingLevel = 3,
}: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const published = new Date(date);
  return (
    <article className={styles.card}>
      <CardMedia image={image} fallbackAlt={title} missingText="No image" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={date}>
            {dateText ?? (Number.isNaN(published.getTime()) ? date : usEnglishDate(published))}
          </time>
        </p>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{excerpt}</p>
        <div className={styles.actions}>
          {/* The title is part of the link's text (hidden from sight): "Read More" alone does not
              say where it leads, for screen reader link lists and search engines alike. */}
          <LinkButton href={href} variant="soft">
            Read More<span className={visuallyHidden}>: {title}</span>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
