import { TwoFactorPage } from '../../features/admin/two-factor/TwoFactorPage.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Two-factor sign-in');

export default function AdminTwoFactor() {
  return <TwoFactorPage />;
}
