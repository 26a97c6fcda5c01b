import { useId, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button, ReorderableList, TextField } from '@tembo/ui';
import * as styles from './forms.css.ts';

export interface TextListFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  /** The form's `control`. */
  control: Control<Values>;
  /** The path of a string list in the form values, e.g. 'highlights'. */
  name: Name;
  /** The group's legend, e.g. 'Highlights'. */
  label: string;
  /** What one entry is called, for each input's label and the buttons, e.g. 'Highlight'. */
  itemLabel: string;
  /** Help under the legend. */
  description?: string;
  /** Entries allowed; the add button is disabled at the limit. */
  maxItems?: number;
}

/**
 * An editable list of short texts (highlights, amenities, inclusions): add and remove entries, and
 * put them in order by dragging their handle, with a mouse or the keyboard (Enter, the arrow keys,
 * Enter: docs/decisions.md#reorderable-lists). A polite message says where an entry went. Empty
 * entries are dropped by the schema when saved.
 */
export function TextListField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  itemLabel,
  description,
  maxItems,
}: TextListFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name });
  const items = ((field.value as string[] | null | undefined) ?? []).map(String);
  const groupId = useId();
  const [announcement, setAnnouncement] = useState('');
  const inputs = useRef(new Map<number, HTMLInputElement | null>());
  const addButton = useRef<HTMLButtonElement>(null);

  // Stable keys for React, kept beside the values (a restored draft may change the length).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(nextKey.current++);
  keys.current.length = items.length;

  const lower = itemLabel.toLowerCase();

  const add = () => {
    keys.current.push(nextKey.current++);
    field.onChange([...items, '']);
    setAnnouncement(`${itemLabel} ${items.length + 1} added.`);
    // The new input exists after the next render.
    requestAnimationFrame(() => inputs.current.get(items.length)?.focus());
  };

  const remove = (index: number) => {
    keys.current.splice(index, 1);
    field.onChange(items.filter((_, at) => at !== index));
    setAnnouncement(`${itemLabel} ${index + 1} removed.`);
    requestAnimationFrame(() => {
      const target = inputs.current.get(Math.min(index, items.length - 2));
      (target ?? addButton.current)?.focus();
    });
  };

  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    keys.current.splice(to, 0, ...keys.current.splice(from, 1));
    field.onChange(next);
    setAnnouncement(`${itemLabel} moved to position ${to + 1} of ${items.length}.`);
  };

  const errorId = `${groupId}-error`;
  const descriptionId = `${groupId}-description`;
  const atLimit = maxItems !== undefined && items.length >= maxItems;

  return (
    <fieldset
      className={styles.group}
      aria-describedby={
        [description ? descriptionId : null, fieldState.error ? errorId : null]
          .filter(Boolean)
          .join(' ') || undefined
      }
      aria-invalid={fieldState.invalid || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {description ? (
        <p id={descriptionId} className={styles.help}>
          {description}
        </p>
      ) : null}
      {items.length === 0 ? <p className={styles.help}>No {lower} added yet.</p> : null}
      <ReorderableList
        aria-label={label}
        items={items}
        getKey={(_, index) => keys.current[index] ?? index}
        getTextValue={(item, index) =>
          `${itemLabel} ${index + 1}${item.trim() ? `: ${item.trim()}` : ''}`
        }
        onMove={move}
      >
        {(item, index) => (
          <div className={styles.listItem}>
            <div className={styles.listInput}>
              <TextField
                label={`${itemLabel} ${index + 1}`}
                value={item}
                onChange={(value: string) =>
                  field.onChange(items.map((current, at) => (at === index ? value : current)))
                }
                onBlur={field.onBlur}
                ref={(element: HTMLInputElement | null) => {
                  inputs.current.set(index, element);
                  if (index === 0) field.ref(element);
                }}
              />
            </div>
            <div className={styles.listButtons}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${lower} ${index + 1}`}
                onPress={() => remove(index)}
              >
                Remove
              </Button>
            </div>
          </div>
        )}
      </ReorderableList>
      <div>
        <Button variant="soft" size="sm" onPress={add} isDisabled={atLimit} ref={addButton}>
          Add {lower}
        </Button>
      </div>
      {fieldState.error ? (
        <p id={errorId} className={styles.error}>
          {fieldState.error.message}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
