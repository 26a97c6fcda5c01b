import { ImageWithFallback } from '@tembo/ui';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import { PlaceholderTiles } from './PlaceholderTiles.tsx';
import * as galleryStyles from './gallery.css.ts';

/** The home page's preview of the gallery: the newest pictures, or placeholder tiles. */
export function GalleryPreview({
  images,
}: {
  images: readonly {
    id: string;
    image_url: string;
    alt: string;
    title: string;
    image_focal_x?: number | null;
    image_focal_y?: number | null;
  }[];
}) {
  return images.length > 0 ? (
    <ul className={galleryStyles.grid}>
      {images.map((image) => {
        const sources = responsiveImage(image.image_url, 'thumbnail');
        return (
          <li key={image.id}>
            <figure className={galleryStyles.tile}>
              <ImageWithFallback
                {...sources}
                alt={image.alt}
                {...imageSize}
                focalPoint={focalPoint(image.image_focal_x, image.image_focal_y)}
              />
              <figcaption className={galleryStyles.caption}>{image.title}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  ) : (
    <PlaceholderTiles />
  );
}
