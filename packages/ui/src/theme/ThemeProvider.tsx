import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  applyResolvedTheme,
  isThemePreference,
  themeStorageKey,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-script.ts';

export interface ThemeContextValue {
  /** The visitor's choice. */
  theme: ThemePreference;
  /** The scheme applied to the page: `theme`, or the system's scheme when `theme` is `system`. */
  resolvedTheme: ResolvedTheme;
  /** Stores the choice and applies it at once. */
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';
/** Same-tab writes do not fire `storage`, so setTheme announces them itself. */
const changeEvent = 'tembo-theme-change';

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** jsdom and very old browsers have no matchMedia: treat the system as light there. */
function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
}

function subscribeToSystem(onChange: () => void) {
  const query = systemQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Where a choice lives when localStorage throws (private modes, sandboxed frames). */
const memory = new Map<string, string>();

function readStored(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return memory.get(storageKey) ?? null;
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * The choice used until the visitor makes one, and while prerendering.
   * @default 'system'
   */
  defaultTheme?: ThemePreference;
  /**
   * The localStorage key. Keep the default: the head script reads the same key.
   * @default 'vite-ui-theme'
   */
  storageKey?: string;
}

/**
 * Light, dark or system colour scheme, stored in localStorage and applied as the class `light` or
 * `dark` on `<html>`. Prerendered HTML uses `defaultTheme`; the stored choice takes over on
 * hydration without a mismatch (useSyncExternalStore's server snapshot).
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = themeStorageKey,
}: ThemeProviderProps) {
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => readStored(storageKey),
    () => null,
  );
  const systemDark = useSyncExternalStore(
    subscribeToSystem,
    () => systemQuery()?.matches ?? false,
    () => false,
  );
  const theme = isThemePreference(stored) ? stored : defaultTheme;
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    applyResolvedTheme(resolvedTheme, document.documentElement);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: ThemePreference) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Unstorable: an in-memory copy keeps the choice for this page view.
        memory.set(storageKey, next);
      }
      window.dispatchEvent(new Event(changeEvent));
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme choice and a setter. Must be used inside `ThemeProvider` (or `UiProvider`). */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider> or <UiProvider>.');
  return context;
}
