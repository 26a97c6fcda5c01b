import type { GalleryPicture } from '@tembo/data';
import { ImageWithFallback } from '@tembo/ui';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import { Section } from '../../lib/layout/Section.tsx';
import * as galleryStyles from './gallery.css.ts';
import { LightboxTile, OpenedPicture, useLightbox } from './lightbox.tsx';

export interface RecordGalleryProps {
  /** The record's pictures, in order (`readGallery`). */
  pictures: readonly GalleryPicture[];
  /** The record's name: the buttons and the lightbox's decorative pictures say whose they are. */
  name: string;
  /** The heading's id, unique on the page. @default 'gallery' */
  headingId?: string;
}

/**
 * A package's, lodge's or destination's gallery (docs/decisions.md#record-galleries): thumbnails
 * from the build's image variants, each a button that opens the shared Lightbox, loaded lazily as
 * on /gallery. Nothing without pictures.
 */
export function RecordGallery({ pictures, name, headingId = 'gallery' }: RecordGalleryProps) {
  const lightbox = useLightbox();
  if (pictures.length === 0) return null;
  const label = (picture: GalleryPicture, index: number) =>
    picture.decorative || !picture.alt ? `${name}, picture ${index + 1}` : picture.alt;
  return (
    <Section id={headingId} title="Gallery">
      <ul className={galleryStyles.grid}>
        {pictures.map((picture, index) => (
          <li key={`${index}-${picture.url}`} className={galleryStyles.tile}>
            <LightboxTile
              lightbox={lightbox}
              index={index}
              url={picture.url}
              label={`Open picture ${index + 1} of ${pictures.length} larger: ${label(picture, index)}`}
            >
              <ImageWithFallback
                {...responsiveImage(picture.url, 'thumbnail')}
                alt=""
                {...imageSize}
                focalPoint={focalPoint(picture.focal_x, picture.focal_y)}
              />
            </LightboxTile>
          </li>
        ))}
      </ul>
      <OpenedPicture
        lightbox={lightbox}
        what="picture"
        images={() =>
          pictures.map((picture, index) => ({
            ...responsiveImage(picture.url, 'lightbox'),
            alt: label(picture, index),
          }))
        }
      />
    </Section>
  );
}
