import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback, Toaster } from '@tembo/ui';
import { AuthSession } from '../../features/auth/AuthSession.tsx';
import { RoleGuard } from '../../features/admin/guard/RoleGuard.tsx';
import { AdminShell } from '../../features/admin/layout/AdminShell.tsx';
import { AdminSkeleton } from '../../lib/layout/AdminSkeleton.tsx';
import { TwoFactorGate } from '../../features/admin/two-factor/TwoFactorGate.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';
import { NotFoundContent } from '../../lib/layout/NotFoundContent.tsx';

// No loader: /admin is a client-side app behind the guard, never prerendered (docs/architecture.md#production-shape).

export const meta = () => adminMeta('Admin');

/**
 * Every /admin page: the session, the role guard (skeletons while loading, /auth for anonymous
 * visitors, 'Access Denied' without admin rights) and the admin frame.
 */
export default function AdminLayout() {
  return (
    <AuthSession>
      {/* Outside the admin frame: the denial is the page's main landmark. */}
      <RoleGuard loading={<AdminSkeleton />} deniedLandmark="main">
        {/* An admin with a factor enters its code first (features/admin/two-factor). */}
        <TwoFactorGate loading={<AdminSkeleton />}>
          <AdminShell>
            <Outlet />
          </AdminShell>
        </TwoFactorGate>
      </RoleGuard>
      <Toaster />
    </AuthSession>
  );
}

/** A page that fails keeps the admin frame; an unknown id shows the not-found text. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AuthSession>
      <RoleGuard loading={<AdminSkeleton />} deniedLandmark="main">
        <TwoFactorGate loading={<AdminSkeleton />}>
          <AdminShell>
            {notFound ? <NotFoundContent /> : <ErrorFallback headingLevel={1} />}
          </AdminShell>
        </TwoFactorGate>
      </RoleGuard>
    </AuthSession>
  );
}
