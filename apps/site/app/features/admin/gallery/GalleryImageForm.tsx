import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { galleryType } from '@tembo/data/admin';
import { FormNumberField } from '../../form-fields/FormNumberField.tsx';
import { FormTextField } from '../../form-fields/FormTextField.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { RecordFormFrame, useRecordForm } from '../forms/RecordForm.tsx';
import * as styles from '../shared/admin.css.ts';
import { emptyGalleryImage, galleryImageToValues } from './gallery-values.ts';

const resolver = zodResolver(galleryType.schema, undefined, { raw: true });

/** Add or edit a gallery photo: the upload, its title and its required alt text. */
export function GalleryImageForm({ row }: { row?: Tables<'gallery'> }) {
  const remove = galleryType.useRemove();
  const admin = useRecordForm({
    type: 'gallery',
    id: row?.id,
    resolver,
    initialValues: row ? galleryImageToValues(row) : emptyGalleryImage(),
    fields: galleryType.fields,
    save: galleryType.useSave(),
    messages: { created: 'Photo added to the gallery.', saved: 'Photo saved.' },
  });
  const { control } = admin.form;

  return (
    <RecordFormFrame
      admin={admin}
      type="gallery"
      record={row ? { id: row.id, name: row.title } : undefined}
      label={row ? `Edit ${row.title}` : 'New gallery photo'}
      createLabel="Add photo"
      what="photo"
      remove={remove}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Photo</legend>
        <ImageUploadField
          control={control}
          name="image_url"
          label="Photo"
          folder="gallery"
          isRequired
        />
        <FormTextField control={control} name="title" label="Title" isRequired />
        <FormTextField
          control={control}
          name="alt"
          label="Description (alt text)"
          isRequired
          description="What the photo shows, for visitors who cannot see it."
        />
        <FormNumberField
          control={control}
          name="sort_order"
          label="Sort order"
          description="Lower numbers come first in the gallery."
        />
      </fieldset>
    </RecordFormFrame>
  );
}
