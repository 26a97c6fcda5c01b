import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { removeImages, type ImageRemovalClient } from '../storage/image-remove.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialMessages } from './testimonial-messages.ts';

export interface TestimonialDeleteVariables {
  id: string;
}

/**
 * Deletes a testimonial. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 * Then its image is removed from storage unless another row still shows it (removeImages);
 * that cleanup never fails the delete.
 */
export async function deleteTestimonial(
  client: ImageRemovalClient,
  { id }: TestimonialDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.deleted);
  const rows = unwrap(
    await client.from('testimonials').delete().eq('id', id).select('id, image_url'),
  );
  const deleted = rows[0];
  if (!deleted) throw notFoundError(testimonialMessages.deleted);
  await removeImages(client, [deleted.image_url]);
  return { id: deleted.id };
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
