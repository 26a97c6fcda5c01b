import { useState } from 'react';
import type { GalleryPicture } from '@tembo/data';
import { ImageWithFallback, Spinner } from '@tembo/ui';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import * as styles from '../../lib/layout/page.css.ts';
import { Section } from '../../lib/layout/Section.tsx';
import * as galleryStyles from './gallery.css.ts';
import { useLazyLightbox } from './use-lazy-lightbox.ts';

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
  const [open, setOpen] = useState<number | null>(null);
  const { Lightbox, load } = useLazyLightbox();
  if (pictures.length === 0) return null;
  const prepare = () => void load().catch(() => undefined);
  const openPicture = (index: number, url: string) => {
    setOpen(index);
    // Without its code the picture still opens, as the image itself.
    load().catch(() => window.location.assign(url));
  };
  const label = (picture: GalleryPicture, index: number) =>
    picture.decorative || !picture.alt ? `${name}, picture ${index + 1}` : picture.alt;
  return (
    <Section id={headingId} title="Gallery">
      <ul className={galleryStyles.grid}>
        {pictures.map((picture, index) => (
          <li key={`${index}-${picture.url}`} className={galleryStyles.tile}>
            <button
              type="button"
              className={galleryStyles.tileButton}
              onClick={() => openPicture(index, picture.url)}
              onPointerEnter={prepare}
              onFocus={prepare}
              aria-label={`Open picture ${index + 1} of ${pictures.length} larger: ${label(picture, index)}`}
              aria-busy={open === index && !Lightbox ? true : undefined}
            >
              <ImageWithFallback
                {...responsiveImage(picture.url, 'thumbnail')}
                alt=""
                {...imageSize}
                focalPoint={focalPoint(picture.focal_x, picture.focal_y)}
              />
            </button>
            {open === index && !Lightbox ? (
              <span className={galleryStyles.opening}>
                <Spinner decorative />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {/* One live region, mounted from the start, so the change is announced. */}
      <p role="status" className={styles.visuallyHidden}>
        {open !== null && !Lightbox ? 'Opening picture…' : ''}
      </p>
      {Lightbox ? (
        <Lightbox
          images={pictures.map((picture, index) => ({
            ...responsiveImage(picture.url, 'lightbox'),
            alt: label(picture, index),
          }))}
          index={open}
          onIndexChange={setOpen}
        />
      ) : null}
    </Section>
  );
}
