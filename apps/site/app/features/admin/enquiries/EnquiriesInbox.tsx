import { EmptyState, Select } from '@tembo/ui';
import { useAdminEnquiriesQuery } from '@tembo/data/admin';
import { allStates, asOption, useListParams } from '../list/list-controls.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminTable } from '../common/AdminTable.tsx';
import { loadState } from '../common/load-state.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, excerptOf, formatDateTime } from '../common/format.ts';
import { formatDuration, isOverdue, overdueLabel, timeToFirstAnswer } from './answer-times.ts';
import { enquiryStatuses, isEnquiryStatus } from './enquiry-status.ts';
import { EnquiryStatusBadge } from './EnquiryStatusBadge.tsx';
import { EnquirySender } from './EnquirySender.tsx';

function FirstAnswer({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <span className={styles.muted}>Not yet</span>;
  return <>After {formatDuration(seconds)}</>;
}

/**
 * /admin/enquiries: every enquiry, newest first, filtered by status (kept in the URL); the new
 * (unanswered) ones oldest first, the longest waiting on top. Unanswered enquiries past their
 * answer time are marked (docs/decisions.md#enquiry-pipeline).
 */
export function EnquiriesInbox() {
  const [params, update] = useListParams();
  const raw = params.get('status');
  const status = isEnquiryStatus(raw) ? raw : undefined;
  const enquiries = useAdminEnquiriesQuery({ status });
  const unanswered = status === 'new';

  return (
    <>
      <AdminPageHeader
        title="Enquiries"
        description="Booking enquiries from the contact page, newest first; choose New for the unanswered ones, oldest first. Open one to reply by email or WhatsApp, move it along the pipeline and add notes."
      />
      <div className={styles.toolbar}>
        <Select
          label="Status"
          options={[{ id: allStates, label: 'All' }, ...enquiryStatuses].map(asOption)}
          value={status ?? allStates}
          onChange={(key) => update('status', key ?? allStates, allStates)}
        />
      </div>
      {!enquiries.isSuccess ? (
        loadState(enquiries, 'Loading the enquiries', 'The enquiries could not be loaded.')
      ) : enquiries.data.length === 0 ? (
        <EmptyState title={status ? `No ${status} enquiries.` : 'No enquiries yet.'} />
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {countOf(enquiries.data.length, 'enquiry', 'enquiries')}.
          </p>
          <AdminTable
            caption={unanswered ? 'Unanswered enquiries, oldest first' : 'Enquiries, newest first'}
            columns={['From', 'Message', 'Received', 'Status', 'First answer']}
          >
            {enquiries.data.map((enquiry) => (
              <tr key={enquiry.id}>
                <td>
                  <EnquirySender enquiry={enquiry} />
                </td>
                <td>{excerptOf(enquiry.message)}</td>
                <td>
                  {formatDateTime(enquiry.created_at)}
                  {isOverdue(enquiry) ? (
                    <div>
                      <span className={styles.badge} data-tone="danger">
                        {overdueLabel(enquiry)}
                      </span>
                    </div>
                  ) : null}
                </td>
                <td>
                  <EnquiryStatusBadge status={enquiry.status} />
                </td>
                <td>
                  <FirstAnswer seconds={timeToFirstAnswer(enquiry)} />
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </>
  );
}
