import {
  useFieldArray,
  useFormState,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, ReorderableList } from '@tembo/ui';
import { recordGalleryLimits, type ImageFolder } from '@tembo/data/admin';
import { FormCheckbox } from '../../../lib/forms/FormCheckbox.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { EntryHeader, useEntryMoves } from './EntryHeader.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';
import * as styles from './forms.css.ts';

export interface GalleryFieldProps {
  form: UseFormReturn<FieldValues>;
  label: string;
  description?: string | undefined;
  folder: ImageFolder;
}

/**
 * A record's gallery (`gallery jsonb`, docs/decisions.md#record-galleries): pictures uploaded
 * with the image field (focal point included), each described or marked decorative, dragged to its
 * place (with the keyboard too: docs/decisions.md#reorderable-lists) and removed with the same
 * entry machinery as the itinerary and the hero's carousel.
 */
export function GalleryField({ form, label, description, folder }: GalleryFieldProps) {
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'gallery' });
  const moves = useEntryMoves({ count: fields.length, move, remove, noun: 'Picture' });
  // Watched, so the drag and drop announcements name each picture by its current description.
  const pictures: unknown = useWatch({ control, name: 'gallery' });
  const { errors } = useFormState({ control, name: 'gallery' });
  const galleryError = errors.gallery as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = galleryError?.message ?? galleryError?.root?.message;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {description ? <p className={styles.help}>{description}</p> : null}
      {fields.length === 0 ? <p className={styles.help}>No pictures yet.</p> : null}
      <ReorderableList
        aria-label={label}
        items={fields}
        getKey={(picture) => picture.id}
        getTextValue={(_, index) => pictureText(pictures, index)}
        onMove={moves.move}
      >
        {(picture, index) => (
          <section className={styles.day} aria-labelledby={`${picture.id}-title`}>
            <EntryHeader
              id={`${picture.id}-title`}
              title={`Picture ${index + 1}`}
              index={index}
              moves={moves}
            />
            <ImageUploadField
              control={control}
              name={`gallery.${index}.url`}
              label={`Picture ${index + 1}`}
              folder={folder}
              isRequired
              focal={{ x: `gallery.${index}.focal_x`, y: `gallery.${index}.focal_y` }}
            />
            <FormTextField
              control={control}
              name={`gallery.${index}.alt`}
              label={`Picture ${index + 1} description (alt text)`}
              description="What the picture shows. Required unless it is decorative."
            />
            <FormCheckbox
              control={control}
              name={`gallery.${index}.decorative`}
              label={`Picture ${index + 1} is decorative`}
              description="It adds nothing a visitor needs to know: screen readers skip it."
            />
          </section>
        )}
      </ReorderableList>
      <div>
        <Button
          variant="soft"
          size="sm"
          isDisabled={fields.length >= recordGalleryLimits.maxItems}
          onPress={() => {
            append(
              { url: '', alt: '', decorative: false, focal_x: 0.5, focal_y: 0.5 },
              { focusName: `gallery.${fields.length}.url` },
            );
            moves.announce(`Picture ${fields.length + 1} added.`);
          }}
        >
          Add picture
        </Button>
      </div>
      {typeof message === 'string' && message ? <p className={styles.error}>{message}</p> : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {moves.announcement}
      </p>
    </fieldset>
  );
}

/** A picture as the drag and drop announcements name it: 'Picture 2: Gorillas in the mist'. */
function pictureText(pictures: unknown, index: number): string {
  const value: unknown = Array.isArray(pictures) ? pictures[index] : undefined;
  const { alt } = (value ?? {}) as { alt?: unknown };
  const text = typeof alt === 'string' ? alt.trim() : '';
  return `Picture ${index + 1}${text ? `: ${text}` : ''}`;
}
