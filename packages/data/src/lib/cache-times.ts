/**
 * The cache's times (docs/decisions.md#query-cache), in a module of their own without React Query, so a page that
 * renders build-time data (the home page) can tell whether it is fresh without loading it.
 */

/** Data counts as fresh for 5 minutes. */
export const defaultStaleTime = 5 * 60_000;
/** Unused data is dropped after 10 minutes; home queries keep theirs for 30. */
export const defaultGcTime = 10 * 60_000;
