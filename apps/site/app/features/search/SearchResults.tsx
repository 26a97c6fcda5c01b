import { Link } from 'react-router';
import { useSearchQuery, type SearchResult } from '@tembo/data';
import { EmptyState, formatUsd, ImageWithFallback, Spinner } from '@tembo/ui';
import { pagesConfig } from '../../config/pages.config.ts';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { markMatches } from '../../lib/format/search-marks.ts';
import * as styles from '../../lib/layout/page.css.ts';
import * as resultStyles from './search-results.css.ts';

const kindLabels: Record<string, string> = {
  package: 'Safari package',
  destination: 'Destination',
  accommodation: 'Accommodation',
  post: 'Blog post',
};

/** A result's text with the searched words in `<mark>`. */
function Marked({ text, q }: { text: string; q: string }) {
  return (
    <>
      {markMatches(text, q).map((part, index) =>
        part.match ? (
          <mark key={index} className={resultStyles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** One hit: its picture (beside its title, which says the same: decorative), kind, title, price. */
function ResultItem({ result, q }: { result: SearchResult; q: string }) {
  return (
    <li className={`${styles.timelineDay} ${resultStyles.result}`}>
      <div className={resultStyles.thumbnail}>
        {result.image_url ? (
          <ImageWithFallback
            {...responsiveImage(result.image_url, 'searchResult')}
            alt=""
            {...imageSize}
          />
        ) : null}
      </div>
      <div>
        <p className={styles.timelineMeta}>{kindLabels[result.kind] ?? result.kind}</p>
        <h2 className={styles.subTitle}>
          <Link className={styles.link} to={result.url}>
            <Marked text={result.title} q={q} />
          </Link>
        </h2>
        {result.kind === 'package' && result.price_usd !== null ? (
          <p className={resultStyles.price}>From {formatUsd(result.price_usd)} per person</p>
        ) : null}
        {result.excerpt ? (
          <p className={styles.text}>
            <Marked text={result.excerpt} q={q} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The results for `q`, or what the search has to say instead (nothing asked, offline, none). */
export function SearchResults({ q }: { q: string }) {
  const { data, isError, isPending, fetchStatus } = useSearchQuery({ q });
  if (!q)
    return <p className={`${styles.text} ${styles.muted}`}>Type what you are looking for above.</p>;
  // Offline, the query waits for the connection to come back and then runs by itself.
  if (isPending && fetchStatus === 'paused') {
    return (
      <EmptyState
        title="You are offline."
        description="The results will appear here when your connection is back."
        announce="status"
      />
    );
  }
  if (isPending) return <Spinner label="Searching..." />;
  if (isError && !data) {
    return (
      <EmptyState
        title="Search is not available right now. Please try again later."
        announce="alert"
      />
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        title={`Nothing matches “${q}”.`}
        description={pagesConfig.search.noResults}
        announce="status"
      />
    );
  }
  return (
    <>
      <p className={styles.text} role="status">
        {data.length === 1 ? '1 result' : `${data.length} results`} for “{q}”
      </p>
      <ul className={styles.timeline}>
        {data.map((result) => (
          <ResultItem key={`${result.kind}-${result.id}`} result={result} q={q} />
        ))}
      </ul>
    </>
  );
}
