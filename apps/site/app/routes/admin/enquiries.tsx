import { EnquiriesInbox } from '../../features/admin/enquiries/EnquiriesInbox.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Enquiries');

export default function AdminEnquiries() {
  return <EnquiriesInbox />;
}
