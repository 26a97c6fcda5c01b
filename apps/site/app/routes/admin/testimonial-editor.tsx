import { useParams } from 'react-router';
import { TestimonialEditor } from '../../features/admin/testimonials/TestimonialEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit testimonial' : 'New testimonial');

export default function AdminTestimonialEditor() {
  const { id } = useParams();
  return <TestimonialEditor key={id ?? 'new'} id={id} />;
}
