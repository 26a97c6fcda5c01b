import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  testimonialInputSchema,
  useTestimonialSubmitMutation,
  type TestimonialFormValues,
} from '@tembo/data';
import { Button, toast } from '@tembo/ui';
import { trackEvent } from '../../lib/analytics/send.ts';
import { FormStarRating } from '../../lib/forms/FormStarRating.tsx';
import { FormTextArea } from '../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../lib/forms/FormTextField.tsx';
import { Honeypot } from '../../lib/forms/Honeypot.tsx';
import * as styles from '../../lib/forms/forms.css.ts';
import { showSubmitFailure } from '../../lib/forms/submit-failure.ts';

const resolver = zodResolver(testimonialInputSchema, undefined, { raw: true });

/**
 * No rating chosen: a preselected score would be sent by anyone who skipped the stars. Sending
 * without one shows the schema's rating sentence next to the stars.
 */
const emptyForm: DefaultValues<TestimonialFormValues> = {
  name: '',
  country: '',
  rating: undefined,
  content: '',
};
const serverFields = ['name', 'country', 'rating', 'content', 'package_id'] as const;

/** What the visitor reads after sending: it shows only once the team has approved it. */
export const reviewNotice = 'Thank you! Your testimonial has been received.';
export const reviewNoticeDetail =
  'It will appear on our testimonials page once our team has reviewed it.';

/**
 * The public testimonial form: name, optional country, a star rating and the story (10 to 2,000
 * characters), stored unapproved; validated here and again by the database.
 */
export function TestimonialForm({
  onSent,
  reviewOf,
}: {
  onSent: () => void;
  /**
   * The trip the testimonial reviews (/submit-testimonial?package=<id>, the package page's
   * "Review this trip": docs/product-rules.md#reviews-of-a-trip).
   */
  reviewOf?: { id: string; title: string } | undefined;
}) {
  const form = useForm<TestimonialFormValues>({ resolver, defaultValues: emptyForm });
  const reviewedId = reviewOf?.id ?? null;
  useEffect(() => {
    form.setValue('package_id', reviewedId);
  }, [form, reviewedId]);
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useTestimonialSubmitMutation();

  const succeed = () => {
    // The send button is disabled while sending, which drops focus to the page: it goes to the
    // emptied form's first field instead (the toast says it was sent). Before the reset, which
    // forgets the fields' elements until they render again.
    form.setFocus('name');
    form.reset({ ...emptyForm, package_id: reviewedId });
    toast.show({ title: reviewNotice, description: reviewNoticeDetail });
    onSent();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (honeypot.current?.value) {
      succeed();
      return;
    }
    try {
      await mutation.mutateAsync({ values });
      trackEvent('testimonial_submitted', { rating: values.rating });
      succeed();
    } catch (error) {
      setFailure(showSubmitFailure(form, error, serverFields));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="testimonial-title">
      {reviewOf ? <p className={styles.note}>Your review of {reviewOf.title}</p> : null}
      <FormTextField
        control={form.control}
        name="name"
        label="Your name"
        autoComplete="name"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="country"
        label="Country (optional)"
        autoComplete="country-name"
      />
      <FormStarRating control={form.control} name="rating" label="Your rating" isRequired />
      <FormTextArea
        control={form.control}
        name="content"
        label="Your experience"
        description="Between 10 and 2,000 characters."
        rows={6}
        isRequired
      />
      <Honeypot ref={honeypot} />
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <p className={styles.note}>Testimonials appear on the site after our team has read them.</p>
      <div>
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Submit Testimonial'}
        </Button>
      </div>
    </form>
  );
}
