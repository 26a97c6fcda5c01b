import { Spinner } from '@tembo/ui';
import { siteConfig } from '../config/site.config.ts';
import { AuthSession } from '../features/auth/AuthSession.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';

export const meta = () => [
  { title: `Sign in | ${siteConfig.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * Runs in the browser only: the session lives in the browser, and this keeps supabase-js out of
 * the prerenderer. A prerendered /auth shows the fallback until the page has loaded.
 */
export const clientLoader = () => null;

export function HydrateFallback() {
  return <Spinner label="Loading..." />;
}

export default function Auth() {
  return (
    <AuthSession>
      <SignInPage />
    </AuthSession>
  );
}
