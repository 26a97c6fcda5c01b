import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Tables } from '@tembo/data';
import {
  destinationInputSchema,
  useDestinationCreateMutation,
  useDestinationDeleteMutation,
  useDestinationUpdateMutation,
  type DestinationFormValues,
} from '@tembo/data/admin';
import { FormCheckbox, FormTextArea, FormTextField } from '../../form-fields/controlled.tsx';
import { AdminFormFrame } from '../forms/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { TextListField } from '../forms/TextListField.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { useSlugFromTitle } from '../forms/use-slug-from-title.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { destinationFields, destinationToValues, emptyDestination } from './destination-values.ts';

const resolver = zodResolver(destinationInputSchema, undefined, { raw: true });

/** Create or edit a destination. */
export function DestinationForm({ row }: { row?: Tables<'destinations'> }) {
  const navigate = useNavigate();
  const create = useDestinationCreateMutation();
  const update = useDestinationUpdateMutation();
  const remove = useDestinationDeleteMutation();
  const admin = useAdminForm({
    resolver,
    initialValues: row ? destinationToValues(row) : emptyDestination(),
    draftKey: `destinations:${row?.id ?? 'new'}`,
    fields: destinationFields,
    save: (values: DestinationFormValues) =>
      row ? update.mutateAsync({ id: row.id, values }) : create.mutateAsync({ values }),
    savedMessage: row ? 'Destination saved.' : 'Destination created.',
    onSaved: (saved) => {
      if (!row) navigate(adminPaths.edit('destinations', saved.id), { replace: true });
    },
  });
  const { form } = admin;
  const { control } = form;
  const onNameChange = useSlugFromTitle(form, 'name', !row);

  return (
    <AdminFormFrame
      admin={admin}
      label={row ? `Edit ${row.name}` : 'New destination'}
      submitLabel={row ? 'Save changes' : 'Create destination'}
      cancelHref={adminPaths.list('destinations')}
      extraActions={
        row ? (
          <DeleteRecordButton
            what="destination"
            name={row.name}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            onDeleted={() => {
              admin.abandon();
              navigate(adminPaths.list('destinations'));
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
        description="Published destinations show on the site."
      />
    </AdminFormFrame>
  );
}
