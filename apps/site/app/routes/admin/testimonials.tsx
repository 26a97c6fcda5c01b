import { TestimonialsList } from '../../features/admin/testimonials/TestimonialsList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Testimonials');

export default function AdminTestimonialsList() {
  return <TestimonialsList />;
}
