import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Button, ReorderableList } from '@tembo/ui';
import * as styles from './forms.css.ts';

/** What the drag and drop announcements say after a picture's number: its description. */
const describeAlt = (entry: Record<string, unknown>) => [
  typeof entry.alt === 'string' ? entry.alt.trim() : '',
];

interface EntryListFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The field array's path, e.g. 'gallery'. */
  name: ArrayPath<Values>;
  /** The group's legend, e.g. 'Itinerary'. */
  label: string;
  /** The list's name, when it is not the legend, e.g. 'Itinerary days'. */
  listLabel?: string;
  /** Help under the legend. */
  description?: string | undefined;
  /** Said while there is no entry, e.g. 'No days yet.' */
  empty: string;
  /** An entry's title, numbered after it: 'Picture' titles 'Picture 2'. */
  entryTitle: string;
  /** How the move and removal announcements name an entry; its title by default. */
  noun?: string;
  /** What the drag and drop announcements say after an entry's title; its description by default. */
  describe?: (entry: Record<string, unknown>) => string[];
  /** The add button's words, e.g. 'Add day'. */
  addLabel: string;
  /** Entries allowed; the add button is disabled at the limit. */
  maxItems: number;
  /** The entry the add button appends. */
  newEntry: () => FieldArray<Values, ArrayPath<Values>>;
  /** The field of a new entry that takes keyboard focus, e.g. 'url'. */
  focusField: string;
  /**
   * Whether the list can be refused as a whole (the itinerary: none at all when publishing,
   * docs/product-rules.md#publishing-a-package). Its error then marks the group invalid, describes
   * it, and puts focus on the add button, the way to fix it: the list has no input of its own.
   */
  refusable?: boolean;
  /** An entry's fields, under its heading. */
  children: (index: number) => ReactNode;
}

/**
 * The entries of a field array (itinerary days, gallery pictures, carousel images), each under
 * a focusable heading with its Remove button: dragged to their place (with the keyboard too:
 * docs/decisions.md#reorderable-lists), added at the end with focus on the new entry, and every
 * change announced politely.
 */
export function EntryListField<Values extends FieldValues>({
  control,
  name,
  label,
  listLabel = label,
  description,
  empty,
  entryTitle,
  noun = entryTitle,
  describe = describeAlt,
  addLabel,
  maxItems,
  newEntry,
  focusField,
  refusable = false,
  children,
}: EntryListFieldProps<Values>) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  // Each move or removal is announced; a removal puts keyboard focus on the heading of the entry
  // before (react-aria keeps it on a moved entry).
  const [announcement, announce] = useState('');
  const headings = useRef(new Map<number, HTMLHeadingElement | null>());
  // An array path is a path: react-hook-form's types do not say so.
  const path = name as FieldPath<Values>;
  // Watched, so the drag and drop announcements name each entry by its current values.
  const entries: unknown = useWatch({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const listError = get(errors, name) as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const error = typeof message === 'string' && message ? message : undefined;
  const errorId = `${useId()}-error`;
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refusable && error) addButton.current?.focus();
  }, [refusable, error]);

  const entryText = (index: number) => {
    const value: unknown = Array.isArray(entries) ? entries[index] : undefined;
    const parts = describe((value ?? {}) as Record<string, unknown>).filter(Boolean);
    return `${entryTitle} ${index + 1}${parts.length ? `: ${parts.join(', ')}` : ''}`;
  };
  const removeName = entryTitle.charAt(0).toLowerCase() + entryTitle.slice(1);

  return (
    <fieldset
      className={styles.group}
      aria-describedby={refusable && error ? errorId : undefined}
      aria-invalid={refusable && error ? true : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {description ? <p className={styles.help}>{description}</p> : null}
      {fields.length === 0 ? <p className={styles.help}>{empty}</p> : null}
      <ReorderableList
        aria-label={listLabel}
        items={fields}
        getKey={(entry) => entry.id}
        getTextValue={(_, index) => entryText(index)}
        onMove={(from, to) => {
          move(from, to);
          announce(`${noun} moved to position ${to + 1} of ${fields.length}.`);
        }}
      >
        {(entry, index) => (
          <section className={styles.day} aria-labelledby={`${entry.id}-title`}>
            <div className={styles.dayHeader}>
              <h3
                id={`${entry.id}-title`}
                className={styles.dayTitle}
                tabIndex={-1}
                ref={(element) => {
                  headings.current.set(index, element);
                }}
              >
                {`${entryTitle} ${index + 1}`}
              </h3>
              <div className={styles.listButtons}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${removeName} ${index + 1}`}
                  onPress={() => {
                    remove(index);
                    announce(`${noun} ${index + 1} removed.`);
                    const before = Math.max(0, index - 1);
                    requestAnimationFrame(() => headings.current.get(before)?.focus());
                  }}
                >
                  Remove
                </Button>
              </div>
            </div>
            {children(index)}
          </section>
        )}
      </ReorderableList>
      <div>
        <Button
          ref={addButton}
          variant="soft"
          size="sm"
          isDisabled={fields.length >= maxItems}
          onPress={() => {
            append(newEntry(), { focusName: `${name}.${fields.length}.${focusField}` });
            announce(`${entryTitle} ${fields.length + 1} added.`);
          }}
        >
          {addLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
