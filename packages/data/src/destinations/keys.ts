/** Query keys of the destinations domain; invalidate `destinationKeys.all` after any write. */
export const destinationKeys = {
  all: ['destinations'] as const,
  list: () => [...destinationKeys.all, 'list'] as const,
  admin: () => [...destinationKeys.all, 'admin'] as const,
  adminList: () => [...destinationKeys.admin(), 'list'] as const,
  adminDetail: (id: string) => [...destinationKeys.admin(), 'detail', id] as const,
};
