import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { packagesType } from '@tembo/data/admin';
import { packageCategories } from '../../../config/paths.ts';
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
import { ItineraryField } from './ItineraryField.tsx';
import { emptyPackage, packageToValues } from './package-values.ts';

const resolver = zodResolver(packagesType.schema, undefined, { raw: true });

export interface PackageFormProps {
  /** The package being edited; absent on /admin/packages/new. */
  row?: Tables<'packages'>;
}

/** Create or edit a safari package. */
export function PackageForm({ row }: PackageFormProps) {
  const remove = packagesType.useRemove();
  const admin = useRecordForm({
    type: 'packages',
    id: row?.id,
    resolver,
    initialValues: row ? packageToValues(row) : emptyPackage(),
    fields: packagesType.fields,
    save: packagesType.useSave(),
    messages: { created: 'Package created.', saved: 'Package saved.' },
  });
  const { form } = admin;
  const { control } = form;
  const onTitleChange = useSlugFromTitle(form, 'title', !row);

  return (
    <RecordFormFrame
      admin={admin}
      type="packages"
      record={row ? { id: row.id, name: row.title } : undefined}
      label={row ? `Edit ${row.title}` : 'New package'}
      createLabel="Create package"
      what="safari package"
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
          description="Lowercase words joined by hyphens; made from the title, and you can change it."
        />
        <FormTextArea control={control} name="description" label="Description" rows={6} />
        <div className={styles.twoColumns}>
          <FormSelect
            control={control}
            name="category"
            label="Category"
            isRequired
            options={packageCategories.map((category) => ({
              id: category.slug,
              label: category.label,
            }))}
          />
          <FormNumberField
            control={control}
            name="price_usd"
            label="Price per person (USD)"
            isRequired
            minValue={0}
            maxValue={1_000_000}
            formatOptions={{
              style: 'currency',
              currency: 'USD',
              minimumFractionDigits: 0,
              maximumFractionDigits: 2,
            }}
          />
          <FormTextField
            control={control}
            name="duration"
            label="Duration"
            isRequired
            description='As shown to travellers, for example "3 days / 2 nights".'
          />
          <FormNumberField
            control={control}
            name="days"
            label="Number of days"
            isRequired
            minValue={1}
            maxValue={60}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Image</legend>
        <ImageUploadField
          control={control}
          name="image_url"
          label="Package image"
          folder="packages"
        />
        <FormTextField
          control={control}
          name="image_alt"
          label="Image description (alt text)"
          description="What the picture shows, for visitors who cannot see it. Required with an image."
        />
      </fieldset>

      <TextListField
        control={control}
        name="highlights"
        label="Highlights"
        itemLabel="Highlight"
        description="Cards show the first two."
        maxItems={20}
      />
      <ItineraryField form={form} />
      <TextListField
        control={control}
        name="inclusions"
        label="Included"
        itemLabel="Inclusion"
        maxItems={40}
      />
      <TextListField
        control={control}
        name="exclusions"
        label="Not included"
        itemLabel="Exclusion"
        maxItems={40}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Publishing</legend>
        <FormCheckbox
          control={control}
          name="published"
          label="Published"
          description="Published packages go live on the site with the next build, about a minute after saving; unpublished ones are drafts only staff can see."
        />
        <FormNumberField
          control={control}
          name="sort_order"
          label="Sort order"
          description="Lower numbers come first in lists."
        />
      </fieldset>
    </RecordFormFrame>
  );
}
