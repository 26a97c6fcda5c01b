import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readItinerary, type PackageDetailData } from '@tembo/data';
import { formatUsd, LinkButton } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { siteConfig } from '../../config/site.config.ts';
import { altText, focalPoint } from '../../lib/format/record-image.ts';
import { CallToAction } from '../../lib/layout/CallToAction.tsx';
import { PageImage } from '../../lib/layout/PageImage.tsx';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import * as styles from '../../lib/layout/page.css.ts';
import { Section } from '../../lib/layout/Section.tsx';
import { categoryLabel } from './categories.ts';
import { RouteMap } from './RouteMap.tsx';
import { lodgeOfDay, routeStops, type LodgeRef } from './route-stops.ts';

export interface PackageArticleProps {
  /** The package as the public read returns it (or, in the admin's preview, as the form holds it). */
  pkg: PackageDetailData;
  /**
   * The published lodges, which itinerary days link to and the route map places
   * (docs/decisions.md#record-galleries). None: days name their lodge in words, and no map.
   */
  lodges?: readonly LodgeRef[];
  /**
   * After the route map: the gallery, the trip's reviews and related trips on the public page
   * (the gallery is another feature's, so the route composes it: docs/architecture.md).
   */
  children?: ReactNode;
  /** After the page's body, inside the article: the phone's Enquire bar on the public page. */
  footer?: ReactNode;
}

/**
 * Where a day's night is spent: a link to the lodge's page when the day names a published lodge
 * (by id, chosen in the admin: docs/decisions.md#record-galleries), else the name in words.
 */
function Overnight({ name, lodge }: { name: string | null; lodge: LodgeRef | null }) {
  if (!name && !lodge) return null;
  return (
    <p className={styles.timelineMeta}>
      Overnight:{' '}
      {lodge ? (
        <Link className={styles.link} to={paths.accommodation(lodge.slug)}>
          {name || lodge.name}
        </Link>
      ) : (
        name
      )}
    </p>
  );
}

/**
 * A package's page: price, duration, highlights, itinerary with its lodges, inclusions, route map
 * and the enquiry action.
 * /safaris/{slug} renders it from the public read; the admin's preview from the unsaved form
 * (docs/decisions.md#editor-preview).
 */
export function PackageArticle({ pkg, lodges = [], children, footer }: PackageArticleProps) {
  const itinerary = readItinerary(pkg.itinerary);
  const stops = routeStops(itinerary, lodges);
  return (
    <article>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.packages()}>
            All safari packages
          </Link>
        }
        title={pkg.title}
      >
        <ul className={styles.facts} aria-label="At a glance">
          <li>
            Duration: <span className={styles.factValue}>{pkg.duration}</span>
          </li>
          <li>
            Price: <span className={styles.factValue}>{formatUsd(pkg.price_usd)}</span>{' '}
            {pkg.price_basis || 'per person'}
          </li>
          <li>
            Category:{' '}
            <Link className={styles.link} to={paths.packageCategory(pkg.category)}>
              {categoryLabel(pkg.category)}
            </Link>
          </li>
        </ul>
        <div className={styles.actions}>
          <LinkButton href={paths.contact(pkg.id)}>Enquire about this safari</LinkButton>
        </div>
      </PageHeader>
      <div className={styles.container}>
        <PageImage
          url={pkg.image_url}
          alt={altText(pkg.image_alt, pkg.image_decorative, pkg.title)}
          focalPoint={focalPoint(pkg.image_focal_x, pkg.image_focal_y)}
          missingText="No image available"
        />
        <div className={styles.split}>
          <div className={styles.stack}>
            {pkg.description.trim() ? (
              <section aria-labelledby="overview">
                <h2 id="overview" className={styles.sectionTitle}>
                  Overview
                </h2>
                <p className={styles.text}>{pkg.description}</p>
              </section>
            ) : null}
            {pkg.best_time ? (
              <section aria-labelledby="best-time">
                <h2 id="best-time" className={styles.sectionTitle}>
                  Best time to go
                </h2>
                <p className={styles.text}>{pkg.best_time}</p>
              </section>
            ) : null}
          </div>
          {pkg.highlights.length > 0 ? (
            <section aria-labelledby="highlights" className={styles.panel}>
              <h2 id="highlights" className={styles.subTitle}>
                Highlights
              </h2>
              <ul className={styles.list}>
                {pkg.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {itinerary.length > 0 ? (
          <Section id="itinerary" title="Day-by-day itinerary">
            <ol className={styles.timeline}>
              {itinerary.map((day, index) => (
                // Day numbers may repeat (a range of days), so the position keys the entry.
                <li key={`${index}-${day.day}`} className={styles.timelineDay}>
                  <h3 className={styles.subTitle}>
                    Day {day.day}: {day.title}
                  </h3>
                  <p className={styles.text}>{day.description}</p>
                  <Overnight name={day.accommodation} lodge={lodgeOfDay(day, lodges)} />
                  {day.meals ? <p className={styles.timelineMeta}>Meals: {day.meals}</p> : null}
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        {/* A section with nothing in it is not shown (docs/product-rules.md#publishing-a-package). */}
        {pkg.inclusions.length > 0 || pkg.exclusions.length > 0 ? (
          <section className={`${styles.section} ${styles.columns}`} aria-label="What is included">
            {pkg.inclusions.length > 0 ? (
              <div>
                <h2 className={styles.subTitle}>Included</h2>
                <ul className={styles.list}>
                  {pkg.inclusions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {pkg.exclusions.length > 0 ? (
              <div>
                <h2 className={styles.subTitle}>Not included</h2>
                <ul className={styles.list}>
                  {pkg.exclusions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
        <RouteMap stops={stops} title={pkg.title} />
        {children}
        <CallToAction
          title="Ready to go?"
          text={`Ask us about dates, permits and lodges for ${pkg.title}. We answer within ${siteConfig.enquiryReply.within}.`}
        >
          <LinkButton href={paths.contact(pkg.id)}>Enquire about this safari</LinkButton>
          <LinkButton href={paths.submitTestimonial(pkg.id)} variant="soft">
            Review this trip
          </LinkButton>
        </CallToAction>
      </div>
      {footer}
    </article>
  );
}
