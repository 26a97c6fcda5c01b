import { globalStyle } from '@vanilla-extract/css';
import { brand } from '../tokens/brand.css.ts';
import { radix } from '../tokens/radix.css.ts';

// The few document-level rules every page needs; everything else is scoped to a component.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { backgroundColor: radix.color.sand1 });
globalStyle('html.light', { colorScheme: 'light' });
globalStyle('html.dark', { colorScheme: 'dark' });
globalStyle('body', { margin: 0 });
globalStyle('.radix-themes[data-is-root-theme="true"]', {
  minHeight: '100vh',
  backgroundColor: brand.color.background,
  color: brand.color.text,
});
