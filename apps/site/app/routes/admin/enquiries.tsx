import { EnquiriesInbox } from '../../features/admin/enquiries/EnquiriesInbox.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Enquiries');

export default function AdminEnquiries() {
  return <EnquiriesInbox />;
}
