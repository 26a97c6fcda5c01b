import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './draft-storage.ts';

/** How long typing must pause before the draft is written. */
export const draftDelayMs = 400;

/** A draft found when the form opened, offered back until the admin decides. */
export interface DraftOffer {
  /** When the draft was last written (ISO). */
  savedAt: string;
  /** Puts the draft's values into the form (the form then counts as changed). */
  restore: () => void;
  /** Forgets the draft. */
  discard: () => void;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Autosaves a form's values to localStorage under `key` while they differ from the stored
 * record (`initialValues`), and offers back a draft left by a reload or a crash. Returns the
 * offer (null when there is none) and `forget(saved)`, to call once the values are saved for
 * real: they become the new baseline and the draft is dropped.
 */
export function useDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  key: string,
  initialValues: Values,
): { offer: DraftOffer | null; forget: (saved?: Values) => void } {
  const [found, setFound] = useState<StoredDraft<Values> | null>(() => {
    const draft = readDraft<Values>(key);
    return draft && !sameValues(draft.values, initialValues) ? draft : null;
  });
  const baseline = useRef<unknown>(initialValues);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const subscription = form.watch((values) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // Back to what is stored (an undo, or a restore that was saved): nothing to keep.
        if (sameValues(values, baseline.current)) clearDraft(key);
        else writeDraft(key, values);
      }, draftDelayMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, key]);

  const forget = (saved?: Values) => {
    clearTimeout(timer.current);
    if (saved !== undefined) baseline.current = saved;
    clearDraft(key);
    setFound(null);
  };

  const offer: DraftOffer | null = found
    ? {
        savedAt: found.savedAt,
        restore: () => {
          // keepDefaultValues: the form compares against what was loaded, so it counts as
          // changed and the unsaved-changes prompt protects the restored work.
          form.reset(found.values as DefaultValues<Values>, { keepDefaultValues: true });
          setFound(null);
        },
        discard: () => forget(),
      }
    : null;

  return { offer, forget };
}
