import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { accommodationsType } from '@tembo/data/admin';
import { FormCheckbox } from '../../form-fields/FormCheckbox.tsx';
import { FormNumberField } from '../../form-fields/FormNumberField.tsx';
import { FormSelect } from '../../form-fields/FormSelect.tsx';
import { FormTextArea } from '../../form-fields/FormTextArea.tsx';
import { FormTextField } from '../../form-fields/FormTextField.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { TextListField } from '../forms/TextListField.tsx';
import { RecordFormFrame, useRecordForm } from '../forms/RecordForm.tsx';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import * as styles from '../shared/admin.css.ts';
import {
  accommodationToValues,
  accommodationTypes,
  emptyAccommodation,
} from './accommodation-values.ts';
import { LocationField } from './LocationField.tsx';

const resolver = zodResolver(accommodationsType.schema, undefined, { raw: true });

/** Create or edit an accommodation, with its position on a map. */
export function AccommodationForm({ row }: { row?: Tables<'accommodations'> }) {
  const remove = accommodationsType.useRemove();
  const admin = useRecordForm({
    type: 'accommodations',
    id: row?.id,
    resolver,
    initialValues: row ? accommodationToValues(row) : emptyAccommodation(),
    fields: accommodationsType.fields,
    save: accommodationsType.useSave(),
    messages: { created: 'Accommodation created.', saved: 'Accommodation saved.' },
  });
  const { form } = admin;
  const { control } = form;
  const onNameChange = useSlugFromTitle(form, 'name', !row);

  return (
    <RecordFormFrame
      admin={admin}
      type="accommodations"
      record={row ? { id: row.id, name: row.name } : undefined}
      label={row ? `Edit ${row.name}` : 'New accommodation'}
      createLabel="Create accommodation"
      what="accommodation"
      remove={remove}
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
        description="Published accommodations go live on the site with the next build, about a minute after saving."
      />
    </RecordFormFrame>
  );
}
