// @vitest-environment jsdom
// The session provider as the /auth and /admin routes use it: loading, then signed out or signed
// in with the role of the newest user_roles row ('user' without one or when the lookup fails),
// session events reflected, auto refresh only while the tab is visible.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials, mockPlainUser } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { createQueryClient } from '../query-client.ts';
import { roleKeys } from '../keys.ts';
import { SessionProvider, useSession } from './session-provider.tsx';
import { signInWithPassword } from './sign-in.ts';
import { signOut } from './sign-out-mutation.ts';
import { createSupabaseClient } from './supabase-client.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function SessionView() {
  const session = useSession();
  if (session.status !== 'signed-in') return <p>{session.status}</p>;
  return (
    <p>
      {`signed-in ${session.user.email} ${session.role} admin=${session.isAdmin} super=${session.isSuperAdmin} ${session.event}`}
    </p>
  );
}

function setup(...extra: Parameters<typeof createMockFetch>) {
  const client = createSupabaseClient(mockSupabaseConfig, {
    fetch: createMockFetch(...extra),
    browser: false,
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={client}>
        <SessionView />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { client, queryClient };
}

const text = () => screen.getByRole('paragraph').textContent;

describe('SessionProvider', () => {
  it('starts loading, then is signed out without a session', async () => {
    setup();
    expect(text()).toBe('loading');
    await waitFor(() => expect(text()).toBe('signed-out'));
  });

  it('signs in a super admin: the newest role row wins, with admin and super-admin rights', async () => {
    const { client } = setup();
    await waitFor(() => expect(text()).toBe('signed-out'));
    await act(() =>
      signInWithPassword(client, {
        email: mockAdminUser.email,
        password: mockCredentials.adminPassword,
      }),
    );
    await waitFor(() =>
      expect(text()).toBe(
        `signed-in ${mockAdminUser.email} super_admin admin=true super=true SIGNED_IN`,
      ),
    );
  });

  it("gives a user without a role row the 'user' role and no admin rights", async () => {
    const { client } = setup();
    await act(() =>
      signInWithPassword(client, {
        email: mockPlainUser.email,
        password: mockCredentials.userPassword,
      }),
    );
    await waitFor(() =>
      expect(text()).toBe(
        `signed-in ${mockPlainUser.email} user admin=false super=false SIGNED_IN`,
      ),
    );
  });

  it("falls back to 'user' when the role lookup is refused", async () => {
    const { client } = setup(
      http.get('*/rest/v1/user_roles', () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
    );
    await act(() =>
      signInWithPassword(client, {
        email: mockAdminUser.email,
        password: mockCredentials.adminPassword,
      }),
    );
    await waitFor(() => expect(text()).toMatch(/^signed-in .* user admin=false super=false/));
  });

  it('reflects session events: a token refresh keeps the role, sign-out clears private queries', async () => {
    const { client, queryClient } = setup();
    await act(() =>
      signInWithPassword(client, {
        email: mockAdminUser.email,
        password: mockCredentials.adminPassword,
      }),
    );
    await waitFor(() => expect(text()).toMatch(/super_admin .* SIGNED_IN$/));
    await act(async () => {
      await client.auth.refreshSession();
    });
    await waitFor(() =>
      expect(text()).toMatch(/super_admin admin=true super=true TOKEN_REFRESHED$/),
    );
    queryClient.setQueryData(['packages', 'admin', 'list'], []);
    await act(() => signOut(client));
    await waitFor(() => expect(text()).toBe('signed-out'));
    expect(queryClient.getQueryData(['packages', 'admin', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(roleKeys.user(mockAdminUser.id))).toBeUndefined();
  });

  it('runs token auto refresh only while the tab is visible', async () => {
    const client = createSupabaseClient(mockSupabaseConfig, {
      fetch: createMockFetch(),
      browser: false,
    });
    const start = vi.spyOn(client.auth, 'startAutoRefresh').mockResolvedValue();
    const stop = vi.spyOn(client.auth, 'stopAutoRefresh').mockResolvedValue();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider client={client}>
          <SessionView />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stop).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionView />)).toThrow(/SessionProvider/);
  });
});
