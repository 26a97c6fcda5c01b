import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { testimonialKeys } from './keys.ts';
import { testimonialMessages } from './testimonial-messages.ts';

export interface AdminTestimonialVariables {
  /** The id from the edit route. */
  id: string;
}

/** One testimonial for the edit form, published or not. */
export async function getAdminTestimonial(
  client: DataClient,
  { id }: AdminTestimonialVariables,
  signal?: AbortSignal,
): Promise<Tables<'testimonials'>> {
  if (!uuidPattern.test(id)) throw notFoundError(testimonialMessages.notFound);
  const row = unwrap(
    await abortable(client.from('testimonials').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(testimonialMessages.notFound);
  return row;
}

export type AdminTestimonialData = Tables<'testimonials'>;
export type AdminTestimonialError = DataError;

export function adminTestimonialQueryOptions(
  client: DataClient,
  { id }: AdminTestimonialVariables,
) {
  return queryOptions({
    queryKey: testimonialKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminTestimonial(client, { id }, signal),
  });
}

export function useAdminTestimonialQuery(variables: AdminTestimonialVariables) {
  return useQuery(adminTestimonialQueryOptions(useSupabaseClient(), variables));
}
