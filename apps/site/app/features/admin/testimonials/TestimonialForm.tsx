import { zodResolver } from '@hookform/resolvers/zod';
import type { Tables } from '@tembo/data';
import { testimonialsType } from '@tembo/data/admin';
import { FormCheckbox } from '../../form-fields/FormCheckbox.tsx';
import { FormStarRating } from '../../form-fields/FormStarRating.tsx';
import { FormTextArea } from '../../form-fields/FormTextArea.tsx';
import { FormTextField } from '../../form-fields/FormTextField.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { RecordFormFrame, useRecordForm } from '../forms/RecordForm.tsx';
import * as styles from '../shared/admin.css.ts';
import { emptyTestimonial, testimonialToValues } from './testimonial-values.ts';

const resolver = zodResolver(testimonialsType.schema, undefined, { raw: true });

/** Create or edit a testimonial, and approve it for the site. */
export function TestimonialForm({ row }: { row?: Tables<'testimonials'> }) {
  const remove = testimonialsType.useRemove();
  const admin = useRecordForm({
    type: 'testimonials',
    id: row?.id,
    resolver,
    initialValues: row ? testimonialToValues(row) : emptyTestimonial(),
    fields: testimonialsType.fields,
    save: testimonialsType.useSave(),
    messages: { created: 'Testimonial created.', saved: 'Testimonial saved.' },
  });
  const { form } = admin;
  const { control } = form;

  return (
    <RecordFormFrame
      admin={admin}
      type="testimonials"
      record={row ? { id: row.id, name: row.name } : undefined}
      label={row ? `Edit the testimonial from ${row.name}` : 'New testimonial'}
      createLabel="Create testimonial"
      what="testimonial"
      remove={remove}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>The guest</legend>
        <div className={styles.twoColumns}>
          <FormTextField control={control} name="name" label="Name" isRequired />
          <FormTextField control={control} name="country" label="Country" />
        </div>
        <FormStarRating control={control} name="rating" label="Rating" isRequired />
        <FormTextArea
          control={control}
          name="content"
          label="What they said"
          isRequired
          rows={6}
          description="10 to 2,000 characters."
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Photo</legend>
        <ImageUploadField
          control={control}
          name="image_url"
          label="Guest photo"
          folder="testimonials"
        />
      </fieldset>
      <FormCheckbox
        control={control}
        name="approved"
        label="Approved"
        description="Approved testimonials go live on the site with the next build, about a minute after saving. Submissions from the site arrive unapproved."
      />
    </RecordFormFrame>
  );
}
