import { Link } from 'react-router';
import type { Tables } from '@tembo/data';
import { accommodationsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption } from '../list/list-controls.ts';
import { publishedStates } from '../list/published-states.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { accommodationTypes } from './accommodation-values.ts';

type Row = Tables<'accommodations'>;

const typeLabel = (type: Row['type']) =>
  accommodationTypes.find((entry) => entry.id === type)?.label ?? type;

const sorts: SortOption<Row>[] = [
  { id: 'name', label: 'Name (A to Z)', compare: (a, b) => byText(a.name, b.name) },
  {
    id: 'updated',
    label: 'Recently changed',
    compare: (a, b) => newestFirst(a.updated_at, b.updated_at),
  },
  {
    id: 'rating',
    label: 'Rating (high to low)',
    compare: (a, b) => (b.rating ?? -1) - (a.rating ?? -1),
  },
];

/** /admin/accommodations. */
export function AccommodationsList() {
  const query = accommodationsType.useList();
  const remove = accommodationsType.useRemove();
  return (
    <AdminList
      title="Accommodations"
      description="Lodges, camps, hotels and guesthouses, with their map positions."
      noun="accommodation"
      query={query}
      publicHref={paths.accommodations()}
      create={{ href: adminPaths.create('accommodations'), label: 'New accommodation' }}
      searchText={(row) => `${row.name} ${row.location} ${row.type} ${row.slug}`}
      sorts={sorts}
      states={publishedStates<Row>()}
      columns={[
        {
          header: 'Name',
          cell: (row) => (
            <Link to={adminPaths.edit('accommodations', row.id)} className={styles.link}>
              {row.name}
            </Link>
          ),
        },
        { header: 'Type', cell: (row) => typeLabel(row.type) },
        { header: 'Location', cell: (row) => row.location },
        { header: 'Status', cell: (row) => <StateBadge on={row.published} /> },
      ]}
      actions={(row) => (
        <RowActions
          type="accommodations"
          id={row.id}
          name={row.name}
          what="accommodation"
          remove={remove}
        />
      )}
    />
  );
}
