import * as styles from '../common/admin.css.ts';
import { enquiryStatusLabel, type EnquiryStatus } from './enquiry-status.ts';

/** An enquiry's status as a small label; new ones stand out. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={styles.badge} data-tone={status === 'new' ? 'positive' : undefined}>
      {enquiryStatusLabel(status)}
    </span>
  );
}
