import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner, type LightboxProps } from '@tembo/ui';
import * as styles from '../../lib/layout/page.css.ts';
import * as galleryStyles from './gallery.css.ts';

type LightboxComponent = ComponentType<LightboxProps>;

/**
 * A grid of pictures that open larger, as on /gallery and under a record's article. The
 * lightbox is react-aria's modal dialog, about 15 KB gzip a page needs only once a picture is
 * opened: its code starts loading when the pointer or focus reaches a picture (`prepare`), and
 * the lightbox mounts once it has arrived (a picture pressed before then opens as soon as it
 * does, and without its code opens as the image itself).
 */
export function useLightbox() {
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('./GalleryLightbox.tsx').then(
      (module) => setLightbox(() => module.default),
      (error: unknown) => {
        // Offline or a deploy replaced the file: the next press tries again.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);
  return {
    Lightbox,
    open,
    setOpen,
    prepare: () => void load().catch(() => undefined),
    openAt: (index: number, url: string) => {
      setOpen(index);
      load().catch(() => window.location.assign(url));
    },
    /** Pressed, and waiting for the lightbox's code. */
    opening: (index?: number) =>
      open !== null && (index === undefined || open === index) && !Lightbox,
  };
}

type LightboxState = ReturnType<typeof useLightbox>;

/** A picture's button, which opens it larger, with a spinner while the lightbox loads. */
export function LightboxTile({
  lightbox,
  index,
  url,
  label,
  children,
}: {
  lightbox: LightboxState;
  index: number;
  /** The picture's own address, opened when the lightbox cannot load. */
  url: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className={galleryStyles.tileButton}
        onClick={() => lightbox.openAt(index, url)}
        onPointerEnter={lightbox.prepare}
        onFocus={lightbox.prepare}
        aria-label={label}
        aria-busy={lightbox.opening(index) ? true : undefined}
      >
        {children}
      </button>
      {lightbox.opening(index) ? (
        <span className={galleryStyles.opening}>
          <Spinner decorative />
        </span>
      ) : null}
    </>
  );
}

/**
 * The lightbox over the grid once its code is there, and one live region, mounted from the
 * start, that announces the wait ('Opening photo…').
 */
export function OpenedPicture({
  lightbox,
  what,
  images,
}: {
  lightbox: LightboxState;
  /** What the wait names, e.g. 'photo'. */
  what: string;
  images: () => LightboxProps['images'];
}) {
  const { Lightbox } = lightbox;
  return (
    <>
      <p role="status" className={styles.visuallyHidden}>
        {lightbox.opening() ? `Opening ${what}…` : ''}
      </p>
      {Lightbox ? (
        <Lightbox images={images()} index={lightbox.open} onIndexChange={lightbox.setOpen} />
      ) : null}
    </>
  );
}
