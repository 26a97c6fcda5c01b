import type { ReactNode } from 'react';
import { UiProvider } from './theme/UiProvider.tsx';
import type { ThemePreference } from './theme/theme-script.ts';

export interface UiTestProviderProps {
  children: ReactNode;
  /**
   * Receives the href of every client-side link press, instead of the page navigating
   * (pass a `vi.fn()` to assert navigation).
   */
  navigate?: (href: string) => void;
  /**
   * The theme used when nothing is stored.
   * @default 'light'
   */
  defaultTheme?: ThemePreference;
}

const ignoreNavigation = () => {};

/**
 * Wraps a component under test the way the site's root does (token scope, theme, portal container,
 * router links), without a router. Works in jsdom: the theme falls back to light when
 * `matchMedia` is missing.
 *
 * @example render(<Header {...props} />, { wrapper: UiTestProvider })
 */
export function UiTestProvider({
  children,
  navigate = ignoreNavigation,
  defaultTheme = 'light',
}: UiTestProviderProps) {
  return (
    <UiProvider navigate={navigate} defaultTheme={defaultTheme}>
      {children}
    </UiProvider>
  );
}
