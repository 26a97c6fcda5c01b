import { useCallback, useRef, useState, type ComponentType } from 'react';
import type { LightboxProps } from '@tembo/ui';

type LightboxComponent = ComponentType<LightboxProps>;

/**
 * The lightbox is react-aria's modal dialog, about 15 KB gzip a page needs only once a photo is
 * opened: its code starts loading when the pointer or focus reaches a photo (`load`), and the
 * lightbox mounts once it has arrived (a photo pressed before then opens as soon as it does).
 */
export function useLazyLightbox() {
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
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
  return { Lightbox, load };
}
