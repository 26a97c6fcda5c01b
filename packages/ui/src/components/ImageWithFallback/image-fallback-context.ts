import { createContext, useContext } from 'react';

/**
 * The app-wide fallback picture (UiProvider's `imageFallbackSrc`): what every ImageWithFallback
 * shows when its own image fails and it was given no `fallbackSrc` of its own.
 */
export const ImageFallbackContext = createContext<string | undefined>(undefined);

export function useImageFallbackSrc(own: string | undefined): string | undefined {
  const shared = useContext(ImageFallbackContext);
  return own ?? shared;
}
