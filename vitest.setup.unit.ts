import '@testing-library/jest-dom/vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

expect.extend(axeMatchers);
// findBy*/waitFor give a busy CI machine (2 cores, browsers alongside) 5 s instead of 1 s: a
// slow render still passes, a wrong one still fails, only later.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

// The jsdom projects share modules between files (isolate: false), so whatever a file changed
// globally is put back before the next file runs.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Some files opt into the node environment (the packed-package test): no DOM to reset there.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
