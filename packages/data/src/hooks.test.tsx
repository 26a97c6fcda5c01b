// @vitest-environment jsdom
// The thin hooks: queries read through the providers' clients, mutations invalidate through
// their domain's key factory and report DataErrors.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from './auth/session-provider.tsx';
import { signInWithPassword } from './auth/sign-in.ts';
import { createSupabaseClient } from './auth/supabase-client.ts';
import { destinationKeys, packageKeys, searchKeys, testimonialKeys } from './keys.ts';
import { useEnquirySubmitMutation } from './enquiries/enquiry-submit-mutation.ts';
import { createMockFetch } from './mocks/fetch.ts';
import { mockAdminUser, mockCredentials } from './mocks/fixtures.ts';
import { mockSupabaseConfig } from './mocks/tokens.ts';
import { createPublicClient, PublicClientProvider } from './public-client.tsx';
import { createQueryClient } from './query-client.ts';
import { packagesType } from './content-types/packages.ts';
import { testimonialsType } from './content-types/testimonials.ts';
import { useHomePackagesQuery } from './public-reads.ts';
import { useTestimonialSubmitMutation } from './testimonials/testimonial-submit-mutation.ts';

afterEach(cleanup);

const publicClient = createPublicClient(mockSupabaseConfig, { fetch: createMockFetch() });

function wrapper(
  queryClient: QueryClient,
  supabase = createSupabaseClient(mockSupabaseConfig, { fetch: createMockFetch(), browser: false }),
) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <PublicClientProvider client={publicClient}>
          <SessionProvider client={supabase}>{children}</SessionProvider>
        </PublicClientProvider>
      </QueryClientProvider>
    );
  };
}

function seed(queryClient: QueryClient) {
  for (const key of [
    packageKeys.list({}),
    packagesType.keys.adminList(),
    searchKeys.results('gorilla'),
    destinationKeys.list(),
    testimonialsType.keys.adminList(),
    testimonialKeys.list(),
  ]) {
    queryClient.setQueryData(key, []);
  }
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('query hooks', () => {
  it('read with the PublicClientProvider client', async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useHomePackagesQuery(), { wrapper: wrapper(queryClient) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.length).toBeGreaterThan(0);
  });
});

describe('mutation hooks', () => {
  it('a package write invalidates every package query and search, nothing else', async () => {
    const queryClient = createQueryClient();
    const invalidated = seed(queryClient);
    const supabase = createSupabaseClient(mockSupabaseConfig, {
      fetch: createMockFetch(),
      browser: false,
    });
    await signInWithPassword(supabase, {
      email: mockAdminUser.email,
      password: mockCredentials.adminPassword,
    });
    const { result } = renderHook(() => packagesType.useSave(), {
      wrapper: wrapper(queryClient, supabase),
    });
    await act(() =>
      result.current.mutateAsync({
        values: {
          slug: 'new-safari',
          title: 'New',
          price_usd: 10,
          days: 1,
          category: 'birding',
        },
      }),
    );
    expect(invalidated(packageKeys.list({}))).toBe(true);
    expect(invalidated(packagesType.keys.adminList())).toBe(true);
    expect(invalidated(searchKeys.results('gorilla'))).toBe(true);
    expect(invalidated(destinationKeys.list())).toBe(false);
  });

  it("a visitor's testimonial refreshes the admin queue, not the public list", async () => {
    const queryClient = createQueryClient();
    const invalidated = seed(queryClient);
    const { result } = renderHook(() => useTestimonialSubmitMutation(), {
      wrapper: wrapper(queryClient),
    });
    await act(() =>
      result.current.mutateAsync({
        values: { name: 'Ann', rating: 5, content: 'Wonderful gorillas!' },
      }),
    );
    expect(invalidated(testimonialsType.keys.adminList())).toBe(true);
    expect(invalidated(testimonialKeys.list())).toBe(false);
  });

  it('report a refused value as a DataError naming the field', async () => {
    const { result } = renderHook(() => useEnquirySubmitMutation(), {
      wrapper: wrapper(createQueryClient()),
    });
    act(() =>
      result.current.mutate({ values: { name: 'Ann', email: 'not-an-email', message: 'Hi' } }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      kind: 'invalid',
      field: 'email',
      message: 'Please enter a valid email address, like name@example.com.',
    });
  });
});
