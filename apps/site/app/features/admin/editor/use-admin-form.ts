import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { Blocker } from 'react-router';
import { errorMessages, isDataError } from '@tembo/data';
import { showSubmitFailure } from '../../../lib/forms/submit-failure.ts';
import { notify } from '../common/notify.ts';
import { liveAfterBuild } from '../live-site/live-after-build.ts';
import { useDraft, type DraftOffer } from './use-draft.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/** Options of {@link useAdminForm}. */
export interface AdminFormOptions<Values extends FieldValues, Result> {
  /**
   * `zodResolver(schema, undefined, { raw: true })` with the data layer's schema: the form
   * shows the schema's sentences next to each field and hands the raw values to `save`, whose
   * mutation parses them again.
   */
  resolver: Resolver<Values, unknown, Values>;
  /** The stored record as form values, or the empty form; the form follows it while untouched. */
  initialValues: Values;
  /** Where the draft lives: the form and the record, e.g. `packages:new`, `packages:<id>`. */
  draftKey: string;
  /** The form fields a database refusal can name (the data layer's `DataError.field`). */
  fields: readonly Path<Values>[];
  /** Saves the values (a mutation's `mutateAsync`). */
  save: (values: Values) => Promise<Result>;
  /** The toast after a successful save, e.g. 'Package saved.' */
  savedMessage: string;
  /**
   * Runs after a successful save, once the form counts as unchanged (e.g. go to the edit page
   * of a new record; that navigation is let through the unsaved-changes guard).
   */
  onSaved?: (result: Result) => void;
}

/** A form without its own navigation guard (see {@link useAdminFormState}). */
export interface AdminFormState<Values extends FieldValues> {
  form: ReturnType<typeof useForm<Values>>;
  /** The form's onSubmit. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** True while the save runs: the save button is disabled. */
  isSaving: boolean;
  /** True when the form differs from what is stored. */
  isDirty: boolean;
  /** A draft from an earlier visit, offered back, or null. */
  draft: DraftOffer | null;
  /** Drops the draft (after the record was deleted). */
  forgetDraft: () => void;
}

/** What {@link useAdminForm} gives the form component. */
export interface AdminForm<Values extends FieldValues> extends AdminFormState<Values> {
  /** Holds in-app navigation while there are unsaved changes (the form shows a prompt). */
  blocker: Blocker;
  /**
   * Drops the draft and lets the next navigation through without the unsaved-changes prompt
   * (after the record was deleted).
   */
  abandon: () => void;
}

/**
 * An admin form without the navigation guard, for pages with several forms that share one guard
 * (React Router allows one blocker at a time). Everything else as {@link useAdminForm};
 * `onSavedSync` runs right after a save, before `onSaved`, to let the navigation through.
 */
export function useAdminFormState<Values extends FieldValues, Result>(
  {
    resolver,
    initialValues,
    draftKey,
    fields,
    save,
    savedMessage,
    onSaved,
  }: AdminFormOptions<Values, Result>,
  onSavedSync?: () => void,
): AdminFormState<Values> {
  const form = useForm<Values>({
    resolver,
    defaultValues: initialValues as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const { offer, forget } = useDraft(form, draftKey, initialValues);
  const { isSubmitting } = form.formState;
  const isDirty = form.formState.isDirty && !isSubmitting;

  // When the stored values change under an untouched form (a version restored from its history),
  // the form follows them; a form with unsaved changes is left alone.
  const stored = JSON.stringify(initialValues);
  const shown = useRef(stored);
  useEffect(() => {
    if (stored === shown.current) return;
    shown.current = stored;
    if (!isDirty) form.reset(JSON.parse(stored) as Values);
  }, [stored, isDirty, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      let result: Result;
      try {
        result = await save(values);
      } catch (error) {
        const onField = showSubmitFailure(form, error, fields) === null;
        notify.error(
          onField ? 'Please correct the highlighted field.' : 'The changes were not saved.',
          isDataError(error) ? error.message : errorMessages.server,
        );
        return;
      }
      forget(values);
      form.reset(values);
      notify.success(savedMessage, liveAfterBuild);
      onSavedSync?.();
      onSaved?.(result);
    },
    () => notify.error('Please correct the highlighted fields.'),
  );

  return {
    form,
    onSubmit,
    isSaving: isSubmitting,
    isDirty,
    draft: offer,
    forgetDraft: () => forget(),
  };
}

/**
 * Everything an admin form shares: react-hook-form with the data layer's zod schema, a draft
 * autosaved in the browser and offered back, an unsaved-changes guard on navigation and
 * reload, a save that puts database refusals next to their field (a duplicate slug under the
 * slug) or in a toast, and a toast on success.
 */
export function useAdminForm<Values extends FieldValues, Result>(
  options: AdminFormOptions<Values, Result>,
): AdminForm<Values> {
  // The guard needs the form's dirtiness, and the form's save needs the guard's pass: the pass
  // goes through a function that is only called after both exist.
  let allow = () => {};
  const state = useAdminFormState(options, () => allow());
  const { blocker, allowNextNavigation } = useUnsavedChanges(state.isDirty);
  allow = allowNextNavigation;
  return {
    ...state,
    blocker,
    abandon: () => {
      state.forgetDraft();
      allowNextNavigation();
    },
  };
}
