import type { Control, FieldValues } from 'react-hook-form';
import { recordGalleryLimits, type ImageFolder } from '@tembo/data/admin';
import { FormCheckbox } from '../../../lib/forms/FormCheckbox.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { EntryListField } from './EntryListField.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

export interface GalleryFieldProps {
  control: Control<FieldValues>;
  label: string;
  description?: string | undefined;
  folder: ImageFolder;
}

/**
 * A record's gallery (`gallery jsonb`, docs/decisions.md#record-galleries): pictures uploaded
 * with the image field (focal point included), each described or marked decorative, dragged to its
 * place and removed with the same entry machinery as the itinerary and the hero's carousel.
 */
export function GalleryField({ control, label, description, folder }: GalleryFieldProps) {
  return (
    <EntryListField
      control={control}
      name="gallery"
      label={label}
      description={description}
      empty="No pictures yet."
      entryTitle="Picture"
      addLabel="Add picture"
      maxItems={recordGalleryLimits.maxItems}
      newEntry={() => ({ url: '', alt: '', decorative: false, focal_x: 0.5, focal_y: 0.5 })}
      focusField="url"
    >
      {(index) => (
        <>
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
        </>
      )}
    </EntryListField>
  );
}
