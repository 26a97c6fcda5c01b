import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageSweep, ImageSweepClient } from '@tembo/data/admin';
import { imageFolders } from '@tembo/data/admin';
import { useSession } from '@tembo/data/auth';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { Dashboard } from './Dashboard.tsx';
import {
  imageSweepIntervalMs,
  imageSweepStorageKey,
  runDailyImageSweep,
} from './daily-image-sweep.ts';

setupMockServer();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Says when the session knows the visitor's role. */
function SessionRole() {
  const session = useSession();
  return session.status === 'signed-in' ? <p>Signed in as {session.role}</p> : null;
}

const hour = 3600_000;
const client = {} as ImageSweepClient;

function fakeSweep(unusedSince: Record<string, number> = {}) {
  return vi.fn(async (): Promise<ImageSweep> => ({
    removed: ['packages/old.webp'],
    kept: [],
    failed: [],
    unusedSince,
  }));
}

describe('the daily image sweep', () => {
  it('runs on the first visit, not again the same day, and again after a day', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const start = Date.parse('2026-11-22T08:00:00Z');
    const sweep = fakeSweep({ 'gallery/a.png': start });

    await expect(runDailyImageSweep(client, { now: start, sweep })).resolves.toMatchObject({
      removed: ['packages/old.webp'],
    });
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(sweep).toHaveBeenLastCalledWith(client, { now: start, unusedSince: {} });

    for (const later of [start + hour, start + imageSweepIntervalMs - 1]) {
      await expect(runDailyImageSweep(client, { now: later, sweep })).resolves.toBeNull();
    }
    expect(sweep).toHaveBeenCalledTimes(1);

    const nextDay = start + imageSweepIntervalMs;
    await runDailyImageSweep(client, { now: nextDay, sweep });
    expect(sweep).toHaveBeenCalledTimes(2);
    // The notes of the first sweep go to the next one.
    expect(sweep).toHaveBeenLastCalledWith(client, {
      now: nextDay,
      unusedSince: { 'gallery/a.png': start },
    });
    expect(JSON.parse(window.localStorage.getItem(imageSweepStorageKey) ?? '')).toEqual({
      lastRun: nextDay,
      unusedSince: { 'gallery/a.png': start },
    });
  });

  it('sweeps again when what it remembered is unreadable', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    window.localStorage.setItem(imageSweepStorageKey, '{not json');
    const sweep = fakeSweep();
    await runDailyImageSweep(client, { sweep });
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('starts when an admin opens the dashboard, once a day, and logs the result', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const lists = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/storage/v1/object/list/images')) lists();
    });
    try {
      const first = await renderWithSession(<Dashboard />, { path: '/admin' });
      await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Image sweep: 0 removed/), []);
      expect(lists).toHaveBeenCalledTimes(imageFolders.length);
      expect(window.localStorage.getItem(imageSweepStorageKey)).toMatch(/"lastRun":\d+/);
      first.unmount();

      // The same day, the dashboard again: no second sweep.
      await renderWithSession(<Dashboard />, { path: '/admin' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lists).toHaveBeenCalledTimes(imageFolders.length);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('does not start for a signed-in visitor who is not an admin', async () => {
    server.use(
      http.post('*/storage/v1/object/list/images', () => {
        throw new Error('a non-admin listed the bucket');
      }),
    );
    await renderWithSession(
      <>
        <Dashboard />
        <SessionRole />
      </>,
      { path: '/admin', signedInAs: 'user' },
    );
    // Once the role is known the effect has had its chance; give its timer one more turn.
    await screen.findByText('Signed in as user');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.localStorage.getItem(imageSweepStorageKey)).toBeNull();
  });
});
