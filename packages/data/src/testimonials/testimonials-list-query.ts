import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { testimonialKeys } from './keys.ts';

/** Approved testimonials for /testimonials, newest first. */
export async function getTestimonials(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'testimonials'>[]> {
  return unwrap(
    await abortable(
      client
        .from('testimonials')
        .select('*')
        .eq('approved', true)
        .order('created_at', { ascending: false }),
      signal,
    ),
  );
}

/** Errors surface: the page shows "Failed to load testimonials" (docs/product-rules.md#error-texts). */
export function testimonialsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: testimonialKeys.list(),
    queryFn: ({ signal }) => getTestimonials(client, {}, signal),
  });
}

export function useTestimonialsQuery() {
  return useQuery(testimonialsQueryOptions(usePublicClient()));
}
