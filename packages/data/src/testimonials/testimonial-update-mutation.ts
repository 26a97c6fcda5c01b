import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import {
  readImageUrls,
  removeReplacedImages,
  type ImageRemovalClient,
} from '../storage/image-remove.ts';
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

/**
 * Saves the edit form over a testimonial and returns the stored row. When the save replaced or
 * cleared the image, the old file is removed from storage unless another row still shows it
 * (removeImages); that cleanup never fails the save.
 */
export async function updateTestimonial(
  client: ImageRemovalClient,
  { id, values }: TestimonialUpdateVariables,
): Promise<Tables<'testimonials'>> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.notFound);
  const input = parseInput(testimonialAdminInputSchema, values);
  const before = await readImageUrls(
    client.from('testimonials').select('image_url').eq('id', id),
    (row) => [row.image_url],
  );
  const saved = unwrap(
    await client.from('testimonials').update(input).eq('id', id).select().single(),
    testimonialConstraints,
  );
  await removeReplacedImages(client, before, [saved.image_url]);
  return saved;
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
