// The public surface of @tembo/ui: one export per line; compound parts as namespaces.
export { UiProvider, themeSettings, type UiProviderProps } from './theme/UiProvider.tsx';
export {
  ThemeProvider,
  useTheme,
  type ThemeProviderProps,
  type ThemeContextValue,
} from './theme/ThemeProvider.tsx';
export {
  themeScript,
  themeStorageKey,
  type ThemePreference,
  type ResolvedTheme,
} from './theme/theme-script.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
