import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccommodationDetailData } from '@tembo/data';
import { LinkButton, StarRating } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { altText, focalPoint } from '../../lib/format/record-image.ts';
import { CallToAction } from '../../lib/layout/CallToAction.tsx';
import { PageImage } from '../../lib/layout/PageImage.tsx';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import * as styles from '../../lib/layout/page.css.ts';
import { AccommodationLocation } from './AccommodationLocation.tsx';
import { accommodationTypeLabel } from '../../lib/format/accommodation-type.ts';

export interface AccommodationArticleProps {
  /** The accommodation as the public read returns it (or, in the admin's preview, as the form holds it). */
  lodging: AccommodationDetailData;
  /**
   * After the description and amenities: the gallery (another feature's, so the route composes
   * it: docs/architecture.md).
   */
  children?: ReactNode;
}

/**
 * An accommodation's page: its type, price range and our rating, the picture, the description,
 * amenities, the map and the enquiry action.
 * /accommodations/{slug} renders it from the public read; the admin's preview from the unsaved
 * form (docs/decisions.md#editor-preview).
 */
export function AccommodationArticle({ lodging, children }: AccommodationArticleProps) {
  return (
    <article>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.accommodations()}>
            All accommodations
          </Link>
        }
        title={lodging.name}
      >
        <ul className={styles.facts} aria-label="At a glance">
          <li>
            <span className={styles.factValue}>{accommodationTypeLabel(lodging.type)}</span> in{' '}
            {lodging.location}
          </li>
          {lodging.price_range ? (
            <li>
              Price range: <span className={styles.factValue}>{lodging.price_range}</span>
            </li>
          ) : null}
          {lodging.rating ? (
            <li className={styles.rating}>
              {/* Our own rating of the stay, not a hotel class or guests' reviews: said in sight
                  and in the stars' name (docs/product-rules.md#lodge-ratings). */}
              <span aria-hidden="true">
                Our rating: <span className={styles.factValue}>{lodging.rating} / 5</span>
              </span>
              <StarRating value={lodging.rating} label="Our rating" />
            </li>
          ) : null}
        </ul>
      </PageHeader>
      <div className={styles.container}>
        <PageImage
          url={lodging.image_url}
          alt={altText(lodging.image_alt, lodging.image_decorative, lodging.name)}
          focalPoint={focalPoint(lodging.image_focal_x, lodging.image_focal_y)}
          missingText="No image available"
        />
        <div className={styles.split}>
          <section aria-labelledby="about-stay">
            <h2 id="about-stay" className={styles.sectionTitle}>
              About the stay
            </h2>
            <p className={styles.text}>{lodging.description}</p>
          </section>
          {lodging.amenities.length > 0 ? (
            <section aria-labelledby="amenities" className={styles.panel}>
              <h2 id="amenities" className={styles.subTitle}>
                Amenities
              </h2>
              <ul className={styles.list}>
                {lodging.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {children}
        <AccommodationLocation
          name={lodging.name}
          location={lodging.location}
          latitude={lodging.latitude}
          longitude={lodging.longitude}
        />
        <CallToAction
          title="Stay here on your safari"
          text={`We can build ${lodging.name} into any of our safaris. Tell us your dates and we will check availability.`}
        >
          <LinkButton href={paths.contactAboutStay(lodging.id)}>Contact Us</LinkButton>
        </CallToAction>
      </div>
    </article>
  );
}
