import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { homeQueryDefaults, homeQueryFn } from '../lib/home-query.ts';
import { testimonialKeys } from './keys.ts';

/** Testimonials on the home page (docs/product-rules.md#limits). */
const homeTestimonialsLimit = 6;

/** "What Our Clients Say": docs/product-rules.md#reads exactly (all fields, limit 6; RLS keeps unapproved out). */
export async function getHomeTestimonials(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'testimonials'>[]> {
  return unwrap(
    await abortable(client.from('testimonials').select('*').limit(homeTestimonialsLimit), signal),
  );
}

export type HomeTestimonialsData = Tables<'testimonials'>[];

/** Home query: 3 retries, then an empty list (never an error); kept 30 minutes. */
export function homeTestimonialsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: testimonialKeys.home(),
    queryFn: homeQueryFn<HomeTestimonialsData>(
      (signal) => getHomeTestimonials(client, {}, signal),
      [],
    ),
    ...homeQueryDefaults,
  });
}
