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

/**
 * The prerendered field's markup, read before React hydrates (route modules run first). Any
 * context change above a boundary that is still waiting for its code (the stored or system
 * theme applied right after hydration, a press on the theme toggle) makes React drop the
 * prerendered markup and show the fallback: showing this copy keeps the field in place.
 */
const prerenderedMarkup =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('[data-site-search] > form')?.outerHTML ?? '');

export interface LazySiteSearchProps {
  /**
   * Reaches an element around the field (the input inside it exists from the first paint,
   * before the field hydrates), for the Alt+/ shortcut.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Memoised without props that change, so re-rendering the header never updates the boundary
 * while it waits to hydrate.
 */
export const LazySiteSearch = memo(function LazySiteSearch({ ref }: LazySiteSearchProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => wrapper.current as HTMLDivElement, []);
  return (
    <div ref={wrapper} className={styles.contents} data-site-search="">
      <Suspense
        fallback={
          <div
            className={styles.contents}
            // Static markup this page was prerendered with, not user input.
            dangerouslySetInnerHTML={{ __html: prerenderedMarkup }}
          />
        }
      >
        <SiteSearch
          // What was typed into the prerendered field before its code arrived, and whether it
          // has focus, so that hydrating (or replacing) it keeps both.
          readPrerendered={() => {
            const field = wrapper.current?.querySelector('input');
            return {
              query: field?.value ?? '',
              focused: field != null && field === document.activeElement,
            };
          }}
        />
      </Suspense>
    </div>
  );
});
