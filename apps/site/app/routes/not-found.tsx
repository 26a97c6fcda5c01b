import { NotFoundContent } from '../lib/layout/NotFoundContent.tsx';
import { notFoundSeo } from '../lib/seo/error-meta.ts';
import { seoMeta } from '../lib/seo/meta.ts';

export function meta() {
  return seoMeta(notFoundSeo);
}

/** Any URL no other route matches; the static host serves it from 404.html with status 404. */
export default function NotFound() {
  return <NotFoundContent />;
}
