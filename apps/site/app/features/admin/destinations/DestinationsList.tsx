import { Link } from 'react-router';
import type { Tables } from '@tembo/data';
import { destinationsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption } from '../list/list-controls.ts';
import { publishedStates } from '../list/published-states.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';

type Row = Tables<'destinations'>;

const sorts: SortOption<Row>[] = [
  { id: 'name', label: 'Name (A to Z)', compare: (a, b) => byText(a.name, b.name) },
  {
    id: 'updated',
    label: 'Recently changed',
    compare: (a, b) => newestFirst(a.updated_at, b.updated_at),
  },
];

/** /admin/destinations. */
export function DestinationsList() {
  const query = destinationsType.useList();
  const remove = destinationsType.useRemove();
  return (
    <AdminList
      title="Destinations"
      description="The parks and places the safaris visit."
      noun="destination"
      query={query}
      publicHref={paths.destinations()}
      create={{ href: adminPaths.create('destinations'), label: 'New destination' }}
      searchText={(row) => `${row.name} ${row.location} ${row.slug}`}
      sorts={sorts}
      states={publishedStates<Row>()}
      columns={[
        {
          header: 'Name',
          cell: (row) => (
            <Link to={adminPaths.edit('destinations', row.id)} className={styles.link}>
              {row.name}
            </Link>
          ),
        },
        { header: 'Location', cell: (row) => row.location },
        { header: 'Status', cell: (row) => <StateBadge on={row.published} /> },
      ]}
      actions={(row) => (
        <RowActions
          type="destinations"
          id={row.id}
          name={row.name}
          what="destination"
          remove={remove}
        />
      )}
    />
  );
}
