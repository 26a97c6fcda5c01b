import { paths } from '../config/paths.ts';
import { NotFoundContent } from '../features/layout/NotFoundContent.tsx';
import { seoMeta } from '../features/seo/meta.ts';

export function meta() {
  return seoMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    path: paths.home(),
    noindex: true,
  });
}

/** Any URL no other route matches; the static host serves it from 404.html with status 404. */
export default function NotFound() {
  return <NotFoundContent />;
}
