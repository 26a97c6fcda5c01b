import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { testimonialKeys } from './keys.ts';

/** Every testimonial, those awaiting approval included, newest first. RLS shows the unpublished rows to admins only. */
export async function getAdminTestimonials(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'testimonials'>[]> {
  return unwrap(
    await abortable(
      client.from('testimonials').select('*').order('created_at', { ascending: false }),
      signal,
    ),
  );
}

export type AdminTestimonialsData = Tables<'testimonials'>[];
export type AdminTestimonialsError = DataError;

export function adminTestimonialsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: testimonialKeys.adminList(),
    queryFn: ({ signal }) => getAdminTestimonials(client, {}, signal),
  });
}

/** The admin testimonial table, read with the signed-in supabase-js client. */
export function useAdminTestimonialsQuery() {
  return useQuery(adminTestimonialsQueryOptions(useSupabaseClient()));
}
