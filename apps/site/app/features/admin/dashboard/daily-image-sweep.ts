// Runs the image sweep from the admin area, at most once a day per browser: hosted Supabase has
// no scheduler of ours (no server, docs/architecture.md#production-shape), and only an admin's session may remove
// objects. The browser also keeps the sweep's notes of which objects it saw unused since when.
import { useEffect } from 'react';
import {
  sweepUnusedImages,
  type ImageSweep,
  type ImageSweepClient,
  type ImageSweepOptions,
} from '@tembo/data/admin';
import { useSession, useSupabaseClient } from '@tembo/data/auth';

/** The localStorage key of the last run and the sweep's notes. */
export const imageSweepStorageKey = 'tembo-image-sweep';

/** The shortest time between two sweeps from one browser. */
export const imageSweepIntervalMs = 24 * 3600_000;

interface SweepRecord {
  /** When this browser last started a sweep, ms since the epoch. */
  lastRun: number;
  /** The last sweep's `unusedSince`, for the next one. */
  unusedSince: Record<string, number>;
}

function readRecord(storage: Storage): SweepRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(imageSweepStorageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { lastRun, unusedSince } = parsed as Partial<SweepRecord>;
    if (typeof lastRun !== 'number') return null;
    const notes = Object.entries(typeof unusedSince === 'object' ? (unusedSince ?? {}) : {});
    return {
      lastRun,
      unusedSince: Object.fromEntries(notes.filter(([, time]) => typeof time === 'number')),
    };
  } catch {
    return null;
  }
}

function writeRecord(storage: Storage, record: SweepRecord): void {
  try {
    storage.setItem(imageSweepStorageKey, JSON.stringify(record));
  } catch {
    // Storage full or refused: the next visit sweeps again, which is harmless.
  }
}

export interface DailyImageSweepOptions {
  /** Where the last run is remembered. @default window.localStorage */
  storage?: Storage;
  /** The time now, ms since the epoch. @default Date.now() */
  now?: number;
  /** The sweep to run. @default sweepUnusedImages */
  sweep?: (client: ImageSweepClient, options: ImageSweepOptions) => Promise<ImageSweep>;
}

/**
 * Sweeps unused images unless this browser started a sweep less than a day ago; resolves with
 * the sweep's result, or null when it did not run. Never throws.
 */
export async function runDailyImageSweep(
  client: ImageSweepClient,
  {
    storage = window.localStorage,
    now = Date.now(),
    sweep = sweepUnusedImages,
  }: DailyImageSweepOptions = {},
): Promise<ImageSweep | null> {
  const record = readRecord(storage);
  if (record && now - record.lastRun < imageSweepIntervalMs && record.lastRun <= now) return null;
  const unusedSince = record?.unusedSince ?? {};
  // Noted before the sweep, so a second tab or a remount does not start another one.
  writeRecord(storage, { lastRun: now, unusedSince });
  try {
    const result = await sweep(client, { now, unusedSince });
    writeRecord(storage, { lastRun: now, unusedSince: result.unusedSince });
    console.info(
      `Image sweep: ${result.removed.length} removed, ${result.kept.length} kept, ${result.failed.length} failed.`,
      result.removed,
    );
    return result;
  } catch (error) {
    console.warn('The image sweep failed:', error);
    return null;
  }
}

/**
 * Starts the daily image sweep once the calling page has rendered, for an admin only, without
 * waiting for it or showing anything.
 */
export function useDailyImageSweep(): void {
  const client = useSupabaseClient();
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.isAdmin;
  useEffect(() => {
    if (!isAdmin) return;
    // After the page's own requests have gone out: the sweep is in no hurry.
    const timer = window.setTimeout(() => void runDailyImageSweep(client), 0);
    return () => window.clearTimeout(timer);
  }, [client, isAdmin]);
}
