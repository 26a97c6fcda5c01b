/** Query keys of the testimonials domain; invalidate `testimonialKeys.all` after any write. */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  home: () => [...testimonialKeys.all, 'home'] as const,
  list: () => [...testimonialKeys.all, 'list'] as const,
  forPackage: (packageId: string) => [...testimonialKeys.all, 'package', packageId] as const,
  admin: () => [...testimonialKeys.all, 'admin'] as const,
};
