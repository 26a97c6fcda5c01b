import { NotFoundContent } from '../features/layout/NotFoundContent.tsx';
import { notFoundSeo } from '../features/seo/error-meta.ts';
import { seoMeta } from '../features/seo/meta.ts';

export function meta() {
  return seoMeta(notFoundSeo);
}

/** Any URL no other route matches; the static host serves it from 404.html with status 404. */
export default function NotFound() {
  return <NotFoundContent />;
}
