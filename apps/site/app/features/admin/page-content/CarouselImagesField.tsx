import type { Control } from 'react-hook-form';
import { carouselLimits, type HeroContentFormValues } from '@tembo/data/admin';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { EntryListField } from '../editor/EntryListField.tsx';
import { ImageUploadField } from '../editor/ImageUploadField.tsx';

/** The hero's carousel images: upload, describe, reorder and remove. */
export function CarouselImagesField({ control }: { control: Control<HeroContentFormValues> }) {
  return (
    <EntryListField
      control={control}
      name="carousel_images"
      label="Carousel images"
      description="The images the home page hero moves through, in this order."
      empty="No images: the hero shows the default image."
      entryTitle="Image"
      addLabel="Add image"
      maxItems={carouselLimits.maxItems}
      newEntry={() => ({ url: '', alt: '' })}
      focusField="url"
    >
      {(index) => (
        <>
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
        </>
      )}
    </EntryListField>
  );
}
