import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialMessages } from './testimonial-messages.ts';

export interface TestimonialApproveVariables {
  id: string;
  /** true shows it publicly, false hides it again. */
  approved: boolean;
}

/** Approves (or withdraws) a testimonial and returns the stored row. */
export async function approveTestimonial(
  client: DataClient,
  { id, approved }: TestimonialApproveVariables,
): Promise<Tables<'testimonials'>> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.notFound);
  return unwrap(
    await client.from('testimonials').update({ approved }).eq('id', id).select().single(),
  );
}

export type TestimonialApproveData = Tables<'testimonials'>;

export function useTestimonialApproveMutation(
  options?: MutationHookOptions<TestimonialApproveData, TestimonialApproveVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: TestimonialApproveVariables) => approveTestimonial(client, variables),
    [testimonialKeys.all],
    options,
  );
}
