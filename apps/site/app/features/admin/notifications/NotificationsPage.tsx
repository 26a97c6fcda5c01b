import { useEffect, useState } from 'react';
import { Button, Checkbox, EmptyState, TextArea } from '@tembo/ui';
import { useSession } from '@tembo/data/auth';
import {
  useMyNotificationOptOutQuery,
  useNotificationSettingsQuery,
  useOutboxQuery,
  useResendNotificationMutation,
  useSaveNotificationSettingsMutation,
  useSetMyNotificationOptOutMutation,
  type OutboxRow,
} from '@tembo/data/admin';
import { RoleGuard } from '../guard/RoleGuard.tsx';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminSection } from '../common/AdminSection.tsx';
import * as styles from '../common/admin.css.ts';
import { formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import { loadState } from '../common/load-state.tsx';
import { AdminTable } from '../common/AdminTable.tsx';

const kindLabels: Record<string, string> = {
  enquiry_staff: 'New enquiry (staff)',
  enquiry_confirmation: 'Enquiry confirmation (traveller)',
  testimonial_staff: 'Testimonial to review (staff)',
  enquiry_digest: 'Daily digest of unanswered enquiries (staff)',
};

/** What the status column says: a message still retrying is failing, not merely waiting. */
function statusText(row: OutboxRow): string {
  if (row.status === 'sent') return row.sent_at ? `Sent ${formatDateTime(row.sent_at)}` : 'Sent';
  if (row.status === 'failed') return `Failed after ${row.attempts} attempts`;
  if (row.last_error) return `Failing: retrying (attempt ${row.attempts} failed)`;
  return row.status === 'sending' ? 'Sending' : 'Waiting to send';
}

function ResendButton({ row }: { row: OutboxRow }) {
  const resend = useResendNotificationMutation({
    onSuccess: () => notify.success('The message will be sent again now.'),
    onError: (error) => notify.error('The message was not queued again.', error.message),
  });
  return (
    <Button
      size="sm"
      variant="soft"
      isDisabled={resend.isPending}
      onPress={() => resend.mutate(row.id)}
      aria-label={`Send again: ${kindLabels[row.kind] ?? row.kind} to ${row.recipients.join(', ')}`}
    >
      Send again
    </Button>
  );
}

function Outbox() {
  const outbox = useOutboxQuery();
  if (!outbox.isSuccess)
    return loadState(outbox, 'Loading the messages', 'The messages could not be loaded.');
  if (outbox.data.length === 0) {
    return <EmptyState title="No messages yet." description="New enquiries send them." />;
  }
  return (
    <AdminTable
      label="Recent messages"
      columns={['Queued', 'Message', 'To', 'Status', 'Last error', { hidden: 'Actions' }]}
    >
      {outbox.data.map((row) => (
        <tr key={row.id}>
          <td>{formatDateTime(row.created_at)}</td>
          <td>{kindLabels[row.kind] ?? row.kind}</td>
          <td>{row.recipients.join(', ')}</td>
          <td>{statusText(row)}</td>
          <td>{row.last_error ?? ''}</td>
          <td>{row.status === 'failed' || row.last_error ? <ResendButton row={row} /> : null}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

const parseRecipients = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function SettingsForm() {
  const settings = useNotificationSettingsQuery();
  const [recipients, setRecipients] = useState('');
  const [confirmation, setConfirmation] = useState('');
  useEffect(() => {
    if (!settings.data) return;
    setRecipients(settings.data.staff_recipients.join('\n'));
    setConfirmation(settings.data.confirmation_message);
  }, [settings.data]);
  const save = useSaveNotificationSettingsMutation({
    onSuccess: () => notify.success('Notification settings saved.'),
    onError: (error) => notify.error('The settings were not saved.', error.message),
  });
  if (!settings.isSuccess)
    return loadState(settings, 'Loading the settings', 'The settings could not be loaded.');
  return (
    <form
      className={styles.form}
      aria-label="Notification settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          staff_recipients: parseRecipients(recipients),
          confirmation_message: confirmation,
        });
      }}
    >
      <TextArea
        label="Staff addresses"
        description="One per line. Empty: every admin hears of new enquiries and testimonials."
        value={recipients}
        onChange={setRecipients}
      />
      <TextArea
        label="Confirmation to the traveller"
        description="Sent after a copy of what they wrote."
        value={confirmation}
        onChange={setConfirmation}
        isRequired
      />
      <div className={styles.formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

function MyOptOut() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const optOut = useMyNotificationOptOutQuery(userId);
  const set = useSetMyNotificationOptOutMutation(userId, {
    onSuccess: (_data, optedOut) =>
      notify.success(
        optedOut ? 'You will no longer get these emails.' : 'You will get these emails.',
      ),
    onError: (error) => notify.error('Your choice was not saved.', error.message),
  });
  if (optOut.isPending) return null;
  return (
    <Checkbox
      isSelected={set.isPending ? !set.variables : !optOut.data}
      isDisabled={set.isPending || optOut.isError}
      onChange={(selected) => set.mutate(!selected)}
      description="Applies to your own account only."
    >
      Email me about new enquiries and testimonials
    </Checkbox>
  );
}

/** /admin/notifications: who hears of new enquiries, and what was sent or is failing. */
export function NotificationsPage() {
  return (
    <RoleGuard need="admin">
      <AdminPageHeader
        title="Notifications"
        description="Every enquiry emails staff and sends the traveller a confirmation. A message that fails is retried; one that keeps failing can be sent again here."
      />
      <AdminSection title="Your notifications">
        <MyOptOut />
      </AdminSection>
      <AdminSection title="Who is told, and what the traveller reads">
        <SettingsForm />
      </AdminSection>
      <AdminSection title="Recent messages">
        <Outbox />
      </AdminSection>
    </RoleGuard>
  );
}
