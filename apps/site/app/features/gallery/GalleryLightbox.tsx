import { Lightbox, type LightboxProps } from '@tembo/ui';

/** The gallery's lightbox as a module of its own, so the page can load it on demand. */
export default function GalleryLightbox(props: LightboxProps) {
  return <Lightbox {...props} />;
}
