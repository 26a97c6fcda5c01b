import { galleryPageQueryOptions } from '@tembo/data';
import { GalleryGrid } from '../features/gallery/GalleryGrid.tsx';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchPageOrNotFound } from '../lib/data/route-data.ts';
import { pageParam } from '../lib/data/search-params.ts';
import { isHydrating } from '../lib/hydration/use-hydrated.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/gallery';
import { BuildData } from '../lib/data/BuildData.tsx';

const galleryPage = (page: number) => galleryPageQueryOptions(publicClient(), { page });

function seo(page: number): PageSeo {
  return {
    title: page > 1 ? `Photo Gallery, page ${page}` : 'Photo Gallery',
    description: pagesConfig.gallery.description,
    path: paths.gallery(page),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Gallery', path: paths.gallery() },
      ]),
    ],
  };
}

/** Build time: page 1, the file a static host serves for /gallery and /gallery?page=N alike. */
export const loader = () =>
  loadAtBuild(async (queryClient) => {
    await queryClient.fetchQuery(galleryPage(1));
    return { page: 1, ...seo(1) };
  });

/**
 * In the browser, also on hydration: the page the URL asks for. A page past the end is a 404;
 * a failure shows the gallery's own message. Hydrating page 1 keeps the prerendered photos
 * (refreshed in the background once stale) instead of waiting for the network, which offline
 * never answers.
 */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => {
  const page = pageParam(request.url);
  if (page === 1 && isHydrating()) return serverLoader();
  return loadInBrowser(async (queryClient) => {
    await prefetchPageOrNotFound(queryClient, galleryPage(page));
    return { page, ...seo(page) };
  });
};
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** /gallery and /gallery?page=N: twelve photos a page, each opening in the lightbox. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader title="Photo Gallery" lead={pagesConfig.gallery.lead} />
      <div className={styles.container}>
        <GalleryGrid page={loaderData.seo.page} />
      </div>
    </BuildData>
  );
}
