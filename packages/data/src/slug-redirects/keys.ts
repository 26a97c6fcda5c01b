/** What has old addresses: a package (/safaris/…) or an accommodation (/accommodations/…). */
export type AddressKind = 'package' | 'accommodation';

/** Query keys of the old addresses of packages and accommodations (docs/decisions.md#slug-urls). */
export const slugRedirectKeys = {
  all: ['slug-redirects'] as const,
  list: () => [...slugRedirectKeys.all, 'list'] as const,
  moved: (kind: AddressKind, key: string) => [...slugRedirectKeys.all, 'moved', kind, key] as const,
};
