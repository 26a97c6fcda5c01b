import { Link } from 'react-router';
import type { Tables } from '@tembo/data';
import { galleryType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption } from '../list/list-controls.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';

type Row = Tables<'gallery'>;

const sorts: SortOption<Row>[] = [
  {
    id: 'order',
    label: 'Gallery order',
    compare: (a, b) => a.sort_order - b.sort_order || byText(a.title, b.title),
  },
  {
    id: 'newest',
    label: 'Newest first',
    compare: (a, b) => newestFirst(a.created_at, b.created_at),
  },
  { id: 'title', label: 'Title (A to Z)', compare: (a, b) => byText(a.title, b.title) },
];

/** /admin/gallery: the photos of the public gallery. */
export function GalleryList() {
  const query = galleryType.useList();
  const remove = galleryType.useRemove();
  return (
    <AdminList
      title="Gallery"
      description="The photos on the gallery page, each with a title and a description."
      noun="photo"
      query={query}
      publicHref={paths.gallery()}
      create={{ href: adminPaths.create('gallery'), label: 'Add photo' }}
      searchText={(row) => `${row.title} ${row.alt}`}
      sorts={sorts}
      states={[]}
      columns={[
        {
          header: 'Photo',
          cell: (row) => (
            <img src={row.image_url} alt={row.alt} className={styles.thumbnail} loading="lazy" />
          ),
        },
        {
          header: 'Title',
          cell: (row) => (
            <Link to={adminPaths.edit('gallery', row.id)} className={styles.link}>
              {row.title}
            </Link>
          ),
        },
        { header: 'Order', cell: (row) => row.sort_order },
      ]}
      actions={(row) => (
        <RowActions type="gallery" id={row.id} name={row.title} what="photo" remove={remove} />
      )}
    />
  );
}
