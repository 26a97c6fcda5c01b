import { useGalleryPageQuery } from '@tembo/data';
import { EmptyState, ImageWithFallback, Pagination } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import { PlaceholderTiles } from './PlaceholderTiles.tsx';
import { LightboxTile, OpenedPicture, useLightbox } from './lightbox.tsx';
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
  const lightbox = useLightbox();
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
                <LightboxTile
                  lightbox={lightbox}
                  index={index}
                  url={image.image_url}
                  label={`Open ${image.title} larger`}
                >
                  <ImageWithFallback
                    {...sources}
                    alt={image.alt}
                    {...imageSize}
                    priority={index === 0}
                    focalPoint={focalPoint(image.image_focal_x, image.image_focal_y)}
                  />
                </LightboxTile>
                <figcaption className={galleryStyles.caption}>{captionOf(image)}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <OpenedPicture
        lightbox={lightbox}
        what="photo"
        images={() =>
          data.images.map((image) => ({
            ...responsiveImage(image.image_url, 'lightbox'),
            alt: image.alt,
            caption: captionOf(image),
          }))
        }
      />
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
