import { Link } from 'react-router';
import { adminPaths } from '../paths.ts';
import * as styles from '../common/admin.css.ts';

/** Who sent an enquiry, in a table's cell: the name, linked to the enquiry, over the email. */
export function EnquirySender({
  enquiry,
}: {
  enquiry: { id: string; name: string; email: string };
}) {
  return (
    <>
      <Link to={adminPaths.enquiry(enquiry.id)} className={styles.link}>
        {enquiry.name}
      </Link>
      <div className={styles.muted}>{enquiry.email}</div>
    </>
  );
}
