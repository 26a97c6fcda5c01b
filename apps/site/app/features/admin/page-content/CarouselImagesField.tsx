import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, ReorderableList } from '@tembo/ui';
import type { HeroContentFormValues } from '@tembo/data/admin';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { ImageUploadField } from '../editor/ImageUploadField.tsx';
import { EntryHeader, useEntryMoves } from '../editor/EntryHeader.tsx';
import * as styles from '../editor/forms.css.ts';

/** The hero's carousel images: upload, describe, reorder and remove. */
export function CarouselImagesField({ form }: { form: UseFormReturn<HeroContentFormValues> }) {
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'carousel_images' });
  const moves = useEntryMoves({ count: fields.length, move, remove, noun: 'Image' });
  // Watched, so the drag and drop announcements name each image by its current description.
  const images = useWatch({ control, name: 'carousel_images' });
  const error =
    form.formState.errors.carousel_images?.root ?? form.formState.errors.carousel_images;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Carousel images</legend>
      <p className={styles.help}>The images the home page hero moves through, in this order.</p>
      {fields.length === 0 ? (
        <p className={styles.help}>No images: the hero shows the default image.</p>
      ) : null}
      <ReorderableList
        aria-label="Carousel images"
        items={fields}
        getKey={(image) => image.id}
        getTextValue={(_, index) => {
          const alt = images[index]?.alt.trim();
          return `Image ${index + 1}${alt ? `: ${alt}` : ''}`;
        }}
        onMove={moves.move}
      >
        {(image, index) => (
          <section className={styles.day} aria-labelledby={`${image.id}-title`}>
            <EntryHeader
              id={`${image.id}-title`}
              title={`Image ${index + 1}`}
              index={index}
              moves={moves}
            />
            <ImageUploadField
              control={control}
              name={`carousel_images.${index}.url`}
              label={`Image ${index + 1}`}
              folder="pages"
              isRequired
              focal={{
                x: `carousel_images.${index}.focal_x`,
                y: `carousel_images.${index}.focal_y`,
              }}
            />
            <FormTextField
              control={control}
              name={`carousel_images.${index}.alt`}
              label={`Image ${index + 1} description (alt text)`}
              isRequired
            />
          </section>
        )}
      </ReorderableList>
      <div>
        <Button
          variant="soft"
          size="sm"
          isDisabled={fields.length >= 20}
          onPress={() => {
            append({ url: '', alt: '' }, { focusName: `carousel_images.${fields.length}.url` });
            moves.announce(`Image ${fields.length + 1} added.`);
          }}
        >
          Add image
        </Button>
      </div>
      {error?.message ? <p className={styles.error}>{error.message}</p> : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {moves.announcement}
      </p>
    </fieldset>
  );
}
