import { Link } from 'react-router';
import type { Tables } from '@tembo/data';
import { packagesType } from '@tembo/data/admin';
import { formatUsd } from '../../format/format.ts';
import { paths } from '../../../config/paths.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption } from '../list/list-controls.ts';
import { publishedStates } from '../list/published-states.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';

type Row = Tables<'packages'>;

const sorts: SortOption<Row>[] = [
  {
    id: 'order',
    label: 'Site order',
    compare: (a, b) => a.sort_order - b.sort_order || byText(a.title, b.title),
  },
  { id: 'title', label: 'Title (A to Z)', compare: (a, b) => byText(a.title, b.title) },
  {
    id: 'updated',
    label: 'Recently changed',
    compare: (a, b) => newestFirst(a.updated_at, b.updated_at),
  },
  { id: 'price', label: 'Price (low to high)', compare: (a, b) => a.price_usd - b.price_usd },
];

/** /admin/packages: every safari package, drafts included. */
export function PackagesList() {
  const query = packagesType.useList();
  const remove = packagesType.useRemove();
  return (
    <AdminList
      title="Safari packages"
      description="Create, edit and publish the safaris travellers can book."
      noun="package"
      query={query}
      publicHref={paths.safaris()}
      create={{ href: adminPaths.create('packages'), label: 'New package' }}
      searchText={(row) => `${row.title} ${row.slug} ${row.category} ${row.duration}`}
      sorts={sorts}
      states={publishedStates<Row>()}
      columns={[
        {
          header: 'Title',
          cell: (row) => (
            <Link to={adminPaths.edit('packages', row.id)} className={styles.link}>
              {row.title}
            </Link>
          ),
        },
        { header: 'Duration', cell: (row) => row.duration },
        { header: 'Price', cell: (row) => formatUsd(row.price_usd) },
        { header: 'Status', cell: (row) => <StateBadge on={row.published} /> },
      ]}
      actions={(row) => (
        <RowActions
          type="packages"
          id={row.id}
          name={row.title}
          what="safari package"
          remove={remove}
        />
      )}
    />
  );
}
