import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { DataError } from './data-error.ts';

/** What a mutation hook accepts: React Query's options minus the mutationFn it owns. */
export type MutationHookOptions<Data, Variables> = Omit<
  UseMutationOptions<Data, DataError, Variables>,
  'mutationFn'
>;

/**
 * useMutation that invalidates `invalidates` (query keys from the domains' key factories) once
 * the mutation succeeded, before the caller's own onSuccess runs, so a page that navigates in
 * onSuccess already reads fresh data.
 */
export function useInvalidatingMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  invalidates: readonly QueryKey[],
  { onSuccess, ...rest }: MutationHookOptions<Data, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Data, DataError, Variables>({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
  });
}

/**
 * A write's mutation hook: `write` with the client `useClient` gives (public or signed in),
 * invalidating `invalidates` once it succeeded. `defaults` are options that the caller's
 * own override (`{ retry: false }` for a write that must not be sent twice).
 */
export function defineWrite<Client, Variables, Data>(
  useClient: () => Client,
  write: (client: Client, variables: Variables) => Promise<Data>,
  invalidates: readonly QueryKey[],
  defaults?: MutationHookOptions<Data, Variables>,
) {
  return (options?: MutationHookOptions<Data, Variables>) => {
    const client = useClient();
    return useInvalidatingMutation(
      (variables: Variables) => write(client, variables),
      invalidates,
      { ...defaults, ...options },
    );
  };
}
