import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { toDataError, unwrap } from '../lib/data-error.ts';
import {
  defineWrite,
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

/** The newest messages (50), so staff see what went out and what did not. */
async function listOutbox(client: DataClient, signal?: AbortSignal): Promise<OutboxRow[]> {
  const response = await abortable(
    client
      .from('notification_outbox')
      .select('id, kind, recipients, status, attempts, last_error, created_at, sent_at')
      .order('created_at', { ascending: false })
      .limit(50),
    signal,
  );
  if (response.error) throw toDataError(response.error, response.status);
  return response.data;
}

/** Polled while open: a retry delivers without anyone touching the page. */
export function useOutboxQuery() {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.outbox(),
      queryFn: ({ signal }) => listOutbox(client, signal),
      refetchInterval: 10_000,
    }),
  );
}

export const useResendNotificationMutation = defineWrite(
  useSupabaseClient,
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

export function useNotificationSettingsQuery() {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.settings(),
      queryFn: async ({ signal }): Promise<NotificationSettings> => {
        const response = await abortable(
          client
            .from('notification_settings')
            .select('staff_recipients, confirmation_message')
            .eq('id', true),
          signal,
        );
        if (response.error) throw toDataError(response.error, response.status);
        const [row] = response.data;
        if (!row) throw new Error('The notification settings are missing.');
        return row;
      },
    }),
  );
}

export const useSaveNotificationSettingsMutation = defineWrite(
  useSupabaseClient,
  async (client, settings: NotificationSettings) => {
    unwrap(await client.from('notification_settings').update(settings).eq('id', true));
    return null;
  },
  [notificationKeys.settings()],
);

/** True when the signed-in admin turned the messages off for themselves. */
export function useMyNotificationOptOutQuery(userId: string | undefined) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: [...notificationKeys.optOut(), userId ?? ''],
      enabled: Boolean(userId),
      queryFn: async ({ signal }) => {
        const response = await abortable(
          client
            .from('notification_opt_outs')
            .select('user_id')
            .eq('user_id', userId ?? ''),
          signal,
        );
        if (response.error) throw toDataError(response.error, response.status);
        return response.data.length > 0;
      },
    }),
  );
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
