import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import { usePublicClient } from '../public-client.tsx';
import { testimonialKeys } from '../keys.ts';
import { testimonialConstraints } from './testimonial-messages.ts';
import { testimonialInputSchema, type TestimonialFormValues } from './testimonial.schema.ts';

export interface TestimonialSubmitVariables {
  values: TestimonialFormValues;
}

/**
 * Sends a visitor's testimonial through `submit_testimonial(submission jsonb)`, which checks
 * each field's JSON type (a rating must be a number) and stores it unapproved
 * (docs/decisions.md#visitor-writes); it shows once an admin approves it. Visitors may not
 * insert into the table directly, nor read an unapproved row. The flood guard's refusal arrives as a
 * 'rate-limited' DataError whose message the form shows as is.
 */
export async function submitTestimonial(
  client: DataClient,
  { values }: TestimonialSubmitVariables,
): Promise<void> {
  const input = parseInput(testimonialInputSchema, values);
  unwrap(await client.rpc('submit_testimonial', { submission: input }), testimonialConstraints);
}

/** Submits a testimonial with the public client; the admin queue refreshes on success. */
export const useTestimonialSubmitMutation = defineWrite(usePublicClient, submitTestimonial, [
  testimonialKeys.admin(),
]);
