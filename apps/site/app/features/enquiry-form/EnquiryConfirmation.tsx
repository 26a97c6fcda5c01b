import type { EnquiryFormValues } from '@tembo/data';
import { siteConfig } from '../../config/site.config.ts';
import { formatDate } from '../../lib/format/format.ts';
import * as styles from './confirmation.css.ts';

/** What the traveller sent, as the form held it, with the chosen package's title. */
export interface SentEnquiry {
  values: EnquiryFormValues;
  packageTitle: string | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 Mar 2027 to 20 Mar 2027", "From 12 Mar 2027", "Until 20 Mar 2027" or null. */
function travelDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end) return `${formatDate(start)} to ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return null;
}

/**
 * The lasting confirmation above the emptied form: who replies, to which address and when (the
 * site config's), and everything the traveller sent, dates in the site's one form
 * (docs/product-rules.md#enquiry-confirmation). It stays until the next enquiry is sent.
 */
export function EnquiryConfirmation({ sent }: { sent: SentEnquiry }) {
  const { values, packageTitle } = sent;
  const dates = travelDates(values.travel_start, values.travel_end);
  const adults = Number(values.adults ?? 0);
  const children = Number(values.children ?? 0);
  const rows: [term: string, detail: string | null][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone?.trim() || null],
    ['Package', packageTitle],
    ['Dates', dates],
    [
      'Travellers',
      children > 0
        ? `${plural(adults, 'adult', 'adults')}, ${plural(children, 'child', 'children')}`
        : plural(adults, 'adult', 'adults'),
    ],
    ['Message', values.message],
  ];
  return (
    <section className={styles.confirmation} aria-labelledby="enquiry-sent-title">
      <h3 id="enquiry-sent-title" className={styles.title}>
        We have your enquiry
      </h3>
      <p className={styles.text}>
        We will reply to <strong>{values.email}</strong> within {siteConfig.enquiryReply.within},
        from {siteConfig.enquiryReply.from}.
      </p>
      <dl className={styles.summary}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, detail]) => (
            <div key={term} className={styles.row}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
