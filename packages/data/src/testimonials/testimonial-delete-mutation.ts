import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialMessages } from './testimonial-messages.ts';

export interface TestimonialDeleteVariables {
  id: string;
}

/**
 * Deletes a testimonial. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 */
export async function deleteTestimonial(
  client: DataClient,
  { id }: TestimonialDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.deleted);
  const rows = unwrap(await client.from('testimonials').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(testimonialMessages.deleted);
  return deleted;
}

export type TestimonialDeleteData = { id: string };

export function useTestimonialDeleteMutation(
  options?: MutationHookOptions<TestimonialDeleteData, TestimonialDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: TestimonialDeleteVariables) => deleteTestimonial(client, variables),
    [testimonialKeys.all],
    options,
  );
}
