import { EmptyState, LinkButton } from '@tembo/ui';
import { adminPaths } from '../../features/admin/paths.ts';
import { AdminPageHeader } from '../../features/admin/common/AdminPageHeader.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Page not found');

/** An unknown /admin/… address, inside the admin frame. */
export default function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title="Page not found" />
      <EmptyState
        title="There is no admin page at this address."
        action={<LinkButton href={adminPaths.dashboard()}>Go to the dashboard</LinkButton>}
      />
    </>
  );
}
