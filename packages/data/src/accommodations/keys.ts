/** Query keys of the accommodations domain; invalidate `accommodationKeys.all` after any write. */
export const accommodationKeys = {
  all: ['accommodations'] as const,
  list: () => [...accommodationKeys.all, 'list'] as const,
  details: () => [...accommodationKeys.all, 'detail'] as const,
  detail: (slug: string) => [...accommodationKeys.details(), slug] as const,
};
