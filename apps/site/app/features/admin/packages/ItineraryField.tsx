import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { packageLimits } from '@tembo/data/admin';
import { FormNativeSelect } from '../../../lib/forms/FormNativeSelect.tsx';
import { FormNumberField } from '../../../lib/forms/FormNumberField.tsx';
import { FormTextArea } from '../../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { EntryListField } from '../editor/EntryListField.tsx';
import * as styles from '../editor/forms.css.ts';
import * as adminStyles from '../common/admin.css.ts';

/** A package's days (a day's number) and its itinerary's most entries, as the table limits them. */
const { days, itinerary } = packageLimits;

/**
 * The day-by-day itinerary: add a day (numbered after the last), edit its title, description,
 * overnight stay and meals, drag it to its place, remove it (EntryListField). Keyboard focus
 * lands on the new day's title, and moves are announced.
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
  return (
    <EntryListField
      control={control}
      name="itinerary"
      label="Itinerary"
      listLabel="Itinerary days"
      description="One entry per day, in order. Day numbers may repeat a range."
      empty="No days yet."
      entryTitle="Itinerary entry"
      noun="Entry"
      describe={({ day, title }) => [
        typeof day === 'number' ? `Day ${day}` : '',
        typeof title === 'string' ? title.trim() : '',
      ]}
      addLabel="Add day"
      maxItems={itinerary.maxItems}
      newEntry={() => {
        const lastDay = Number((form.getValues('itinerary') ?? []).at(-1)?.day ?? 0) || 0;
        return {
          day: Math.min(days.max, lastDay + 1),
          title: '',
          description: '',
          accommodation: '',
          accommodation_id: null,
          meals: '',
        };
      }}
      focusField="title"
      refusable
    >
      {(index) => (
        <>
          <div className={styles.dayFields}>
            <FormNumberField
              control={control}
              name={`itinerary.${index}.day`}
              label="Day"
              isRequired
              minValue={days.min}
              maxValue={days.max}
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
        </>
      )}
    </EntryListField>
  );
}
