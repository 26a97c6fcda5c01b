/**
 * Drafts of admin forms kept in localStorage, one per form and record (`packages:new`,
 * `packages:<id>`), so a crash, a closed tab or a reload loses nothing typed. Files are never
 * stored (only the public URL an upload produced is part of the values).
 */

const prefix = 'tembo-admin-draft:';

/** A stored draft: the form's values and when they were written. */
export interface StoredDraft<Values> {
  values: Values;
  /** ISO time of the last autosave. */
  savedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); drafts are then simply not kept.
    return null;
  }
}

/** The draft stored under `key`, or null when there is none or it cannot be read. */
export function readDraft<Values>(key: string): StoredDraft<Values> | null {
  const raw = storage()?.getItem(prefix + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<Values>>;
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    return { values: parsed.values as Values, savedAt: String(parsed.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Stores the values as the draft of `key`; a full storage quietly keeps the older draft. */
export function writeDraft<Values>(key: string, values: Values, now = new Date()): void {
  try {
    storage()?.setItem(prefix + key, JSON.stringify({ values, savedAt: now.toISOString() }));
  } catch {
    // Quota exceeded: the form itself still holds everything.
  }
}

/** Forgets the draft of `key` (after a save, or when the admin discards it). */
export function clearDraft(key: string): void {
  storage()?.removeItem(prefix + key);
}
