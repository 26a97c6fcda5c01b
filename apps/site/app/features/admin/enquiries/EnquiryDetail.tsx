import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, LinkButton, Select, TextArea, TextField } from '@tembo/ui';
import { isDataError, type Tables } from '@tembo/data';
import {
  enquiryNoteMaxLength,
  lostReasonMaxLength,
  packagesType,
  useAdminEnquiryQuery,
  useEnquiryNoteAddMutation,
  useEnquiryNotesQuery,
  useEnquiryStatusMutation,
} from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminSection } from '../common/AdminSection.tsx';
import { BackToList } from '../common/BackToList.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, formatDate, formatDateTime } from '../common/format.ts';
import { loadState } from '../common/load-state.tsx';
import { notify } from '../common/notify.ts';
import { formatDuration, isOverdue, overdueLabel, timeToFirstAnswer } from './answer-times.ts';
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

/**
 * The pipeline status (docs/decisions.md#enquiry-pipeline). Choosing Lost asks why before
 * anything is saved; the database refuses a move back and a lost enquiry without a reason.
 */
function StatusControl({ enquiry }: { enquiry: Enquiry }) {
  const [askingWhyLost, setAskingWhyLost] = useState(false);
  const [reason, setReason] = useState('');
  const change = useEnquiryStatusMutation({
    onSuccess: (saved) => {
      setAskingWhyLost(false);
      setReason('');
      notify.success(`Marked as ${enquiryStatusLabel(saved.status).toLowerCase()}.`);
    },
    onError: (error) => notify.error('The status was not changed.', error.message),
  });
  const trigger = useFocusBackAfterSave(change.isPending);
  const reasonError = change.error?.field === 'lost_reason' ? change.error.message : undefined;
  const shown = askingWhyLost
    ? 'lost'
    : change.isPending && change.variables
      ? change.variables.status
      : enquiry.status;
  return (
    <>
      <Select
        ref={trigger}
        label="Status"
        options={enquiryStatuses.map(({ id, label }) => ({ value: id, label }))}
        value={shown}
        isDisabled={change.isPending}
        onChange={(key) => {
          if (!isEnquiryStatus(key)) return;
          change.reset();
          setAskingWhyLost(key === 'lost' && key !== enquiry.status);
          if (key !== 'lost' && key !== enquiry.status)
            change.mutate({ id: enquiry.id, status: key });
        }}
      />
      {askingWhyLost ? (
        <form
          className={styles.toolbar}
          aria-label="Mark as lost"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ id: enquiry.id, status: 'lost', lost_reason: reason });
          }}
        >
          <TextField
            label="Why was it lost?"
            description="For example: booked elsewhere, too dear, dates full."
            value={reason}
            onChange={setReason}
            maxLength={lostReasonMaxLength}
            isRequired
            isInvalid={reasonError !== undefined}
            errorMessage={reasonError}
          />
          <Button type="submit" isDisabled={change.isPending}>
            Mark as lost
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              change.reset();
              setAskingWhyLost(false);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : null}
    </>
  );
}

/** Time to first answer, or how long it has waited. */
function FirstAnswer({ enquiry }: { enquiry: Enquiry }) {
  const seconds = timeToFirstAnswer(enquiry);
  if (seconds !== null) return <>After {formatDuration(seconds)}</>;
  if (isOverdue(enquiry)) {
    return (
      <span className={styles.badge} data-tone="danger">
        {overdueLabel(enquiry)}
      </span>
    );
  }
  return <>Not answered yet</>;
}

/** Internal notes: staff only, never shown to the traveller. */
function Notes({ enquiry }: { enquiry: Enquiry }) {
  const notes = useEnquiryNotesQuery({ enquiryId: enquiry.id });
  const [body, setBody] = useState('');
  const add = useEnquiryNoteAddMutation({
    onSuccess: () => {
      setBody('');
      notify.success('Note added.');
    },
    onError: (error) => notify.error('The note was not added.', error.message),
  });
  const bodyError = add.error?.field === 'body' ? add.error.message : undefined;
  return (
    <AdminSection title="Internal notes">
      {!notes.isSuccess ? (
        loadState(notes, 'Loading the notes', 'The notes could not be loaded.', 3)
      ) : notes.data.length === 0 ? (
        <p className={styles.muted}>No notes yet. Only staff see them.</p>
      ) : (
        <ol className={styles.notes} aria-label="Notes, oldest first">
          {notes.data.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.muted}>
                {note.author_email ?? 'A former admin'}, {formatDateTime(note.created_at)}
              </p>
              <p className={styles.message}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className={styles.form}
        aria-label="Add a note"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ enquiryId: enquiry.id, body });
        }}
      >
        <TextArea
          label="New note"
          description="Only staff see notes."
          value={body}
          onChange={(value) => {
            setBody(value);
            if (add.isError) add.reset();
          }}
          rows={3}
          maxLength={enquiryNoteMaxLength}
          isRequired
          isInvalid={bodyError !== undefined}
          errorMessage={bodyError}
        />
        <div className={styles.formActions}>
          <Button type="submit" isDisabled={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
    </AdminSection>
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
    countOf(enquiry.adults, 'adult'),
    enquiry.children > 0 ? countOf(enquiry.children, 'child', 'children') : null,
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
        <dt>First answer</dt>
        <dd>
          <FirstAnswer enquiry={enquiry} />
        </dd>
        {enquiry.status === 'lost' && enquiry.lost_reason ? (
          <>
            <dt>Lost because</dt>
            <dd>{enquiry.lost_reason}</dd>
          </>
        ) : null}
      </dl>
      <AdminSection title="Message">
        <p className={styles.message}>{enquiry.message}</p>
      </AdminSection>
      <Notes enquiry={enquiry} />
    </>
  );
}

/** /admin/enquiries/{id}: one enquiry, its pipeline status, reply links and internal notes. */
export function EnquiryDetail({ id }: { id: string }) {
  // Its own read, shown at once when the inbox has loaded the enquiry: the inbox may not hold
  // an older one (PostgREST's row limit), and reading every enquiry to show one does not scale.
  const enquiry = useAdminEnquiryQuery({ id });
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
  if (!enquiry.isSuccess) {
    return loadState(enquiry, 'Loading the enquiry', 'The enquiry could not be loaded.');
  }
  return <Details enquiry={enquiry.data} />;
}
