import { Link } from 'react-router';
import { Button, StarRating } from '@tembo/ui';
import type { Tables } from '@tembo/data';
import { testimonialsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption, type StateOption } from '../list/list-controls.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { formatDate } from '../shared/format.ts';
import { notify } from '../shared/notify.ts';

type Row = Tables<'testimonials'>;

const sorts: SortOption<Row>[] = [
  {
    id: 'newest',
    label: 'Newest first',
    compare: (a, b) => newestFirst(a.created_at, b.created_at),
  },
  { id: 'name', label: 'Name (A to Z)', compare: (a, b) => byText(a.name, b.name) },
  { id: 'rating', label: 'Rating (high to low)', compare: (a, b) => b.rating - a.rating },
];

const states: StateOption<Row>[] = [
  { id: 'pending', label: 'Awaiting approval', test: (row) => !row.approved },
  { id: 'approved', label: 'Approved', test: (row) => row.approved },
];

/** Approve a waiting testimonial, or hide an approved one again. */
function ApproveButton({ row }: { row: Row }) {
  const approve = testimonialsType.usePatch({
    onSuccess: (saved) =>
      notify.success(
        saved.approved
          ? `The testimonial from ${saved.name} is approved and goes live on the site with the next build, in about a minute.`
          : `The testimonial from ${saved.name} is hidden from the site.`,
      ),
    onError: (error) => notify.error('The testimonial was not changed.', error.message),
  });
  return (
    <Button
      variant={row.approved ? 'ghost' : 'soft'}
      size="sm"
      isDisabled={approve.isPending}
      aria-label={`${row.approved ? 'Hide' : 'Approve'} the testimonial from ${row.name}`}
      onPress={() => approve.mutate({ id: row.id, values: { approved: !row.approved } })}
    >
      {row.approved ? 'Hide' : 'Approve'}
    </Button>
  );
}

/** /admin/testimonials: approve or reject submissions, edit and add testimonials. */
export function TestimonialsList() {
  const query = testimonialsType.useList();
  const remove = testimonialsType.useRemove();
  return (
    <AdminList
      title="Testimonials"
      description="Guests' words. Submissions from the site wait here until approved; rejecting one deletes it."
      noun="testimonial"
      query={query}
      publicHref={paths.testimonials()}
      create={{ href: adminPaths.create('testimonials'), label: 'New testimonial' }}
      searchText={(row) => `${row.name} ${row.country ?? ''} ${row.content}`}
      sorts={sorts}
      states={states}
      columns={[
        {
          header: 'From',
          cell: (row) => (
            <>
              <Link to={adminPaths.edit('testimonials', row.id)} className={styles.link}>
                {row.name}
              </Link>
              {row.country ? <div className={styles.muted}>{row.country}</div> : null}
            </>
          ),
        },
        { header: 'Rating', cell: (row) => <StarRating value={row.rating} /> },
        {
          header: 'Text',
          cell: (row) => (row.content.length > 90 ? `${row.content.slice(0, 90)}…` : row.content),
        },
        { header: 'Received', cell: (row) => formatDate(row.created_at) },
        {
          header: 'Status',
          cell: (row) => (
            <StateBadge on={row.approved} onLabel="Approved" offLabel="Awaiting approval" />
          ),
        },
      ]}
      actions={(row) => (
        <RowActions
          type="testimonials"
          id={row.id}
          name={row.name}
          what="testimonial"
          editLabel={`Edit the testimonial from ${row.name}`}
          remove={remove}
        >
          <ApproveButton row={row} />
        </RowActions>
      )}
    />
  );
}
