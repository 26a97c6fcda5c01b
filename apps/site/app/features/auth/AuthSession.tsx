import type { ReactNode } from 'react';
import { SessionProvider } from '@tembo/data/auth';
import { supabaseClient } from './supabase.ts';

/** Gives its children the session, the role and the supabase-js client (/auth and /admin). */
export function AuthSession({ children }: { children: ReactNode }) {
  return <SessionProvider client={supabaseClient()}>{children}</SessionProvider>;
}
