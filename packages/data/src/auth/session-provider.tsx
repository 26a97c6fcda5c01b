import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { userRoleQueryOptions, type AppRole } from '../roles/user-role-query.ts';
import { clearPrivateQueries } from './private-queries.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { SupabaseClientContext } from './supabase-context.tsx';

/**
 * Who is using the site (docs/product-rules.md#states): loading, then signed in with a role, or signed out.
 * `event` is the last session event (SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED …), e.g. to offer a new password after a recovery
 * link.
 */
export type SessionState =
  | { status: 'loading' }
  | {
      status: 'signed-in';
      user: User;
      session: Session;
      role: AppRole;
      /** admin or super_admin (docs/product-rules.md#roles-and-permissions). */
      isAdmin: boolean;
      /** super_admin only. */
      isSuperAdmin: boolean;
      event: AuthChangeEvent;
    }
  | { status: 'signed-out'; event: AuthChangeEvent };

const SessionContext = createContext<SessionState | null>(null);

interface AuthSnapshot {
  event: AuthChangeEvent;
  session: Session | null;
}

/** Starts token auto refresh while the tab is visible and stops it while hidden (docs/product-rules.md#states). */
function useAutoRefreshWhileVisible(client: AppSupabaseClient): void {
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const sync = () => {
      if (document.visibilityState === 'visible') void client.auth.startAutoRefresh();
      else void client.auth.stopAutoRefresh();
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      void client.auth.stopAutoRefresh();
    };
  }, [client]);
}

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The supabase-js client from createSupabaseClient, created once. */
  client: AppSupabaseClient;
  children?: ReactNode;
}

/**
 * Tracks the session and the role for /auth and /admin, and gives the auth and admin hooks their
 * client. Needs a QueryClientProvider above it (the role is a query). The role comes from the
 * newest user_roles row and is 'user' when there is none or the lookup fails; it is never the
 * protection (RLS is), only what the UI shows.
 */
export function SessionProvider({ client, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [auth, setAuth] = useState<AuthSnapshot | null>(null);

  useEffect(() => {
    // Only record the event here: auth-js holds its lock while it calls back, so calling the
    // client (the role lookup) from inside the callback could deadlock. The role query runs
    // from the render that follows.
    const { data } = client.auth.onAuthStateChange((event, session) => {
      setAuth({ event, session });
      if (event === 'SIGNED_OUT') clearPrivateQueries(queryClient);
    });
    return () => data.subscription.unsubscribe();
  }, [client, queryClient]);

  useAutoRefreshWhileVisible(client);

  const userId = auth?.session?.user.id;
  const role = useQuery({
    ...userRoleQueryOptions(client, { userId: userId ?? '' }),
    enabled: userId !== undefined,
  });

  const state = useMemo<SessionState>(() => {
    if (!auth) return { status: 'loading' };
    if (!auth.session) return { status: 'signed-out', event: auth.event };
    if (role.data === undefined) return { status: 'loading' };
    return {
      status: 'signed-in',
      user: auth.session.user,
      session: auth.session,
      role: role.data,
      isAdmin: role.data === 'admin' || role.data === 'super_admin',
      isSuperAdmin: role.data === 'super_admin',
      event: auth.event,
    };
  }, [auth, role.data]);

  return (
    <SupabaseClientContext.Provider value={client}>
      <SessionContext.Provider value={state}>{children}</SessionContext.Provider>
    </SupabaseClientContext.Provider>
  );
}

/** The session state of the nearest {@link SessionProvider}; throws without one. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a <SessionProvider client={...}> above it.');
  return state;
}
