import { useState } from 'react';
import type { DropEvent } from 'react-aria';
import { Button, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { button } from '../private/Button.css.ts';
import * as fieldStyles from '../private/Field.css.ts';
import { UploadIcon } from '../private/icons.tsx';
import * as styles from './FileDrop.css.ts';

/** The image types the site accepts (docs/decisions.md#images). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export interface FileDropProps {
  /** The field's label, e.g. 'Package image'. */
  label: string;
  /**
   * Help text.
   * @default 'JPEG, PNG, WebP or AVIF, up to 5 MB.'
   */
  description?: string;
  /** An error from the form (e.g. the upload failed), shown when `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /**
   * Accepted MIME types.
   * @default imageTypes (JPEG, PNG, WebP, AVIF)
   */
  acceptedTypes?: readonly string[];
  /**
   * The largest file accepted, in bytes.
   * @default 5242880 (5 MB)
   */
  maxSizeBytes?: number;
  /**
   * Accept several files at once.
   * @default false
   */
  allowsMultiple?: boolean;
  /** Called with the accepted files (dropped, pasted or chosen); rejected ones show an error. */
  onSelect: (files: File[]) => void;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * A labelled drop zone for images with a 'Choose image' button (keyboard and screen readers use
 * the button). Wrong types and oversized files are refused with a message naming the file. The
 * zone's own drop target (react-aria's hidden button, for keyboard drag and drop and pasting) is
 * named after `label`: "Package image: drop or paste an image here".
 */
export function FileDrop({
  label,
  description = 'JPEG, PNG, WebP or AVIF, up to 5 MB.',
  errorMessage,
  isInvalid,
  isDisabled,
  acceptedTypes = imageTypes,
  maxSizeBytes = 5 * 1024 * 1024,
  allowsMultiple = false,
  onSelect,
}: FileDropProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);

  const accept = (files: File[]) => {
    const candidates = allowsMultiple ? files : files.slice(0, 1);
    const problems: string[] = [];
    const accepted = candidates.filter((file) => {
      if (!acceptedTypes.includes(file.type)) {
        problems.push(`“${file.name}” is not a JPEG, PNG, WebP or AVIF image.`);
        return false;
      }
      if (file.size > maxSizeBytes) {
        problems.push(`“${file.name}” is larger than ${megabytes(maxSizeBytes)}.`);
        return false;
      }
      return true;
    });
    setRejection(problems.length > 0 ? problems.join(' ') : null);
    setChosen(accepted.map((file) => file.name));
    if (accepted.length > 0) onSelect(accepted);
  };

  const onDrop = async ({ items }: DropEvent) => {
    const fileItems = items.filter(isFileDropItem);
    accept(await Promise.all(fileItems.map((item) => item.getFile())));
  };

  const error = rejection ?? (isInvalid ? errorMessage : undefined);
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <DropZone
        // Without a name react-aria calls its drop target "DropZone"; labelling it by the text
        // inside (a Text slot) would also read that default.
        aria-label={`${label}: drop or paste an image here`}
        isDisabled={isDisabled}
        getDropOperation={(types) =>
          acceptedTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
        }
        onDrop={onDrop}
        className={styles.zone}
        data-invalid={error ? true : undefined}
      >
        <UploadIcon />
        <span>Drop an image here, or</span>
        <FileTrigger
          acceptedFileTypes={[...acceptedTypes]}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => accept(list ? Array.from(list) : [])}
        >
          {/* react-aria's Button: FileTrigger opens the file picker through its press handlers. */}
          <Button className={button({ variant: 'outline', size: 'sm' })} isDisabled={isDisabled}>
            Choose image
          </Button>
        </FileTrigger>
      </DropZone>
      <span className={fieldStyles.description}>{description}</span>
      {chosen.length > 0 ? (
        <ul className={styles.files} aria-label="Chosen files">
          {chosen.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span role="alert" className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
