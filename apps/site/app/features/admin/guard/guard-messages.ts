/** What the guard says to a signed-in visitor without the rights a page needs (docs/product-rules.md#roles-and-permissions). */
export const guardMessages = {
  title: 'Access Denied',
  admin: 'You need admin privileges to access this page.',
  superAdmin: 'You need super admin privileges to access this page.',
} as const;

/** The rights a page needs: admin (admin or super_admin) or super_admin alone. */
export type RequiredRole = 'admin' | 'super_admin';
