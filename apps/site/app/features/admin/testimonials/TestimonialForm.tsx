import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Tables } from '@tembo/data';
import {
  testimonialAdminInputSchema,
  useTestimonialCreateMutation,
  useTestimonialDeleteMutation,
  useTestimonialUpdateMutation,
  type TestimonialAdminFormValues,
} from '@tembo/data/admin';
import {
  FormCheckbox,
  FormStarRating,
  FormTextArea,
  FormTextField,
} from '../../form-fields/controlled.tsx';
import { AdminFormFrame } from '../forms/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { emptyTestimonial, testimonialFields, testimonialToValues } from './testimonial-values.ts';

const resolver = zodResolver(testimonialAdminInputSchema, undefined, { raw: true });

/** Create or edit a testimonial, and approve it for the site. */
export function TestimonialForm({ row }: { row?: Tables<'testimonials'> }) {
  const navigate = useNavigate();
  const create = useTestimonialCreateMutation();
  const update = useTestimonialUpdateMutation();
  const remove = useTestimonialDeleteMutation();
  const admin = useAdminForm({
    resolver,
    initialValues: row ? testimonialToValues(row) : emptyTestimonial(),
    draftKey: `testimonials:${row?.id ?? 'new'}`,
    fields: testimonialFields,
    save: (values: TestimonialAdminFormValues) =>
      row ? update.mutateAsync({ id: row.id, values }) : create.mutateAsync({ values }),
    savedMessage: row ? 'Testimonial saved.' : 'Testimonial created.',
    onSaved: (saved) => {
      if (!row) navigate(adminPaths.edit('testimonials', saved.id), { replace: true });
    },
  });
  const { form } = admin;
  const { control } = form;

  return (
    <AdminFormFrame
      admin={admin}
      label={row ? `Edit the testimonial from ${row.name}` : 'New testimonial'}
      submitLabel={row ? 'Save changes' : 'Create testimonial'}
      cancelHref={adminPaths.list('testimonials')}
      extraActions={
        row ? (
          <DeleteRecordButton
            what="testimonial"
            name={row.name}
            onDelete={() => remove.mutateAsync({ id: row.id })}
            onDeleted={() => {
              admin.abandon();
              navigate(adminPaths.list('testimonials'));
            }}
          />
        ) : null
      }
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
        description="Approved testimonials show on the site. Submissions from the site arrive unapproved."
      />
    </AdminFormFrame>
  );
}
