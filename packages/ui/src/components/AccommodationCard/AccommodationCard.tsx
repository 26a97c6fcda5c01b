import { useId } from 'react';
import { LinkButton } from '../Button/LinkButton.tsx';
import * as styles from '../private/Card.css.ts';
import { CardMedia, type CardImage } from '../private/CardMedia.tsx';

export interface AccommodationCardProps {
  /** The lodge or camp, e.g. 'Luxury Safari Lodge'. */
  name: string;
  /** Its page, e.g. '/accommodations/3'. */
  href: string;
  /** The cover picture; without one the card says 'No image available'. */
  image?: CardImage | null;
  /** Where it is. */
  location?: string;
  /** The kind of stay, e.g. 'Luxury lodge'. */
  category?: string;
  /** A short description. */
  description?: string;
  /**
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** A place to stay in a list: picture, name, kind and location, description, 'View Details'. */
export function AccommodationCard({
  name,
  href,
  image,
  location,
  category,
  description,
  headingLevel = 3,
}: AccommodationCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const meta = [category, location].filter(Boolean).join(' · ');
  return (
    <article className={styles.card}>
      <CardMedia image={image} fallbackAlt={name} missingText="No image available" />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {name}
        </Heading>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {description ? <p className={styles.text}>{description}</p> : null}
        <div className={styles.actions}>
          <LinkButton href={href} variant="soft" aria-describedby={titleId}>
            View Details
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
