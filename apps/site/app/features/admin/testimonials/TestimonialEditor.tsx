import { testimonialsType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { TestimonialForm } from './TestimonialForm.tsx';

const back = <BackToList href={adminPaths.list('testimonials')} label="testimonials" />;

/** /admin/testimonials/new and /admin/testimonials/edit/{id}. */
export function TestimonialEditor({ id }: { id?: string | undefined }) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New testimonial" back={back} />
        <TestimonialForm />
      </>
    );
  }
  return <EditTestimonial id={id} />;
}

function EditTestimonial({ id }: { id: string }) {
  const query = testimonialsType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit testimonial"
      backHref={adminPaths.list('testimonials')}
      backLabel="testimonials"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Testimonial from ${row.name}`} back={back} />
          <TestimonialForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}
