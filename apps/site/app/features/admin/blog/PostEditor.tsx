import { postsType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { PostForm } from './PostForm.tsx';

const back = <BackToList href={adminPaths.list('blog')} label="posts" />;

/** /admin/blog/new and /admin/blog/edit/{id}. */
export function PostEditor({ id }: { id?: string | undefined }) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New blog post" back={back} />
        <PostForm />
      </>
    );
  }
  return <EditPost id={id} />;
}

function EditPost({ id }: { id: string }) {
  const query = postsType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit blog post"
      backHref={adminPaths.list('blog')}
      backLabel="posts"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Edit ${row.title}`} back={back} />
          <PostForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}
