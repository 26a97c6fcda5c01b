/** Query keys of site search; content writes invalidate `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};
