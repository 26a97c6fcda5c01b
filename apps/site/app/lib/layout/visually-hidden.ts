import type { StyleRule } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers: the rules, for a style or a conditional rule. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies StyleRule;
