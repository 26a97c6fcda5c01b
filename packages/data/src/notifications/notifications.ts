import { useQuery } from '@tanstack/react-query';
import { sessionRead, sessionWrite, useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import { unwrap } from '../lib/data-error.ts';
import { fetcher } from '../lib/read.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';

/**
 * The admin's side of the notification outbox (docs/architecture.md#notifications): what is
 * waiting or failing, "Send again", who hears of new enquiries, the confirmation wording, and
 * each admin's own opt-out. Row Level Security limits all of it to admins.
 */
const notificationKeys = {
  all: ['notifications'] as const,
  outbox: () => [...notificationKeys.all, 'outbox'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  optOut: () => [...notificationKeys.all, 'opt-out'] as const,
};

export type OutboxRow = Pick<
  Tables<'notification_outbox'>,
  'id' | 'kind' | 'recipients' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'
>;

/**
 * The newest messages (50), so staff see what went out and what did not. Polled while open: a
 * retry delivers without anyone touching the page.
 */
export const { use: useOutboxQuery } = sessionRead(
  notificationKeys.outbox,
  fetcher((client) =>
    client
      .from('notification_outbox')
      .select('id, kind, recipients, status, attempts, last_error, created_at, sent_at')
      .order('created_at', { ascending: false })
      .limit(50),
  ),
  { refetchInterval: 10_000 },
);

export const useResendNotificationMutation = sessionWrite(
  async (client, id: number) => {
    unwrap(await client.rpc('resend_notification', { message_id: id }));
    return null;
  },
  [notificationKeys.outbox()],
);

export type NotificationSettings = Pick<
  Tables<'notification_settings'>,
  'staff_recipients' | 'confirmation_message'
>;

export const { use: useNotificationSettingsQuery } = sessionRead(
  notificationKeys.settings,
  async (client, _: object, signal): Promise<NotificationSettings> => {
    const query = client
      .from('notification_settings')
      .select('staff_recipients, confirmation_message')
      .eq('id', true);
    const [row] = unwrap(await abortable(query, signal));
    if (!row) throw new Error('The notification settings are missing.');
    return row;
  },
);

export const useSaveNotificationSettingsMutation = sessionWrite(
  async (client, settings: NotificationSettings) => {
    unwrap(await client.from('notification_settings').update(settings).eq('id', true));
    return null;
  },
  [notificationKeys.settings()],
);

/** True when the signed-in admin turned the messages off for themselves. */
export function useMyNotificationOptOutQuery(userId: string | undefined) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: [...notificationKeys.optOut(), userId ?? ''],
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => {
      const query = client
        .from('notification_opt_outs')
        .select('user_id')
        .eq('user_id', userId ?? '');
      return unwrap(await abortable(query, signal)).length > 0;
    },
  });
}

export function useSetMyNotificationOptOutMutation(
  userId: string | undefined,
  options?: MutationHookOptions<null, boolean>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    async (optedOut: boolean) => {
      const table = client.from('notification_opt_outs');
      unwrap(
        optedOut
          ? await table.insert({ user_id: userId ?? '' })
          : await table.delete().eq('user_id', userId ?? ''),
      );
      return null;
    },
    [notificationKeys.optOut()],
    options,
  );
}
