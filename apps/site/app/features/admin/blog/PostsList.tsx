import { Link } from 'react-router';
import { Button } from '@tembo/ui';
import type { PostSummary } from '@tembo/data';
import { postsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { liveAfterBuild } from '../live-site/live-after-build.ts';
import { RowActions } from '../list/RowActions.tsx';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption } from '../list/list-controls.ts';
import { publishedStates } from '../list/published-states.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { formatDate } from '../shared/format.ts';
import { notify } from '../shared/notify.ts';

type Row = PostSummary;

const sorts: SortOption<Row>[] = [
  {
    id: 'newest',
    label: 'Newest first',
    compare: (a, b) => newestFirst(a.created_at, b.created_at),
  },
  { id: 'title', label: 'Title (A to Z)', compare: (a, b) => byText(a.title, b.title) },
  {
    id: 'updated',
    label: 'Recently changed',
    compare: (a, b) => newestFirst(a.updated_at, b.updated_at),
  },
];

/** Publish or unpublish from the list, with the result in a toast. */
function PublishButton({ row }: { row: Row }) {
  const publish = postsType.usePatch({
    onSuccess: (saved) =>
      notify.success(
        saved.published ? `"${saved.title}" is published.` : `"${saved.title}" is a draft again.`,
        liveAfterBuild,
      ),
    onError: (error) => notify.error('The post was not changed.', error.message),
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      isDisabled={publish.isPending}
      aria-label={`${row.published ? 'Unpublish' : 'Publish'} ${row.title}`}
      onPress={() => publish.mutate({ id: row.id, values: { published: !row.published } })}
    >
      {row.published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

/** /admin/blog: every post, drafts included. */
export function PostsList() {
  const query = postsType.useList();
  const remove = postsType.useRemove();
  return (
    <AdminList
      title="Blog posts"
      description="Write, publish and take back the stories on the blog."
      noun="post"
      query={query}
      publicHref={paths.blog()}
      create={{ href: adminPaths.create('blog'), label: 'New post' }}
      searchText={(row) => `${row.title} ${row.slug} ${row.excerpt ?? ''}`}
      sorts={sorts}
      states={publishedStates<Row>()}
      columns={[
        {
          header: 'Title',
          cell: (row) => (
            <Link to={adminPaths.edit('blog', row.id)} className={styles.link}>
              {row.title}
            </Link>
          ),
        },
        { header: 'Created', cell: (row) => formatDate(row.created_at) },
        { header: 'Status', cell: (row) => <StateBadge on={row.published} /> },
      ]}
      actions={(row) => (
        <RowActions type="blog" id={row.id} name={row.title} what="blog post" remove={remove}>
          <PublishButton row={row} />
        </RowActions>
      )}
    />
  );
}
