// Every domain's query keys. A write invalidates its domain's `all`; the content types'
// declarations use the same roots (content-types/define.ts).
import type { Enums } from './database.types.ts';

/** Query keys of the packages domain; invalidate `packageKeys.all` after any package write. */
export const packageKeys = {
  all: ['packages'] as const,
  home: () => [...packageKeys.all, 'home'] as const,
  list: (variables: { category?: Enums<'package_category'> | undefined }) =>
    [...packageKeys.all, 'list', variables] as const,
  detail: (slug: string) => [...packageKeys.all, 'detail', slug] as const,
  categories: () => [...packageKeys.all, 'categories'] as const,
  /** The published packages an enquiry may name: their ids and titles only. */
  choices: () => [...packageKeys.all, 'choices'] as const,
  /** The published packages filed under one destination (its page). */
  atDestination: (destinationId: string) =>
    [...packageKeys.all, 'at-destination', destinationId] as const,
  /** A few other trips of one package's category (its page). */
  related: (packageId: string, category: Enums<'package_category'>) =>
    [...packageKeys.all, 'related', packageId, category] as const,
};

/** Query keys of the destinations domain; invalidate `destinationKeys.all` after any write. */
export const destinationKeys = {
  all: ['destinations'] as const,
  list: () => [...destinationKeys.all, 'list'] as const,
  detail: (slug: string) => [...destinationKeys.all, 'detail', slug] as const,
};

/** Query keys of the accommodations domain; invalidate `accommodationKeys.all` after any write. */
export const accommodationKeys = {
  all: ['accommodations'] as const,
  list: () => [...accommodationKeys.all, 'list'] as const,
  detail: (slug: string) => [...accommodationKeys.all, 'detail', slug] as const,
  /** The published accommodations in one destination (its page). */
  atDestination: (destinationId: string) =>
    [...accommodationKeys.all, 'at-destination', destinationId] as const,
  /** Some published accommodations by id: those a package's itinerary names (its page). */
  byIds: (ids: readonly string[]) => [...accommodationKeys.all, 'by-ids', ids] as const,
};

/** Query keys of the blog domain; invalidate `postKeys.all` after any write. */
export const postKeys = {
  all: ['posts'] as const,
  home: () => [...postKeys.all, 'home'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
};

/** Query keys of the testimonials domain; invalidate `testimonialKeys.all` after any write. */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  home: () => [...testimonialKeys.all, 'home'] as const,
  list: () => [...testimonialKeys.all, 'list'] as const,
  forPackage: (packageId: string) => [...testimonialKeys.all, 'package', packageId] as const,
  admin: () => [...testimonialKeys.all, 'admin'] as const,
};

/** Query keys of the gallery domain; invalidate `galleryKeys.all` after any write. */
export const galleryKeys = {
  all: ['gallery'] as const,
  home: () => [...galleryKeys.all, 'home'] as const,
  page: (page: number) => [...galleryKeys.all, 'page', page] as const,
};

/** Query keys of site search; content writes invalidate `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

/** Query keys of editable page sections; the save mutation invalidates `pageContentKeys.all`. */
export const pageContentKeys = {
  all: ['page-content'] as const,
  section: (pageId: string, sectionId: string) =>
    [...pageContentKeys.all, pageId, sectionId] as const,
};

/**
 * Query keys of the enquiry inbox; invalidate `enquiryKeys.all` after any enquiry write (it
 * covers the lists, every enquiry read on its own, their notes and the pipeline figures).
 */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  admin: () => [...enquiryKeys.all, 'admin'] as const,
  adminLists: () => [...enquiryKeys.admin(), 'list'] as const,
  adminList: (variables: { status?: Enums<'enquiry_status'> | undefined }) =>
    [...enquiryKeys.adminLists(), variables] as const,
  adminDetail: (id: string) => [...enquiryKeys.admin(), 'detail', id] as const,
  notes: (id: string) => [...enquiryKeys.admin(), 'notes', id] as const,
  pipelineFigures: () => [...enquiryKeys.admin(), 'pipeline-figures'] as const,
};

/** Query keys of roles; the role change mutation invalidates `roleKeys.all`. */
export const roleKeys = {
  all: ['roles'] as const,
  user: (userId: string) => [...roleKeys.all, 'user', userId] as const,
  users: () => [...roleKeys.all, 'users'] as const,
};

/** Query keys of the admin dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};

/** Query keys of the live site's builds; "Rebuild now" invalidates `siteBuildKeys.all`. */
export const siteBuildKeys = {
  all: ['site-builds'] as const,
  status: () => [...siteBuildKeys.all, 'status'] as const,
};

/** What has old addresses: a package (/safaris/…), an accommodation or a destination. */
export type AddressKind = 'package' | 'accommodation' | 'destination';

/** Query keys of the old addresses of packages, accommodations and destinations (docs/decisions.md#slug-urls). */
export const slugRedirectKeys = {
  all: ['slug-redirects'] as const,
  list: () => [...slugRedirectKeys.all, 'list'] as const,
  moved: (kind: AddressKind, key: string) => [...slugRedirectKeys.all, 'moved', kind, key] as const,
};
