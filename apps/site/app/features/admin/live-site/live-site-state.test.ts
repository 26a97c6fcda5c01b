import { describe, expect, it } from 'vitest';
import type { SiteBuild, SiteBuildStatus } from '@tembo/data/admin';
import { clockTime, describeLiveSite } from './live-site-state.ts';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;
const build = (overrides: Partial<SiteBuild>): SiteBuild => ({
  id: 1,
  status: 'succeeded',
  changes: 2,
  requested_at: at('10:00'),
  started_at: at('10:01'),
  finished_at: at('10:03'),
  message: null,
  images: null,
  ...overrides,
});
const status = (overrides: Partial<SiteBuildStatus>): SiteBuildStatus => ({
  pending: 0,
  due_at: null,
  now: at('11:00'),
  quiet_period_seconds: 60,
  latest: build({}),
  last_success_at: at('10:03'),
  ...overrides,
});

describe('the live site indicator', () => {
  it('is up to date when nothing waits and the last build succeeded', () => {
    expect(describeLiveSite(status({}))).toEqual({
      headline: 'Up to date',
      detail: `Last good build finished at ${clockTime(at('10:03'))}.`,
    });
  });

  it('counts the changes waiting and says when they will be built', () => {
    expect(describeLiveSite(status({ pending: 3, due_at: at('11:01') })).headline).toBe(
      `3 changes waiting, built from ${clockTime(at('11:01'))}`,
    );
    expect(describeLiveSite(status({ pending: 1, due_at: at('11:01') })).headline).toMatch(
      /^1 change waiting/,
    );
  });

  it('says since when a build runs', () => {
    const state = describeLiveSite(
      status({ latest: build({ status: 'building', started_at: at('10:59'), finished_at: null }) }),
    );
    expect(state.headline).toBe(`Building since ${clockTime(at('10:59'))}`);
  });

  it('shows a failed build with its message, and the last good one', () => {
    const state = describeLiveSite(
      status({
        pending: 1,
        due_at: at('11:05'),
        latest: build({ status: 'failed', message: 'prerender /safaris: 500' }),
      }),
    );
    expect(state).toEqual({
      headline: 'The last build failed: prerender /safaris: 500',
      detail: `1 change waiting, built from ${clockTime(at('11:05'))}. Last good build finished at ${clockTime(at('10:03'))}.`,
      failed: true,
    });
  });

  it('says a build was requested when the hook took it (a host that does not report back)', () => {
    const state = describeLiveSite(
      status({ latest: build({ status: 'triggered', requested_at: at('10:30') }) }),
    );
    expect(state.headline).toBe(`Build requested at ${clockTime(at('10:30'))}`);
  });

  it('says when no build has finished yet', () => {
    expect(describeLiveSite(status({ latest: null, last_success_at: null })).detail).toBe(
      'No build has finished yet.',
    );
  });
});
