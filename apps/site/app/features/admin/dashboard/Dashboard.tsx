import { Link } from 'react-router';
import { EmptyState } from '@tembo/ui';
import {
  useAdminEnquiriesQuery,
  useDashboardCountsQuery,
  usePipelineFiguresQuery,
} from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import * as styles from '../common/admin.css.ts';
import { formatDuration } from '../enquiries/answer-times.ts';
import { EnquiryStatusBadge } from '../enquiries/EnquiryStatusBadge.tsx';
import { EnquirySender } from '../enquiries/EnquirySender.tsx';
import { formatCount, formatDateTime } from '../common/format.ts';
import { loadState } from '../common/load-state.tsx';
import { AdminSection } from '../common/AdminSection.tsx';
import { AdminTable } from '../common/AdminTable.tsx';

/** How many of the newest enquiries the dashboard lists. */
export const latestEnquiriesCount = 5;

function Counts() {
  const counts = useDashboardCountsQuery();
  if (!counts.isSuccess)
    return loadState(counts, 'Loading the figures', 'The figures could not be loaded.');
  const cards = [
    {
      label: ['Safari package', 'Safari packages'],
      value: counts.data.packages,
      href: adminPaths.list('packages'),
    },
    {
      label: ['Published post', 'Published posts'],
      value: counts.data.publishedPosts,
      href: adminPaths.list('blog'),
    },
    {
      label: ['Draft post', 'Draft posts'],
      value: counts.data.draftPosts,
      href: `${adminPaths.list('blog')}?state=draft`,
    },
    {
      label: ['Testimonial awaiting approval', 'Testimonials awaiting approval'],
      value: counts.data.pendingTestimonials,
      href: `${adminPaths.list('testimonials')}?state=pending`,
    },
    {
      label: ['New enquiry', 'New enquiries'],
      value: counts.data.newEnquiries,
      href: adminPaths.enquiries('new'),
    },
  ] as const;
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.href}>
          <Link to={card.href} className={styles.card}>
            <span className={styles.cardValue}>{formatCount(card.value)}</span>{' '}
            <span className={styles.cardLabel}>{card.label[card.value === 1 ? 0 : 1]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The week's pipeline, from one database function (enquiry_pipeline_figures, admins only;
 * docs/decisions.md#enquiry-pipeline): enquiries received in the last 7 days, their median time
 * to first answer, and the enquiries won in those days.
 */
function PipelineFigures() {
  const figures = usePipelineFiguresQuery();
  if (!figures.isSuccess)
    return loadState(
      figures,
      "Loading the week's figures",
      "The week's figures could not be loaded.",
      3,
    );
  const { received, median_first_answer_seconds: median, won } = figures.data;
  return (
    <ul className={styles.cards} aria-label="The last 7 days">
      <li>
        <Link to={adminPaths.enquiries()} className={styles.card}>
          <span className={styles.cardValue}>{formatCount(received)}</span>{' '}
          <span className={styles.cardLabel}>
            {received === 1 ? 'Enquiry received' : 'Enquiries received'}
          </span>
        </Link>
      </li>
      <li>
        <div className={styles.card}>
          <span className={styles.cardValue}>
            {median === null ? 'None answered' : formatDuration(median)}
          </span>{' '}
          <span className={styles.cardLabel}>Median time to first answer</span>
        </div>
      </li>
      <li>
        <Link to={adminPaths.enquiries('won')} className={styles.card}>
          <span className={styles.cardValue}>{formatCount(won)}</span>{' '}
          <span className={styles.cardLabel}>{won === 1 ? 'Enquiry won' : 'Enquiries won'}</span>
        </Link>
      </li>
    </ul>
  );
}

function LatestEnquiries() {
  const enquiries = useAdminEnquiriesQuery();
  if (!enquiries.isSuccess)
    return loadState(
      enquiries,
      'Loading the latest enquiries',
      'The enquiries could not be loaded.',
      3,
    );
  const latest = enquiries.data.slice(0, latestEnquiriesCount);
  if (latest.length === 0) {
    return <EmptyState title="No enquiries yet." headingLevel={3} />;
  }
  return (
    <AdminTable
      caption={latest.length === 1 ? 'The newest enquiry' : `The ${latest.length} newest enquiries`}
      columns={['From', 'Received', 'Status']}
    >
      {latest.map((enquiry) => (
        <tr key={enquiry.id}>
          <td>
            <EnquirySender enquiry={enquiry} />
          </td>
          <td>{formatDateTime(enquiry.created_at)}</td>
          <td>
            <EnquiryStatusBadge status={enquiry.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The admin home: the figures staff act on, and the newest enquiries. */
export function Dashboard() {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="What needs attention today. Every figure links to its list."
      />
      <AdminSection title="At a glance">
        <Counts />
      </AdminSection>
      <AdminSection title="This week">
        <PipelineFigures />
      </AdminSection>
      <AdminSection title="Latest enquiries">
        <LatestEnquiries />
        <p>
          <Link to={adminPaths.enquiries()} className={styles.link}>
            Open the enquiry inbox
          </Link>
        </p>
      </AdminSection>
    </>
  );
}
