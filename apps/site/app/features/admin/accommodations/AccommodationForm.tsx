import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Tables } from '@tembo/data';
import {
  accommodationInputSchema,
  useAccommodationCreateMutation,
  useAccommodationDeleteMutation,
  useAccommodationUpdateMutation,
  type AccommodationFormValues,
} from '@tembo/data/admin';
import {
  FormCheckbox,
  FormNumberField,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../form-fields/controlled.tsx';
import { AdminFormFrame } from '../forms/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { TextListField } from '../forms/TextListField.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import {
  accommodationFields,
  accommodationToValues,
  accommodationTypes,
  emptyAccommodation,
} from './accommodation-values.ts';
import { LocationField } from './LocationField.tsx';

const resolver = zodResolver(accommodationInputSchema, undefined, { raw: true });

/** Create or edit an accommodation, with its position on a map. */
export function AccommodationForm({ row }: { row?: Tables<'accommodations'> }) {
  const navigate = useNavigate();
  const create = useAccommodationCreateMutation();
  const update = useAccommodationUpdateMutation();
  const remove = useAccommodationDeleteMutation();
  const admin = useAdminForm({
    resolver,
    initialValues: row ? accommodationToValues(row) : emptyAccommodation(),
    draftKey: `accommodations:${row?.id ?? 'new'}`,
    fields: accommodationFields,
    save: (values: AccommodationFormValues) =>
      row ? update.mutateAsync({ id: row.id, values }) : create.mutateAsync({ values }),
    savedMessage: row ? 'Accommodation saved.' : 'Accommodation created.',
    onSaved: (saved) => {
      if (!row) navigate(adminPaths.edit('accommodations', saved.id), { replace: true });
    },
  });
  const { form } = admin;
  const { control } = form;
  const onNameChange = useSlugFromTitle(form, 'name', !row);

  return (
    <AdminFormFrame
      admin={admin}
      label={row ? `Edit ${row.name}` : 'New accommodation'}
      submitLabel={row ? 'Save changes' : 'Create accommodation'}
      cancelHref={adminPaths.list('accommodations')}
      extraActions={
        row ? (
          <DeleteRecordButton
            what="accommodation"
            name={row.name}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            onDeleted={() => {
              admin.abandon();
              navigate(adminPaths.list('accommodations'));
            }}
          />
        ) : null
      }
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Basics</legend>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          isRequired
          onValueChange={onNameChange}
        />
        <FormTextField
          control={control}
          name="slug"
          label="Slug"
          isRequired
          description="Lowercase words joined by hyphens; made from the name, and you can change it."
        />
        <div className={styles.twoColumns}>
          <FormSelect
            control={control}
            name="type"
            label="Type"
            isRequired
            options={accommodationTypes}
          />
          <FormNumberField
            control={control}
            name="rating"
            label="Rating (0 to 5)"
            minValue={0}
            maxValue={5}
            step={0.1}
            formatOptions={{ maximumFractionDigits: 1 }}
          />
          <FormTextField
            control={control}
            name="price_range"
            label="Price range"
            description='For example "$250 - $450 per night".'
          />
          <FormTextField control={control} name="location" label="Location" />
        </div>
        <FormTextArea control={control} name="description" label="Description" rows={6} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Image</legend>
        <ImageUploadField
          control={control}
          name="image_url"
          label="Accommodation image"
          folder="accommodations"
        />
        <FormTextField
          control={control}
          name="image_alt"
          label="Image description (alt text)"
          description="What the picture shows. Required with an image."
        />
      </fieldset>
      <TextListField
        control={control}
        name="amenities"
        label="Amenities"
        itemLabel="Amenity"
        maxItems={40}
      />
      <LocationField form={form} />
      <FormCheckbox
        control={control}
        name="published"
        label="Published"
        description="Published accommodations show on the site."
      />
    </AdminFormFrame>
  );
}
