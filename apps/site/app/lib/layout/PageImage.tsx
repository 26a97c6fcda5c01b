import { ImageWithFallback, type FocalPoint } from '@tembo/ui';
import { imageSize, responsiveImage } from '../format/images.ts';
import * as styles from './page.css.ts';

export interface PageImageProps {
  /** The stored image URL; none shows `missingText`, or nothing without it. */
  url: string | null;
  /** '' for a decorative picture. */
  alt: string;
  /** Where the subject is: the wide crop keeps it in view. */
  focalPoint?: FocalPoint;
  /** Said in the picture's place when there is none, e.g. 'No image available'. */
  missingText?: string;
}

/**
 * The large picture under a detail page's header: every stored size, and loaded first with
 * high priority, since it is the page's largest paint.
 */
export function PageImage({ url, alt, focalPoint, missingText }: PageImageProps) {
  if (!url && !missingText) return null;
  const image = url ? responsiveImage(url, 'hero') : null;
  return (
    <div className={styles.heroImage}>
      {image ? (
        <ImageWithFallback {...image} alt={alt} {...imageSize} priority focalPoint={focalPoint} />
      ) : (
        <p className={styles.muted}>{missingText}</p>
      )}
    </div>
  );
}
