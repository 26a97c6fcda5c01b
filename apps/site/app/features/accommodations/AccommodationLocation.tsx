import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Spinner } from '@tembo/ui';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import * as styles from '../../lib/layout/page.css.ts';
import * as mapStyles from './map.css.ts';

const LocationMap = lazy(() => import('./LocationMap.tsx'));

export interface AccommodationLocationProps {
  name: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
}

/** Starts loading when the map area comes near the viewport, not with the page. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Where the accommodation is: the place in words and a link to OpenStreetMap (in the HTML, for
 * everyone), plus the interactive map once the page runs in a browser and the area is near.
 */
export function AccommodationLocation({
  name,
  location,
  latitude,
  longitude,
}: AccommodationLocationProps) {
  const hydrated = useHydrated();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const hasPosition = latitude !== null && longitude !== null;
  return (
    <section className={styles.section} aria-labelledby="location">
      <h2 id="location" className={styles.sectionTitle}>
        Location
      </h2>
      <p className={styles.text}>{location}</p>
      {hasPosition ? (
        <>
          <div ref={ref} className={mapStyles.frame}>
            {hydrated && near ? (
              <Suspense fallback={<Spinner label="Loading map..." />}>
                <LocationMap latitude={latitude} longitude={longitude} name={name} />
              </Suspense>
            ) : null}
          </div>
          <p className={styles.text}>
            <a
              className={styles.link}
              href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open {name} in OpenStreetMap (opens in a new tab)
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
