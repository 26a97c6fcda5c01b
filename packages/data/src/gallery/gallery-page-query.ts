import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { notFoundMessages } from '../lib/field-messages.ts';
import { usePublicClient } from '../public-client.tsx';
import { galleryKeys } from './keys.ts';

/** Images per gallery page (docs/decisions.md#gallery-pagination). */
const galleryPageSize = 12;

export interface GalleryPageVariables {
  /** 1-based page number from /gallery?page=N. */
  page: number;
}

/** One page of the gallery and where it sits among the others. */
export interface GalleryPageData {
  images: Tables<'gallery'>[];
  page: number;
  pageSize: number;
  /** Every image in the gallery (PostgREST's exact count). */
  total: number;
  /** At least 1: an empty gallery still has its first (empty) page. */
  pageCount: number;
}

/**
 * Page N of 12 images with the exact total, in one request (`Prefer: count=exact` and a
 * range). A page past the end is a not-found DataError (PostgREST answers 416 PGRST103).
 */
export async function getGalleryPage(
  client: DataClient,
  { page }: GalleryPageVariables,
  signal?: AbortSignal,
): Promise<GalleryPageData> {
  if (!Number.isInteger(page) || page < 1) throw notFoundError(notFoundMessages.galleryPage);
  const from = (page - 1) * galleryPageSize;
  const response = await abortable(
    client
      .from('gallery')
      .select('*', { count: 'exact' })
      .order('sort_order')
      .order('created_at', { ascending: false })
      .range(from, from + galleryPageSize - 1),
    signal,
  );
  if (response.error?.code === 'PGRST103') throw notFoundError(notFoundMessages.galleryPage);
  const images = unwrap(response);
  // PostgREST answers an offset exactly at the end with an empty page rather than a 416.
  if (images.length === 0 && page > 1) throw notFoundError(notFoundMessages.galleryPage);
  const total = response.count ?? images.length;
  return {
    images,
    page,
    pageSize: galleryPageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / galleryPageSize)),
  };
}

/** Errors surface: the page shows "Failed to load gallery images" (docs/product-rules.md#error-texts). */
export function galleryPageQueryOptions(client: DataClient, { page }: GalleryPageVariables) {
  return queryOptions({
    queryKey: galleryKeys.page(page),
    queryFn: ({ signal }) => getGalleryPage(client, { page }, signal),
  });
}

export function useGalleryPageQuery(variables: GalleryPageVariables) {
  return useQuery(galleryPageQueryOptions(usePublicClient(), variables));
}
