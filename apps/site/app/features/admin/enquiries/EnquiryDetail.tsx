import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState, LinkButton, Select } from '@tembo/ui';
import { isDataError, type Tables } from '@tembo/data';
import { useAdminEnquiryQuery, packagesType, useEnquiryStatusMutation } from '@tembo/data/admin';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { BackToList } from '../common/BackToList.tsx';
import * as styles from '../common/admin.css.ts';
import { formatDate, formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import { enquiryStatusLabel, enquiryStatuses, isEnquiryStatus } from './enquiry-status.ts';
import { emailReplyHref, whatsAppReplyHref } from './reply-links.ts';

type Enquiry = Tables<'enquiries'>;

/**
 * Disabled while it saves, the control loses keyboard focus to the page: it takes it back once
 * enabled again, unless the admin has put focus somewhere else meanwhile.
 */
function useFocusBackAfterSave(isPending: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    const settled = wasPending.current && !isPending;
    wasPending.current = isPending;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (settled && lost) trigger.current?.focus();
  }, [isPending]);
  return trigger;
}

function StatusControl({ enquiry }: { enquiry: Enquiry }) {
  const change = useEnquiryStatusMutation({
    onSuccess: (saved) =>
      notify.success(`Marked as ${enquiryStatusLabel(saved.status).toLowerCase()}.`),
    onError: (error) => notify.error('The status was not changed.', error.message),
  });
  const trigger = useFocusBackAfterSave(change.isPending);
  return (
    <Select
      ref={trigger}
      label="Status"
      options={enquiryStatuses.map(({ id, label }) => ({ value: id, label }))}
      value={change.isPending && change.variables ? change.variables.status : enquiry.status}
      isDisabled={change.isPending}
      onChange={(key) => {
        if (isEnquiryStatus(key) && key !== enquiry.status)
          change.mutate({ id: enquiry.id, status: key });
      }}
    />
  );
}

function PackageName({ id }: { id: string }) {
  const packages = packagesType.useList();
  const found = packages.data?.find((row) => row.id === id);
  return (
    <Link to={adminPaths.edit('packages', id)} className={styles.link}>
      {found?.title ?? 'The package'}
    </Link>
  );
}

function Details({ enquiry }: { enquiry: Enquiry }) {
  const whatsApp = whatsAppReplyHref(enquiry);
  const party = [
    `${enquiry.adults} ${enquiry.adults === 1 ? 'adult' : 'adults'}`,
    enquiry.children > 0
      ? `${enquiry.children} ${enquiry.children === 1 ? 'child' : 'children'}`
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  const dates =
    enquiry.travel_start || enquiry.travel_end
      ? [enquiry.travel_start, enquiry.travel_end]
          .map((date) => (date ? formatDate(date) : '?'))
          .join(' to ')
      : 'Not given';
  return (
    <>
      <AdminPageHeader
        title={`Enquiry from ${enquiry.name}`}
        description={`Received ${formatDateTime(enquiry.created_at)}.`}
        back={<BackToList href={adminPaths.enquiries()} label="enquiries" />}
        actions={
          <>
            <LinkButton href={emailReplyHref(enquiry)}>Reply by email</LinkButton>
            {whatsApp ? (
              <LinkButton href={whatsApp} target="_blank" variant="soft">
                Reply on WhatsApp
              </LinkButton>
            ) : null}
          </>
        }
      />
      <div className={styles.toolbar}>
        <StatusControl enquiry={enquiry} />
      </div>
      <dl className={styles.details}>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`} className={styles.link}>
            {enquiry.email}
          </a>
        </dd>
        <dt>Phone</dt>
        <dd>{enquiry.phone ?? 'Not given'}</dd>
        <dt>Travel dates</dt>
        <dd>{dates}</dd>
        <dt>Party</dt>
        <dd>{party}</dd>
        <dt>Package</dt>
        <dd>{enquiry.package_id ? <PackageName id={enquiry.package_id} /> : 'None chosen'}</dd>
      </dl>
      <section aria-labelledby="enquiry-message" className={styles.section}>
        <h2 id="enquiry-message" className={styles.sectionTitle}>
          Message
        </h2>
        <p className={styles.message}>{enquiry.message}</p>
      </section>
    </>
  );
}

/** /admin/enquiries/{id}: one enquiry, its status, and reply links. */
export function EnquiryDetail({ id }: { id: string }) {
  // Its own read, shown at once when the inbox has loaded the enquiry: the inbox may not hold
  // an older one (PostgREST's row limit), and reading every enquiry to show one does not scale.
  const enquiry = useAdminEnquiryQuery({ id });
  if (enquiry.isPending) return <ContentSkeleton label="Loading the enquiry" />;
  if (enquiry.isError) {
    // A mistyped or deleted id; RLS also hides every enquiry from a non-admin this way.
    if (isDataError(enquiry.error) && enquiry.error.kind === 'not-found') {
      return (
        <>
          <AdminPageHeader title="Enquiry not found" />
          <EmptyState
            title="This enquiry could not be found."
            action={<LinkButton href={adminPaths.enquiries()}>Back to enquiries</LinkButton>}
          />
        </>
      );
    }
    return (
      <EmptyState
        title="The enquiry could not be loaded."
        description={enquiry.error.message}
        announce="alert"
      />
    );
  }
  return <Details enquiry={enquiry.data} />;
}
