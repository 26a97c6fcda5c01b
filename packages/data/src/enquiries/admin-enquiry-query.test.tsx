// @vitest-environment jsdom
// One enquiry by id: what the mocks answer each kind of caller, how the inbox's rows seed it, and
// how a status change keeps it in step.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../auth/session-provider.tsx';
import { signInWithPassword } from '../auth/sign-in.ts';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import type { Tables } from '../database.types.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import { resetMockData } from '../mocks/state.ts';
import { enquiryFixtures, fixtureId, mockAdminUser, mockCredentials } from '../mocks/fixtures.ts';
import { handledRequests, pgrstError } from '../mocks/rest.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { createQueryClient } from '../query-client.ts';
import {
  adminEnquiriesQueryOptions,
  getAdminEnquiry,
  useAdminEnquiryQuery,
} from './enquiry-reads.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { useEnquiryStatusMutation } from './enquiry-writes.ts';
import { enquiryKeys } from '../keys.ts';

const [newEnquiry, repliedEnquiry] = enquiryFixtures as [Tables<'enquiries'>, Tables<'enquiries'>];

beforeEach(() => {
  handledRequests.length = 0;
});
afterEach(() => {
  cleanup();
  resetMockData();
});

let clients = 0;

async function signedIn(account: { email: string }, password: string, ...extra: HttpHandler[]) {
  // A host of its own per client: supabase-js keys its stored session by the host's first label.
  clients += 1;
  const config = { ...mockSupabaseConfig, url: `http://enquiry${clients}.supabase.mock` };
  const client = createSupabaseClient(config, {
    fetch: createMockFetch(...extra),
    browser: false,
  });
  await signInWithPassword(client, { email: account.email, password });
  return client;
}

const asAdmin = (...extra: HttpHandler[]) =>
  signedIn(mockAdminUser, mockCredentials.adminPassword, ...extra);

/** The detail reads the mocks answered. */
const detailReads = () =>
  handledRequests.filter((entry) => entry.handler === 'enquiries.admin-detail').length;

function wrapper(queryClient: QueryClient, client: Awaited<ReturnType<typeof asAdmin>>) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider client={client}>{children}</SessionProvider>
      </QueryClientProvider>
    );
  };
}

describe('getAdminEnquiry', () => {
  it('reads one enquiry, message and all, for an admin', async () => {
    const client = await asAdmin();
    expect(await getAdminEnquiry(client, { id: repliedEnquiry.id })).toEqual(repliedEnquiry);
    expect(handledRequests.map((entry) => entry.handler)).toContain('enquiries.admin-detail');
  });

  it('says not found for an id that is not there, or is no id, without asking for the latter', async () => {
    const client = await asAdmin();
    const notFound = { kind: 'not-found', message: enquiryMessages.notFound };
    await expect(getAdminEnquiry(client, { id: fixtureId(999) })).rejects.toMatchObject(notFound);
    expect(detailReads()).toBe(1);
    await expect(getAdminEnquiry(client, { id: 'not-an-id' })).rejects.toMatchObject(notFound);
    expect(detailReads()).toBe(1);
  });
});

describe('useAdminEnquiryQuery', () => {
  it('shows an enquiry the loaded inbox holds at once, without asking again', async () => {
    const client = await asAdmin();
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(adminEnquiriesQueryOptions(client));
    const { result } = renderHook(() => useAdminEnquiryQuery({ id: newEnquiry.id }), {
      wrapper: wrapper(queryClient, client),
    });
    // The very first render has it: no loading state in between.
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toEqual(newEnquiry);
    // Fresh as the inbox is: nothing is fetched.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(detailReads()).toBe(0);
  });

  it('fetches an enquiry no loaded list holds', async () => {
    const client = await asAdmin();
    const queryClient = createQueryClient();
    // The "replied" filter is loaded, the "new" enquiry is not in it.
    await queryClient.fetchQuery(adminEnquiriesQueryOptions(client, { status: 'replied' }));
    const { result } = renderHook(() => useAdminEnquiryQuery({ id: newEnquiry.id }), {
      wrapper: wrapper(queryClient, client),
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(newEnquiry));
    expect(detailReads()).toBe(1);
  });

  it('does not trust an inbox a write has made out of date', async () => {
    const client = await asAdmin();
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(adminEnquiriesQueryOptions(client));
    await queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    const { result } = renderHook(() => useAdminEnquiryQuery({ id: newEnquiry.id }), {
      wrapper: wrapper(queryClient, client),
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(detailReads()).toBe(1);
  });

  it('says not found for an enquiry that is not there', async () => {
    const client = await asAdmin();
    const { result } = renderHook(() => useAdminEnquiryQuery({ id: fixtureId(999) }), {
      wrapper: wrapper(createQueryClient(), client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'not-found' });
  });
});

describe('a status change', () => {
  /**
   * An admin against the mocks, which remember a saved status as the database does; `reads`
   * counts the enquiry's reads (the normal handlers answer them).
   */
  async function adminWithStoredStatus({ refuseChanges = false } = {}) {
    const backend = { reads: 0 };
    const client = await asAdmin(
      http.patch('*/rest/v1/enquiries', () => {
        if (!refuseChanges) return undefined;
        return pgrstError(403, {
          code: '42501',
          message: 'permission denied for table enquiries',
        });
      }),
      http.get('*/rest/v1/enquiries', ({ request }) => {
        if (new URL(request.url).searchParams.get('id') === `eq.${newEnquiry.id}`) {
          backend.reads += 1;
        }
        return undefined;
      }),
    );
    return { client, backend };
  }

  async function openFromInbox(client: Awaited<ReturnType<typeof asAdmin>>) {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(adminEnquiriesQueryOptions(client));
    const view = renderHook(
      () => ({
        enquiry: useAdminEnquiryQuery({ id: newEnquiry.id }),
        change: useEnquiryStatusMutation(),
      }),
      { wrapper: wrapper(queryClient, client) },
    );
    expect(view.result.current.enquiry.data?.status).toBe('new');
    return { ...view, queryClient };
  }

  it('shows the stored status by the time the change reports success', async () => {
    const { client, backend } = await adminWithStoredStatus();
    const { result, queryClient } = await openFromInbox(client);
    await act(() => result.current.change.mutateAsync({ id: newEnquiry.id, status: 'replied' }));
    // When the change resolves, the cache already holds the row read back after the write (a
    // page that navigates on success reads it). The view hears of it through React Query's
    // batched notification, a macrotask later: wait for it rather than assume the timer order
    // of one Node version (Node 20 happened to run it before act returned, Node 24 does not).
    expect(
      queryClient.getQueryData<Tables<'enquiries'>>(enquiryKeys.adminDetail(newEnquiry.id))?.status,
    ).toBe('replied');
    await waitFor(() => expect(result.current.enquiry.data?.status).toBe('replied'));
    expect(backend.reads).toBe(1);
    // The inbox, not on screen, reads again when it is next shown.
    expect(queryClient.getQueryState(enquiryKeys.adminList({}))?.isInvalidated).toBe(true);
  });

  it('leaves the enquiry as it was when the change is refused', async () => {
    const { client, backend } = await adminWithStoredStatus({ refuseChanges: true });
    const { result, queryClient } = await openFromInbox(client);
    const refused = result.current.change.mutateAsync({ id: newEnquiry.id, status: 'quoted' });
    await act(() => expect(refused).rejects.toMatchObject({ kind: 'forbidden' }));
    expect(result.current.enquiry.data?.status).toBe('new');
    expect(backend.reads).toBe(0);
    expect(queryClient.getQueryState(enquiryKeys.adminDetail(newEnquiry.id))?.isInvalidated).toBe(
      false,
    );
  });
});
