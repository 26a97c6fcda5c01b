import { EmptyState, LinkButton } from '@tembo/ui';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';

/** The title of an unknown /admin/… address. */
export const adminNotFoundTitle = 'Page not found';

/** An unknown /admin/… address, inside the admin frame. */
export function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title={adminNotFoundTitle} />
      <EmptyState
        title="There is no admin page at this address."
        action={<LinkButton href={adminPaths.dashboard()}>Go to the dashboard</LinkButton>}
      />
    </>
  );
}
