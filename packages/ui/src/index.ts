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
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { LinkButton, type LinkButtonProps } from './components/Button/Button.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export {
  ErrorFallback,
  type ErrorFallbackProps,
} from './components/ErrorFallback/ErrorFallback.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { SkeletonText, type SkeletonTextProps } from './components/Skeleton/Skeleton.tsx';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { StarRating, type StarRatingProps } from './components/StarRating/StarRating.tsx';
export { StarRatingInput, type StarRatingInputProps } from './components/StarRating/StarRating.tsx';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle.tsx';
