/** The localStorage key that holds the visitor's choice (docs/decisions.md#theme). */
export const themeStorageKey = 'vite-ui-theme';

/** What the visitor chose. `system` follows the operating system's colour scheme. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** The scheme actually applied to the page. */
export type ResolvedTheme = 'light' | 'dark';

export const themePreferences = ['light', 'dark', 'system'] as const satisfies ThemePreference[];

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * The inline script for the top of `<head>`: it applies the stored choice as the class `light` or
 * `dark` on `<html>` before first paint, so a prerendered page never flashes the wrong theme.
 * Hand-written ES5 so it runs untouched by any bundler; it must stay in step with
 * `applyResolvedTheme` below (the theme-script test runs both).
 *
 * @example <script dangerouslySetInnerHTML={{ __html: themeScript }} />
 */
export const themeScript = `(function(){try{var t=localStorage.getItem('${themeStorageKey}');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t}catch(e){}})();`;

/** Puts the resolved scheme on `<html>` the same way the head script does. */
export function applyResolvedTheme(theme: ResolvedTheme, root: HTMLElement) {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
