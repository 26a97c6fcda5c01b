import { useState } from 'react';
import { useGalleryPageQuery } from '@tembo/data';
import { EmptyState, ImageWithFallback, Pagination, Spinner } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import * as styles from '../../lib/layout/page.css.ts';
import { PlaceholderTiles } from './PlaceholderTiles.tsx';
import { useLazyLightbox } from './use-lazy-lightbox.ts';
import * as galleryStyles from './gallery.css.ts';

/** docs/product-rules.md#error-texts, word for word. */
const galleryLoadError = 'Failed to load gallery images. Please try refreshing the page.';

/** A photo's title, and who took it when that is not the operator ("Photo: …"). */
function captionOf(image: { title: string; credit: string | null }): string {
  return image.credit ? `${image.title}. Photo: ${image.credit}` : image.title;
}

/** One page of the gallery: twelve photos, each opening in the lightbox, and the pages. */
export function GalleryGrid({ page }: { page: number }) {
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
