import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialConstraints } from './testimonial-messages.ts';
import {
  testimonialAdminInputSchema,
  type TestimonialAdminFormValues,
} from './testimonial.schema.ts';

export interface TestimonialCreateVariables {
  values: TestimonialAdminFormValues;
}

/** Inserts a testimonial (admins only, by RLS) and returns the stored row. */
export async function createTestimonial(
  client: DataClient,
  { values }: TestimonialCreateVariables,
): Promise<Tables<'testimonials'>> {
  const input = parseInput(testimonialAdminInputSchema, values);
  return unwrap(
    await client.from('testimonials').insert(input).select().single(),
    testimonialConstraints,
  );
}

export type TestimonialCreateData = Tables<'testimonials'>;

export function useTestimonialCreateMutation(
  options?: MutationHookOptions<TestimonialCreateData, TestimonialCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: TestimonialCreateVariables) => createTestimonial(client, variables),
    [testimonialKeys.all],
    options,
  );
}
