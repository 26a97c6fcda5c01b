import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DestinationDetailData } from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { altText, focalPoint } from '../../lib/format/record-image.ts';
import { CallToAction } from '../../lib/layout/CallToAction.tsx';
import { PageImage } from '../../lib/layout/PageImage.tsx';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import * as styles from '../../lib/layout/page.css.ts';

export interface DestinationArticleProps {
  /** The destination as the public read returns it (or, in the admin's preview, as the form holds it). */
  destination: DestinationDetailData;
  /**
   * After the description and highlights: the gallery, the safaris and lodges there and the map
   * on the public page (other features' parts and other rows, so the route composes them:
   * docs/architecture.md).
   */
  children?: ReactNode;
}

/**
 * A destination's page: where it is, the picture, the description, highlights and the enquiry
 * action.
 * /destinations/{slug} renders it from the public read; the admin's preview from the unsaved form
 * (docs/decisions.md#editor-preview).
 */
export function DestinationArticle({ destination, children }: DestinationArticleProps) {
  return (
    <article>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.destinations()}>
            All destinations
          </Link>
        }
        title={destination.name}
        lead={destination.location || undefined}
      />
      <div className={styles.container}>
        <PageImage
          url={destination.image_url}
          alt={altText(destination.image_alt, destination.image_decorative, destination.name)}
          focalPoint={focalPoint(destination.image_focal_x, destination.image_focal_y)}
          missingText="No image available"
        />
        <div className={styles.split}>
          {destination.description.trim() ? (
            <section aria-labelledby="about-destination">
              <h2 id="about-destination" className={styles.sectionTitle}>
                About {destination.name}
              </h2>
              <p className={styles.text}>{destination.description}</p>
            </section>
          ) : null}
          {destination.highlights.length > 0 ? (
            <section aria-labelledby="highlights" className={styles.panel}>
              <h2 id="highlights" className={styles.subTitle}>
                Highlights
              </h2>
              <ul className={styles.list}>
                {destination.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {children}
        <CallToAction
          title={`Plan your safari to ${destination.name}`}
          text="Tell us your dates and what you would like to see, and we will put together a trip for you."
        >
          <LinkButton href={paths.contact()}>Contact Us</LinkButton>
        </CallToAction>
      </div>
    </article>
  );
}
