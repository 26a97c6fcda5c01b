import { useId } from 'react';
import { LinkButton } from '../Button/LinkButton.tsx';
import * as styles from '../private/Card.css.ts';
import { CardMedia, type CardImage } from '../private/CardMedia.tsx';
import { formatUsd } from './format-usd.ts';

export interface PackageCardProps {
  /** The package name. */
  title: string;
  /** The package page, e.g. '/safaris/12'. */
  href: string;
  /** The cover picture; without one the card says 'No image available'. */
  image?: CardImage | null;
  /** How long, as shown, e.g. '7 days'. */
  duration: string;
  /** Price per person in whole US dollars. */
  priceUsd: number;
  /** Highlights; the card shows the first two (docs/product-rules.md#limits). */
  highlights?: readonly string[];
  /**
   * The title's heading level, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** A safari package in a list: picture, name, duration, price, two highlights, 'View Details'. */
export function PackageCard({
  title,
  href,
  image,
  duration,
  priceUsd,
  highlights = [],
  headingLevel = 3,
}: PackageCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <CardMedia image={image} fallbackAlt={title} missingText="No image available" />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.meta}>{duration}</p>
        <p className={styles.price}>
          {formatUsd(priceUsd)}
          <span className={styles.meta}> per person</span>
        </p>
        {highlights.length > 0 ? (
          <ul className={styles.list} aria-label="Highlights">
            {highlights.slice(0, 2).map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <LinkButton href={href} variant="soft" aria-describedby={titleId}>
            View Details
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
