import { useId } from 'react';
import { LinkButton } from '../Button/LinkButton.tsx';
import * as styles from '../private/Card.css.ts';
import { CardMedia, type CardImage } from '../private/CardMedia.tsx';

export interface DestinationCardProps {
  /** The destination's name, e.g. 'Bwindi Impenetrable Forest'. */
  name: string;
  /** Its page. */
  href: string;
  /** The cover picture; without one the card says 'No image available'. */
  image?: CardImage | null;
  /** Where it is, e.g. 'South-western Uganda'. */
  location?: string;
  /** A short description. */
  description?: string;
  /**
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** A destination in a list: picture, name, location, description, 'View Details'. */
export function DestinationCard({
  name,
  href,
  image,
  location,
  description,
  headingLevel = 3,
}: DestinationCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <CardMedia image={image} fallbackAlt={name} missingText="No image available" />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {name}
        </Heading>
        {location ? <p className={styles.meta}>{location}</p> : null}
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
