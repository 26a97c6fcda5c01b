/** Query keys of roles; the role change mutation invalidates `roleKeys.all`. */
export const roleKeys = {
  all: ['roles'] as const,
  user: (userId: string) => [...roleKeys.all, 'user', userId] as const,
  users: () => [...roleKeys.all, 'users'] as const,
};
