import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Tables } from '@tembo/data';
import {
  galleryImageInputSchema,
  useGalleryImageCreateMutation,
  useGalleryImageDeleteMutation,
  useGalleryImageUpdateMutation,
  type GalleryImageFormValues,
} from '@tembo/data/admin';
import { FormNumberField, FormTextField } from '../../form-fields/controlled.tsx';
import { AdminFormFrame } from '../forms/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { emptyGalleryImage, galleryFields, galleryImageToValues } from './gallery-values.ts';

const resolver = zodResolver(galleryImageInputSchema, undefined, { raw: true });

/** Add or edit a gallery photo: the upload, its title and its required alt text. */
export function GalleryImageForm({ row }: { row?: Tables<'gallery'> }) {
  const navigate = useNavigate();
  const create = useGalleryImageCreateMutation();
  const update = useGalleryImageUpdateMutation();
  const remove = useGalleryImageDeleteMutation();
  const admin = useAdminForm({
    resolver,
    initialValues: row ? galleryImageToValues(row) : emptyGalleryImage(),
    draftKey: `gallery:${row?.id ?? 'new'}`,
    fields: galleryFields,
    save: (values: GalleryImageFormValues) =>
      row ? update.mutateAsync({ id: row.id, values }) : create.mutateAsync({ values }),
    savedMessage: row ? 'Photo saved.' : 'Photo added to the gallery.',
    onSaved: (saved) => {
      if (!row) navigate(adminPaths.edit('gallery', saved.id), { replace: true });
    },
  });
  const { control } = admin.form;

  return (
    <AdminFormFrame
      admin={admin}
      label={row ? `Edit ${row.title}` : 'New gallery photo'}
      submitLabel={row ? 'Save changes' : 'Add photo'}
      cancelHref={adminPaths.list('gallery')}
      extraActions={
        row ? (
          <DeleteRecordButton
            what="photo"
            name={row.title}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            onDeleted={() => {
              admin.abandon();
              navigate(adminPaths.list('gallery'));
            }}
          />
        ) : null
      }
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
    </AdminFormFrame>
  );
}
