/** Query keys of the destinations domain; invalidate `destinationKeys.all` after any write. */
export const destinationKeys = {
  all: ['destinations'] as const,
  list: () => [...destinationKeys.all, 'list'] as const,
};
