import { ImageWithFallback } from '@tembo/ui';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { PlaceholderTiles } from './PlaceholderTiles.tsx';
import * as galleryStyles from './gallery.css.ts';

/** The home page's preview of the gallery: the newest pictures, or placeholder tiles. */
export function GalleryPreview({
  images,
}: {
  images: readonly { id: string; image_url: string; alt: string; title: string }[];
}) {
  return images.length > 0 ? (
    <ul className={galleryStyles.grid}>
      {images.map((image) => {
        const sources = responsiveImage(image.image_url, 'thumbnail');
        return (
          <li key={image.id}>
            <figure className={galleryStyles.tile}>
              <ImageWithFallback {...sources} alt={image.alt} {...imageSize} />
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
