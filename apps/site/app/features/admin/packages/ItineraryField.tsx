import { useRef, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@tembo/ui';
import type { PackageFormValues } from '@tembo/data/admin';
import { FormNumberField, FormTextArea, FormTextField } from '../../form-fields/controlled.tsx';
import * as styles from '../forms/forms.css.ts';
import * as adminStyles from '../shared/admin.css.ts';

/**
 * The day-by-day itinerary: add a day (numbered after the last), edit its title, description,
 * overnight stay and meals, move it up or down, remove it. Keyboard focus lands on the new day's
 * title, and moves are announced.
 */
export function ItineraryField({ form }: { form: UseFormReturn<PackageFormValues> }) {
  const { control } = form;
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'itinerary' });
  const [announcement, setAnnouncement] = useState('');
  const headings = useRef(new Map<number, HTMLHeadingElement | null>());

  const focusDay = (index: number) =>
    requestAnimationFrame(() => headings.current.get(index)?.focus());

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Itinerary</legend>
      <p className={styles.help}>One entry per day, in order. Day numbers may repeat a range.</p>
      {fields.length === 0 ? <p className={styles.help}>No days yet.</p> : null}
      <ol className={styles.list}>
        {fields.map((day, index) => (
          <li key={day.id} className={styles.day} aria-labelledby={`${day.id}-title`}>
            <div className={styles.dayHeader}>
              <h3
                id={`${day.id}-title`}
                className={styles.dayTitle}
                tabIndex={-1}
                ref={(element) => {
                  headings.current.set(index, element);
                }}
              >
                Itinerary entry {index + 1}
              </h3>
              <div className={styles.listButtons}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move itinerary entry ${index + 1} up`}
                  isDisabled={index === 0}
                  onPress={() => {
                    swap(index, index - 1);
                    setAnnouncement(`Entry moved to position ${index} of ${fields.length}.`);
                    focusDay(index - 1);
                  }}
                >
                  Up
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move itinerary entry ${index + 1} down`}
                  isDisabled={index === fields.length - 1}
                  onPress={() => {
                    swap(index, index + 1);
                    setAnnouncement(`Entry moved to position ${index + 2} of ${fields.length}.`);
                    focusDay(index + 1);
                  }}
                >
                  Down
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove itinerary entry ${index + 1}`}
                  onPress={() => {
                    remove(index);
                    setAnnouncement(`Entry ${index + 1} removed.`);
                    focusDay(Math.max(0, index - 1));
                  }}
                >
                  Remove
                </Button>
              </div>
            </div>
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
              <FormTextField
                control={control}
                name={`itinerary.${index}.meals`}
                label="Meals"
                description="For example: Breakfast, lunch, dinner"
              />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
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
                meals: '',
              },
              { focusName: `itinerary.${fields.length}.title` },
            );
            setAnnouncement(`Itinerary entry ${fields.length + 1} added.`);
          }}
        >
          Add day
        </Button>
      </div>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
