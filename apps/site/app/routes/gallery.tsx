import { useState } from 'react';
import { galleryPageQueryOptions, useGalleryPageQuery } from '@tembo/data';
import { EmptyState, ImageWithFallback, Pagination, Spinner } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchPageOrNotFound } from '../lib/data/route-data.ts';
import { pageParam } from '../lib/data/search-params.ts';
import { imageSize, responsiveImage } from '../lib/format/images.ts';
import { focalPoint } from '../lib/format/record-image.ts';
import { PlaceholderTiles } from '../features/gallery/PlaceholderTiles.tsx';
import { useLazyLightbox } from '../features/gallery/use-lazy-lightbox.ts';
import * as galleryStyles from '../features/gallery/gallery.css.ts';
import { isHydrating } from '../lib/hydration/use-hydrated.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/gallery';
import { BuildData } from '../lib/data/BuildData.tsx';

/** docs/product-rules.md#error-texts, word for word. */
export const galleryLoadError = 'Failed to load gallery images. Please try refreshing the page.';

const galleryPage = (page: number) => galleryPageQueryOptions(publicClient(), { page });

function seo(page: number): PageSeo {
  return {
    title: page > 1 ? `Photo Gallery, page ${page}` : 'Photo Gallery',
    description:
      'Photos from our safaris in Uganda: mountain gorillas in Bwindi, lions in Queen Elizabeth, the Nile at Murchison Falls and the people we meet on the way.',
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

/** A photo's title, and who took it when that is not the operator ("Photo: …"). */
function captionOf(image: { title: string; credit: string | null }): string {
  return image.credit ? `${image.title}. Photo: ${image.credit}` : image.title;
}

function GalleryGrid({ page }: { page: number }) {
  const { data, isError } = useGalleryPageQuery({ page });
  const [open, setOpen] = useState<number | null>(null);
  const { Lightbox, load: loadLightbox } = useLazyLightbox();
  const prepareLightbox = () => void loadLightbox().catch(() => undefined);
  const openPhoto = (index: number, imageUrl: string) => {
    setOpen(index);
    // Without its code the photo still opens, as the image itself.
    loadLightbox().catch(() => window.location.assign(imageUrl));
  };
  if (isError && !data) return <EmptyState title={galleryLoadError} announce="alert" />;
  if (!data || data.images.length === 0) return <PlaceholderTiles />;
  return (
    <>
      <ul className={galleryStyles.grid}>
        {data.images.map((image, index) => {
          const sources = responsiveImage(image.image_url, 'thumbnail');
          return (
            <li key={image.id}>
              <figure className={galleryStyles.tile}>
                <button
                  type="button"
                  className={galleryStyles.tileButton}
                  onClick={() => openPhoto(index, image.image_url)}
                  onPointerEnter={prepareLightbox}
                  onFocus={prepareLightbox}
                  aria-label={`Open ${image.title} larger`}
                  aria-busy={open === index && !Lightbox ? true : undefined}
                >
                  <ImageWithFallback
                    {...sources}
                    alt={image.alt}
                    {...imageSize}
                    priority={index === 0}
                    focalPoint={focalPoint(image.image_focal_x, image.image_focal_y)}
                  />
                </button>
                {open === index && !Lightbox ? (
                  <span className={galleryStyles.opening}>
                    <Spinner decorative />
                  </span>
                ) : null}
                <figcaption className={galleryStyles.caption}>{captionOf(image)}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {/* One live region, mounted from the start, so the change is announced. */}
      <p role="status" className={styles.visuallyHidden}>
        {open !== null && !Lightbox ? 'Opening photo…' : ''}
      </p>
      {Lightbox ? (
        <Lightbox
          images={data.images.map((image) => ({
            ...responsiveImage(image.image_url, 'lightbox'),
            alt: image.alt,
            caption: captionOf(image),
          }))}
          index={open}
          onIndexChange={setOpen}
        />
      ) : null}
      <div className={galleryStyles.pagination}>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefForPage={paths.gallery}
          label="Gallery pages"
        />
      </div>
    </>
  );
}

/** /gallery and /gallery?page=N: twelve photos a page, each opening in the lightbox. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader
        title="Photo Gallery"
        lead="Moments from the trail and the lodge: gorillas and chimpanzees, the big cats of the savannah and the landscapes in between."
      />
      <div className={styles.container}>
        <GalleryGrid page={loaderData.seo.page} />
      </div>
    </BuildData>
  );
}
