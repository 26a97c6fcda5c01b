import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { postsType } from '@tembo/data/admin';
import { FormCheckbox } from '../../form-fields/FormCheckbox.tsx';
import { FormTextArea } from '../../form-fields/FormTextArea.tsx';
import { FormTextField } from '../../form-fields/FormTextField.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { RecordFormFrame, useRecordForm } from '../forms/RecordForm.tsx';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import * as styles from '../shared/admin.css.ts';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import { emptyPost, postToValues } from './post-values.ts';

const resolver = zodResolver(postsType.schema, undefined, { raw: true });

/** Create or edit a blog post. */
export function PostForm({ row }: { row?: Tables<'blog_posts'> }) {
  const remove = postsType.useRemove();
  const admin = useRecordForm({
    type: 'blog',
    id: row?.id,
    resolver,
    initialValues: row ? postToValues(row) : emptyPost(),
    fields: postsType.fields,
    save: postsType.useSave(),
    messages: { created: 'Post created.', saved: 'Post saved.' },
  });
  const { form } = admin;
  const { control } = form;
  const onTitleChange = useSlugFromTitle(form, 'title', !row);

  return (
    <RecordFormFrame
      admin={admin}
      type="blog"
      record={row ? { id: row.id, name: row.title } : undefined}
      label={row ? `Edit ${row.title}` : 'New blog post'}
      createLabel="Create post"
      what="blog post"
      remove={remove}
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
    </RecordFormFrame>
  );
}
