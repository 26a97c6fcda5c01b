/**
 * What editors are told after a save: the public pages are prerendered, so a change reaches them
 * with the next build, about a minute after the last edit (the "Live site" indicator says when).
 */
export const liveAfterBuild =
  'Visitors see it after the next site build, about a minute after your last change.';
