/** Query keys of the gallery domain; invalidate `galleryKeys.all` after any write. */
export const galleryKeys = {
  all: ['gallery'] as const,
  home: () => [...galleryKeys.all, 'home'] as const,
  pages: () => [...galleryKeys.all, 'page'] as const,
  page: (page: number) => [...galleryKeys.pages(), page] as const,
};
