import { lazy, memo, Suspense, useImperativeHandle, useRef, type Ref } from 'react';
import * as styles from './page.css.ts';

const load = () => import('./SiteSearch.tsx');

/**
 * react-aria's search field is about 7 KB (gzip) of every page's first-load JavaScript. Its
 * prerendered form already works without JavaScript (a GET to /search), so in the browser its
 * code loads as the page hydrates: until it arrives React keeps the prerendered markup, then
 * hydrates it. Prerendering renders it in place instead (a boundary that suspends there is
 * streamed hidden and revealed by an inline script, so without JavaScript there would be no
 * search at all).
 */
const SiteSearch = typeof document === 'undefined' ? (await load()).default : lazy(load);

export interface LazySiteSearchProps {
  /**
   * Reaches an element around the field (the input inside it exists from the first paint,
   * before the field hydrates), for the Alt+/ shortcut.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Memoised without props that change, so re-rendering the header never updates the boundary
 * while it waits to hydrate (an update there would replace the prerendered field).
 */
export const LazySiteSearch = memo(function LazySiteSearch({ ref }: LazySiteSearchProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => wrapper.current as HTMLDivElement, []);
  return (
    <div ref={wrapper} className={styles.contents}>
      <Suspense fallback={null}>
        <SiteSearch
          // Whatever was typed into the prerendered field before its code arrived, so that
          // hydrating it keeps the text instead of resetting it.
          readTypedQuery={() => wrapper.current?.querySelector('input')?.value ?? ''}
        />
      </Suspense>
    </div>
  );
});
