import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { destinationsType } from '@tembo/data/admin';
import { FormCheckbox } from '../../form-fields/FormCheckbox.tsx';
import { FormTextArea } from '../../form-fields/FormTextArea.tsx';
import { FormTextField } from '../../form-fields/FormTextField.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { TextListField } from '../forms/TextListField.tsx';
import { RecordFormFrame, useRecordForm } from '../forms/RecordForm.tsx';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import * as styles from '../shared/admin.css.ts';
import { destinationToValues, emptyDestination } from './destination-values.ts';

const resolver = zodResolver(destinationsType.schema, undefined, { raw: true });

/** Create or edit a destination. */
export function DestinationForm({ row }: { row?: Tables<'destinations'> }) {
  const remove = destinationsType.useRemove();
  const admin = useRecordForm({
    type: 'destinations',
    id: row?.id,
    resolver,
    initialValues: row ? destinationToValues(row) : emptyDestination(),
    fields: destinationsType.fields,
    save: destinationsType.useSave(),
    messages: { created: 'Destination created.', saved: 'Destination saved.' },
  });
  const { form } = admin;
  const { control } = form;
  const onNameChange = useSlugFromTitle(form, 'name', !row);

  return (
    <RecordFormFrame
      admin={admin}
      type="destinations"
      record={row ? { id: row.id, name: row.name } : undefined}
      label={row ? `Edit ${row.name}` : 'New destination'}
      createLabel="Create destination"
      what="destination"
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
        <FormTextField
          control={control}
          name="location"
          label="Location"
          description="For example: South-western Uganda"
        />
        <FormTextArea control={control} name="description" label="Description" rows={6} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Image</legend>
        <ImageUploadField
          control={control}
          name="image_url"
          label="Destination image"
          folder="destinations"
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
        name="highlights"
        label="Highlights"
        itemLabel="Highlight"
        maxItems={20}
      />
      <FormCheckbox
        control={control}
        name="published"
        label="Published"
        description="Published destinations go live on the site with the next build, about a minute after saving."
      />
    </RecordFormFrame>
  );
}
