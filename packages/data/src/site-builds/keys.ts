/** Query keys of the live site's builds; "Rebuild now" invalidates `siteBuildKeys.all`. */
export const siteBuildKeys = {
  all: ['site-builds'] as const,
  status: () => [...siteBuildKeys.all, 'status'] as const,
};
