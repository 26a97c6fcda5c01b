import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialConstraints, testimonialMessages } from './testimonial-messages.ts';
import {
  testimonialAdminInputSchema,
  type TestimonialAdminFormValues,
} from './testimonial.schema.ts';

export interface TestimonialUpdateVariables {
  id: string;
  values: TestimonialAdminFormValues;
}

/** Saves the edit form over a testimonial and returns the stored row. */
export async function updateTestimonial(
  client: DataClient,
  { id, values }: TestimonialUpdateVariables,
): Promise<Tables<'testimonials'>> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.notFound);
  const input = parseInput(testimonialAdminInputSchema, values);
  return unwrap(
    await client.from('testimonials').update(input).eq('id', id).select().single(),
    testimonialConstraints,
  );
}

export type TestimonialUpdateData = Tables<'testimonials'>;

export function useTestimonialUpdateMutation(
  options?: MutationHookOptions<TestimonialUpdateData, TestimonialUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: TestimonialUpdateVariables) => updateTestimonial(client, variables),
    [testimonialKeys.all],
    options,
  );
}
