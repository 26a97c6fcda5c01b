import type { Tables } from '@tembo/data';
import { imageSize, responsiveImage } from './images.ts';
import { altText, focalPoint } from './record-image.ts';

type PackagePicture = Pick<
  Tables<'packages'>,
  'title' | 'image_url' | 'image_alt' | 'image_decorative' | 'image_focal_x' | 'image_focal_y'
>;

/** A package's picture as every PackageCard shows it (the card layout's variants), or none. */
export function packageCardImage(pkg: PackagePicture) {
  if (!pkg.image_url) return null;
  return {
    ...responsiveImage(pkg.image_url, 'card'),
    alt: altText(pkg.image_alt, pkg.image_decorative, pkg.title),
    focalPoint: focalPoint(pkg.image_focal_x, pkg.image_focal_y),
    ...imageSize,
  };
}
