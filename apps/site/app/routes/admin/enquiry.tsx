import { useParams } from 'react-router';
import { EnquiryDetail } from '../../features/admin/enquiries/EnquiryDetail.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Enquiry');

export default function AdminEnquiry() {
  const { id = '' } = useParams();
  return <EnquiryDetail key={id} id={id} />;
}
