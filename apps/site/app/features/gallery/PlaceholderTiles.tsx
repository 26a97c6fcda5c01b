import * as styles from './gallery.css.ts';

/** docs/product-rules.md#error-texts: an empty gallery shows six tiles titled 'Safari Experience'. */
const placeholderTitle = 'Safari Experience';

/** The six placeholder tiles of an empty gallery. */
export function PlaceholderTiles() {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={styles.placeholder}>
          <span>{placeholderTitle}</span>
        </li>
      ))}
    </ul>
  );
}
