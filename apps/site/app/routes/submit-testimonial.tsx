import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { packagesListQueryOptions } from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { publicClient } from '../lib/data/clients.ts';
import { siteConfig } from '../config/site.config.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta } from '../lib/seo/meta.ts';
import {
  TestimonialForm,
  reviewNotice,
  reviewNoticeDetail,
} from '../features/testimonial-form/TestimonialForm.tsx';

export function meta() {
  return seoMeta({
    title: 'Share Your Safari Experience',
    description: `Travelled with ${siteConfig.name}? Rate your safari and tell other travellers about it. Reviews appear once our team has read them.`,
    path: paths.submitTestimonial(),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Testimonials', path: paths.testimonials() },
        { name: 'Share your experience', path: paths.submitTestimonial() },
      ]),
    ],
  });
}

/**
 * The trip of /submit-testimonial?package=<id>, read after hydration (the prerendered page has no
 * query string: docs/architecture.md#prerendering); none for no id or one not on the site.
 */
function useReviewedPackage() {
  const [params] = useSearchParams();
  const [packageId, setPackageId] = useState('');
  useEffect(() => setPackageId(params.get('package')?.trim() ?? ''), [params]);
  const { data } = useQuery({
    ...packagesListQueryOptions(publicClient()),
    enabled: packageId !== '',
  });
  const pkg = packageId ? data?.find((row) => row.id === packageId) : undefined;
  return pkg ? { id: pkg.id, title: pkg.title } : undefined;
}

/** /submit-testimonial: the star rating and the story, stored for review. */
export default function SubmitTestimonial() {
  const [sent, setSent] = useState(false);
  const reviewOf = useReviewedPackage();
  return (
    <>
      <PageHeader
        title="Share Your Experience"
        lead="Tell other travellers what your safari with us was like. Every review is read by our team before it appears on the site."
      />
      <div className={styles.container}>
        <div role="status">
          {sent ? (
            <div className={styles.panel}>
              <h2 className={styles.subTitle}>{reviewNotice}</h2>
              <p className={styles.text}>{reviewNoticeDetail}</p>
              <div className={styles.actions}>
                <LinkButton href={paths.testimonials()}>Read Testimonials</LinkButton>
              </div>
            </div>
          ) : null}
        </div>
        <section
          className={`${styles.section} ${styles.sectionAfterHeader}`}
          aria-labelledby="testimonial-title"
        >
          <h2 id="testimonial-title" className={styles.sectionTitle}>
            Your testimonial
          </h2>
          <TestimonialForm onSent={() => setSent(true)} reviewOf={reviewOf} />
        </section>
      </div>
    </>
  );
}
