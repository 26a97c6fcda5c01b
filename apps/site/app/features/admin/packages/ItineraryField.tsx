import { useEffect, useId, useRef } from 'react';
import {
  useFieldArray,
  useFormState,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, ReorderableList } from '@tembo/ui';
import { FormNativeSelect } from '../../../lib/forms/FormNativeSelect.tsx';
import { FormNumberField } from '../../../lib/forms/FormNumberField.tsx';
import { FormTextArea } from '../../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { EntryHeader, useEntryMoves } from '../editor/EntryHeader.tsx';
import * as styles from '../editor/forms.css.ts';
import * as adminStyles from '../common/admin.css.ts';

/**
 * The day-by-day itinerary: add a day (numbered after the last), edit its title, description,
 * overnight stay and meals, drag it to its place (with the keyboard too:
 * docs/decisions.md#reorderable-lists), remove it. Keyboard focus lands on the new day's title,
 * and moves are announced.
 */
export function ItineraryField({
  form,
  lodges = [],
}: {
  form: UseFormReturn<FieldValues>;
  /**
   * The lodges a day can link to (docs/decisions.md#record-galleries), by id: every one, drafts
   * too, so a day can name a lodge before it goes live; the public page links it once published.
   */
  lodges?: readonly { id: string; label: string }[];
}) {
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'itinerary' });
  const moves = useEntryMoves({ count: fields.length, move, remove, noun: 'Entry' });
  // Watched, so the drag and drop announcements name each day by its current title.
  const days: unknown = useWatch({ control, name: 'itinerary' });
  // A refusal of the whole itinerary (none at all, when publishing: docs/product-rules.md#publishing-a-package).
  const { errors } = useFormState({ control, name: 'itinerary' });
  const itineraryError = errors.itinerary as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = itineraryError?.message ?? itineraryError?.root?.message;
  const error = typeof message === 'string' && message ? message : undefined;
  const errorId = `${useId()}-error`;
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The field array has no input of its own to focus: the way to fix it is "Add day".
    if (error) addButton.current?.focus();
  }, [error]);

  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>Itinerary</legend>
      <p className={styles.help}>One entry per day, in order. Day numbers may repeat a range.</p>
      {fields.length === 0 ? <p className={styles.help}>No days yet.</p> : null}
      <ReorderableList
        aria-label="Itinerary days"
        items={fields}
        getKey={(day) => day.id}
        getTextValue={(_, index) => itineraryEntryText(days, index)}
        onMove={moves.move}
      >
        {(day, index) => (
          <section className={styles.day} aria-labelledby={`${day.id}-title`}>
            <EntryHeader
              id={`${day.id}-title`}
              title={`Itinerary entry ${index + 1}`}
              index={index}
              moves={moves}
            />
            <div className={styles.dayFields}>
              <FormNumberField
                control={control}
                name={`itinerary.${index}.day`}
                label="Day"
                isRequired
                minValue={1}
                maxValue={60}
              />
              <FormTextField
                control={control}
                name={`itinerary.${index}.title`}
                label="Title"
                isRequired
              />
            </div>
            <FormTextArea
              control={control}
              name={`itinerary.${index}.description`}
              label="What happens"
              rows={3}
            />
            <div className={adminStyles.twoColumns}>
              <FormTextField
                control={control}
                name={`itinerary.${index}.accommodation`}
                label="Overnight stay"
              />
              <FormNativeSelect
                control={control}
                name={`itinerary.${index}.accommodation_id`}
                label="Lodge page"
                description="The lodge the day links to on the package page."
                placeholder="None"
                options={lodges}
              />
              <FormTextField
                control={control}
                name={`itinerary.${index}.meals`}
                label="Meals"
                description="For example: Breakfast, lunch, dinner"
              />
            </div>
          </section>
        )}
      </ReorderableList>
      <div>
        <Button
          ref={addButton}
          variant="soft"
          size="sm"
          isDisabled={fields.length >= 60}
          onPress={() => {
            const lastDay = Number((form.getValues('itinerary') ?? []).at(-1)?.day ?? 0) || 0;
            append(
              {
                day: Math.min(60, lastDay + 1),
                title: '',
                description: '',
                accommodation: '',
                accommodation_id: null,
                meals: '',
              },
              { focusName: `itinerary.${fields.length}.title` },
            );
            moves.announce(`Itinerary entry ${fields.length + 1} added.`);
          }}
        >
          Add day
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {moves.announcement}
      </p>
    </fieldset>
  );
}

/** An entry as the drag and drop announcements name it: 'Itinerary entry 2: Day 3, Bwindi'. */
function itineraryEntryText(days: unknown, index: number): string {
  const value: unknown = Array.isArray(days) ? days[index] : undefined;
  const { day, title } = (value ?? {}) as { day?: unknown; title?: unknown };
  const parts = [
    typeof day === 'number' ? `Day ${day}` : '',
    typeof title === 'string' ? title.trim() : '',
  ].filter(Boolean);
  return `Itinerary entry ${index + 1}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
