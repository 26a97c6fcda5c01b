import { EmptyState, LinkButton } from '@tembo/ui';
import type { PackagesListData } from '@tembo/data';
import { paths } from '../../config/paths.ts';
import { PackageCards } from '../../lib/layout/cards.tsx';

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
  return <PackageCards rows={packages} headingLevel={2} priorityFirst />;
}
