import { useRef, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@tembo/ui';
import type { HeroContentFormValues } from '@tembo/data/admin';
import { FormTextField } from '../../form-fields/controlled.tsx';
import { ImageUploadField } from '../forms/ImageUploadField.tsx';
import * as styles from '../forms/forms.css.ts';

/** The hero's carousel images: upload, describe, reorder and remove. */
export function CarouselImagesField({ form }: { form: UseFormReturn<HeroContentFormValues> }) {
  const { control } = form;
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'carousel_images' });
  const [announcement, setAnnouncement] = useState('');
  const headings = useRef(new Map<number, HTMLHeadingElement | null>());
  const focusImage = (index: number) =>
    requestAnimationFrame(() => headings.current.get(index)?.focus());
  const error =
    form.formState.errors.carousel_images?.root ?? form.formState.errors.carousel_images;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Carousel images</legend>
      <p className={styles.help}>The images the home page hero moves through, in this order.</p>
      {fields.length === 0 ? (
        <p className={styles.help}>No images: the hero shows the default image.</p>
      ) : null}
      <ol className={styles.list}>
        {fields.map((image, index) => (
          <li key={image.id} className={styles.day} aria-labelledby={`${image.id}-title`}>
            <div className={styles.dayHeader}>
              <h3
                id={`${image.id}-title`}
                className={styles.dayTitle}
                tabIndex={-1}
                ref={(element) => {
                  headings.current.set(index, element);
                }}
              >
                Image {index + 1}
              </h3>
              <div className={styles.listButtons}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move image ${index + 1} up`}
                  isDisabled={index === 0}
                  onPress={() => {
                    swap(index, index - 1);
                    setAnnouncement(`Image moved to position ${index} of ${fields.length}.`);
                    focusImage(index - 1);
                  }}
                >
                  Up
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move image ${index + 1} down`}
                  isDisabled={index === fields.length - 1}
                  onPress={() => {
                    swap(index, index + 1);
                    setAnnouncement(`Image moved to position ${index + 2} of ${fields.length}.`);
                    focusImage(index + 1);
                  }}
                >
                  Down
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove image ${index + 1}`}
                  onPress={() => {
                    remove(index);
                    setAnnouncement(`Image ${index + 1} removed.`);
                    focusImage(Math.max(0, index - 1));
                  }}
                >
                  Remove
                </Button>
              </div>
            </div>
            <ImageUploadField
              control={control}
              name={`carousel_images.${index}.url`}
              label={`Image ${index + 1}`}
              folder="pages"
              isRequired
            />
            <FormTextField
              control={control}
              name={`carousel_images.${index}.alt`}
              label={`Image ${index + 1} description (alt text)`}
              isRequired
            />
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="soft"
          size="sm"
          isDisabled={fields.length >= 20}
          onPress={() => {
            append({ url: '', alt: '' }, { focusName: `carousel_images.${fields.length}.url` });
            setAnnouncement(`Image ${fields.length + 1} added.`);
          }}
        >
          Add image
        </Button>
      </div>
      {error?.message ? <p className={styles.error}>{error.message}</p> : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
