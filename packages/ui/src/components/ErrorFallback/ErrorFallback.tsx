import { button } from '../private/Button.css.ts';
import { AlertIcon } from '../private/icons.tsx';
import * as styles from './ErrorFallback.css.ts';

export interface ErrorFallbackProps {
  /**
   * Called by 'Refresh Page'.
   * @default () => window.location.reload()
   */
  onRefresh?: () => void;
  /**
   * The title's heading level: 1 when it replaces a whole page.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

const reload = () => window.location.reload();

/** What a screen shows when it fails to render (docs/product-rules.md#error-texts, word for word). */
export function ErrorFallback({ onRefresh = reload, headingLevel = 1 }: ErrorFallbackProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={styles.root}>
      <span className={styles.icon}>
        <AlertIcon />
      </span>
      <Heading className={styles.title}>Something went wrong</Heading>
      <p className={styles.text}>
        We encountered an error while loading this content. Please try refreshing the page.
      </p>
      {/* A plain button: the site's error boundaries keep this in every page's first load. */}
      <button type="button" className={button()} onClick={() => onRefresh()}>
        Refresh Page
      </button>
    </div>
  );
}
