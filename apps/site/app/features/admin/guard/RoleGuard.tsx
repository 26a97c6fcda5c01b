import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@tembo/data/auth';
import { signInPath } from '../../../lib/auth/redirect.ts';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { AccessDenied, type RequiredRole } from './AccessDenied.tsx';

export interface RoleGuardProps {
  /**
   * The rights the content needs.
   * @default 'admin'
   */
  need?: RequiredRole;
  /**
   * Shown while the session and role load (skeleton placeholders, docs/product-rules.md#admin-routes).
   * @default a page's placeholders inside the admin frame (ContentSkeleton)
   */
  loading?: ReactNode;
  /**
   * The landmark of the 'Access Denied' page: `main` when the guard wraps the whole page.
   * @default 'section'
   */
  deniedLandmark?: 'main' | 'section';
  children: ReactNode;
}

/**
 * Shows its children only to a signed-in visitor with the rights `need` names. While the session
 * loads it shows `loading`; an anonymous visitor is sent to /auth with this page remembered; a
 * signed-in visitor without the rights sees 'Access Denied'. A convenience for people only:
 * Row Level Security is what protects the data.
 */
export function RoleGuard({
  need = 'admin',
  loading = <ContentSkeleton />,
  deniedLandmark,
  children,
}: RoleGuardProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return loading;
  if (session.status === 'signed-out') {
    return (
      <Navigate replace to={signInPath(location.pathname + location.search + location.hash)} />
    );
  }
  const allowed = need === 'super_admin' ? session.isSuperAdmin : session.isAdmin;
  if (!allowed) {
    return <AccessDenied need={need} email={session.user.email} landmark={deniedLandmark} />;
  }
  return children;
}
