import { useParams } from 'react-router';
import { testimonialsType } from '@tembo/data/admin';
import { TestimonialForm } from '../../features/admin/testimonials/TestimonialForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit testimonial' : 'New testimonial');

export default function AdminTestimonialEditor() {
  const { id } = useParams();
  return <RecordEditor key={id ?? 'new'} id={id} type={testimonialsType} Form={TestimonialForm} />;
}
