import { EmptyState, LinkButton, PackageCard } from '@tembo/ui';
import type { PackagesListData } from '@tembo/data';
import { paths } from '../../config/paths.ts';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { altText, focalPoint } from '../../lib/format/record-image.ts';
import * as styles from '../../lib/layout/page.css.ts';

/** docs/product-rules.md#error-texts, word for word. */
const packagesLoadError = 'Failed to load safari packages. Please try refreshing the page.';

export interface PackagesListProps {
  packages: PackagesListData | undefined;
  /** The list could not be loaded (and nothing is cached). */
  failed: boolean;
  /** Shown when the list is empty, e.g. 'No gorilla trekking safaris are available yet.' */
  emptyTitle: string;
}

/** Package cards in a grid, or the catalogue's error, or an empty state. */
export function PackagesList({ packages, failed, emptyTitle }: PackagesListProps) {
  if (failed && !packages) {
    return <EmptyState title={packagesLoadError} announce="alert" />;
  }
  if (!packages || packages.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description="Tell us what you would like to do and we will plan it for you."
        action={<LinkButton href={paths.contact()}>Contact Us</LinkButton>}
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {packages.map((pkg, index) => (
        <li key={pkg.id}>
          <PackageCard
            title={pkg.title}
            href={paths.package(pkg.slug)}
            image={
              pkg.image_url
                ? {
                    ...responsiveImage(pkg.image_url, 'card'),
                    alt: altText(pkg.image_alt, pkg.image_decorative, pkg.title),
                    focalPoint: focalPoint(pkg.image_focal_x, pkg.image_focal_y),
                    ...imageSize,
                    // The first card is the largest picture on a phone.
                    priority: index === 0,
                  }
                : null
            }
            duration={pkg.duration}
            priceUsd={pkg.price_usd}
            highlights={pkg.highlights}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
