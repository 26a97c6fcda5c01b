/**
 * The admin layout's skeleton (AdminSkeleton.tsx): the header bar, the sidebar from 768px up and
 * the page, in placeholders. Here rather than in features/admin because the SPA shell shows it too,
 * before any admin code has loaded (ShellFallback.tsx).
 */
import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

export const skeleton = style({ position: 'relative', minHeight: '100vh' });

export const skeletonBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: radix.space[4],
  borderBottom: `1px solid ${brand.color.border}`,
});

export const skeletonBody = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: radix.space[5],
  padding: radix.space[4],
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '14rem 1fr' } },
});

export const skeletonNav = style({
  display: 'none',
  flexDirection: 'column',
  gap: radix.space[3],
  '@media': { [mediaQuery.md]: { display: 'flex' } },
});

export const skeletonMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[4],
});
