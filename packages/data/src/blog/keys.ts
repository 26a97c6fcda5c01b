/** Query keys of the blog domain; invalidate `postKeys.all` after any write. */
export const postKeys = {
  all: ['posts'] as const,
  home: () => [...postKeys.all, 'home'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string) => [...postKeys.details(), slug] as const,
};
