import type { Enums } from '../database.types.ts';

/** Query keys of the packages domain; invalidate `packageKeys.all` after any package write. */
export const packageKeys = {
  all: ['packages'] as const,
  home: () => [...packageKeys.all, 'home'] as const,
  lists: () => [...packageKeys.all, 'list'] as const,
  list: (variables: { category?: Enums<'package_category'> | undefined }) =>
    [...packageKeys.lists(), variables] as const,
  details: () => [...packageKeys.all, 'detail'] as const,
  detail: (slug: string) => [...packageKeys.details(), slug] as const,
  categories: () => [...packageKeys.all, 'categories'] as const,
};
