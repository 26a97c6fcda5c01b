import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Tables } from '@tembo/data';
import {
  postInputSchema,
  usePostCreateMutation,
  usePostDeleteMutation,
  usePostUpdateMutation,
  type PostFormValues,
} from '@tembo/data/admin';
import { FormCheckbox, FormTextArea, FormTextField } from '../../form-fields/controlled.tsx';
import { AdminFormFrame } from '../forms/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import { emptyPost, postFields, postToValues } from './post-values.ts';

const resolver = zodResolver(postInputSchema, undefined, { raw: true });

/** Create or edit a blog post. */
export function PostForm({ row }: { row?: Tables<'blog_posts'> }) {
  const navigate = useNavigate();
  const create = usePostCreateMutation();
  const update = usePostUpdateMutation();
  const remove = usePostDeleteMutation();
  const admin = useAdminForm({
    resolver,
    initialValues: row ? postToValues(row) : emptyPost(),
    draftKey: `blog:${row?.id ?? 'new'}`,
    fields: postFields,
    save: (values: PostFormValues) =>
      row ? update.mutateAsync({ id: row.id, values }) : create.mutateAsync({ values }),
    savedMessage: row ? 'Post saved.' : 'Post created.',
    onSaved: (saved) => {
      if (!row) navigate(adminPaths.edit('blog', saved.id), { replace: true });
    },
  });
  const { form } = admin;
  const { control } = form;
  const onTitleChange = useSlugFromTitle(form, 'title', !row);

  return (
    <AdminFormFrame
      admin={admin}
      label={row ? `Edit ${row.title}` : 'New blog post'}
      submitLabel={row ? 'Save changes' : 'Create post'}
      cancelHref={adminPaths.list('blog')}
      extraActions={
        row ? (
          <DeleteRecordButton
            what="blog post"
            name={row.title}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            onDeleted={() => {
              admin.abandon();
              navigate(adminPaths.list('blog'));
            }}
          />
        ) : null
      }
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Basics</legend>
        <FormTextField
          control={control}
          name="title"
          label="Title"
          isRequired
          onValueChange={onTitleChange}
        />
        <FormTextField
          control={control}
          name="slug"
          label="Slug"
          isRequired
          description={
            row
              ? 'The post’s address: /blog/your-slug. Changing it breaks links to a published post.'
              : 'The post’s address: /blog/your-slug. Made from the title, and you can change it.'
          }
        />
        <FormTextArea
          control={control}
          name="excerpt"
          label="Excerpt"
          rows={3}
          description="Shown in lists. Leave empty to use the first 150 characters of the text."
        />
      </fieldset>
      <MarkdownEditor control={control} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Featured image</legend>
        <ImageUploadField
          control={control}
          name="featured_image"
          label="Featured image"
          folder="blog"
        />
        <FormTextField
          control={control}
          name="featured_image_alt"
          label="Image description (alt text)"
          description="What the picture shows. Required with an image."
        />
      </fieldset>
      <FormCheckbox
        control={control}
        name="published"
        label="Published"
        description="Published posts show on the blog; drafts only here."
      />
    </AdminFormFrame>
  );
}
