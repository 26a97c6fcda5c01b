import { useEffect, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button, FileDrop, TextField } from '@tembo/ui';
import {
  checkImageFile,
  fieldMessages,
  isImageAddress,
  useImageUploadMutation,
  type ImageFolder,
} from '@tembo/data/admin';
import { isDataError } from '@tembo/data';
import { FocalPointPreview, type FocalResetRef } from './FocalPointPreview.tsx';
import {
  maxSourceBytes,
  pickableImageTypes,
  pickerDescription,
  prepareImage,
  PrepareImageError,
} from './prepare-image.ts';
import * as styles from './forms.css.ts';

export interface ImageUploadFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  /** The form's `control`. */
  control: Control<Values>;
  /** The path of the image address in the form values, e.g. 'image_url'. */
  name: Name;
  /** The field's label, e.g. 'Package image'. */
  label: string;
  /** The bucket folder the upload goes to. */
  folder: ImageFolder;
  /** @default false */
  isRequired?: boolean;
  /** The form paths of the image's focal point; with them the preview sets it. */
  focal?: { x: FieldPath<Values>; y: FieldPath<Values> } | undefined;
}

/** Starts of an address still being typed ("htt", "https:/"): too early to call it wrong. */
const addressStarts = ['https://', 'http://'];

/**
 * An image for a record, shown as the picture, not its address (docs/decisions.md#image-field):
 * with no picture, a zone to choose or drop a file; with one, the picture (with `focal`, a click on
 * it or the arrow keys set the focal point, which a new upload puts back in the centre) and
 * "Replace image" and "Remove image". A chosen file is made ready in the browser (upright, at most
 * 2560 px, no EXIF: docs/decisions.md#phone-uploads) and checked (JPEG, PNG, WebP or AVIF, at most
 * 5 MB) before a byte is sent, uploaded with a progress bar, and its public address stored in the
 * form. The address itself is under "Advanced", where it can be typed (images already on the
 * site); only an address the data layer's rule accepts (http(s) or a site path) is previewed, any
 * other (ftp:, data:, a bare host) gets that rule's message next to the field as soon as it cannot
 * become one, and "Advanced" opens by itself to show a problem with the address. A failed upload
 * leaves the previous image in place.
 */
export function ImageUploadField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  folder,
  isRequired = false,
  focal,
}: ImageUploadFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const cancel = useRef<AbortController | null>(null);
  const resetFocal: FocalResetRef = useRef(null);
  const upload = useImageUploadMutation();
  const [replacing, setReplacing] = useState(false);
  const advancedRef = useRef<HTMLDetailsElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);

  const send = (file: Blob) => {
    const problem = checkImageFile(file);
    setFileError(problem);
    if (problem) return;
    const controller = new AbortController();
    cancel.current = controller;
    setProgress(0);
    upload.mutate(
      { file, folder, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: ({ publicUrl }) => {
          field.onChange(publicUrl);
          resetFocal.current?.();
          setFileError(null);
          setReplacing(false);
        },
        onError: (error) => {
          if (isDataError(error) && error.kind === 'aborted') return;
          setFileError(error.message);
        },
        onSettled: () => {
          setProgress(null);
          cancel.current = null;
        },
      },
    );
  };

  const choose = (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    setFileError(null);
    setPreparing(true);
    prepareImage(file)
      .then(send, (error: unknown) => {
        setFileError(
          error instanceof PrepareImageError ? error.message : prepareErrorFallback(file.name),
        );
      })
      .finally(() => setPreparing(false));
  };

  const uploading = progress !== null || preparing;
  const percent = Math.round((progress ?? 0) * 100);
  const address = value.trim();
  const previewable = address !== '' && isImageAddress(address);
  const wrongAddress =
    address !== '' && !previewable && !addressStarts.some((start) => start.startsWith(address));
  const addressProblem = fieldState.invalid || wrongAddress;
  // The picker shows when there is no picture to show, or while one is being replaced.
  const showPicker = !previewable || replacing || uploading || fileError !== null;

  useEffect(() => {
    // "Replace image" opened the picker: its "Choose image" button takes the focus.
    if (!replacing) return;
    const buttons = pickerRef.current?.querySelectorAll('button') ?? [];
    [...buttons].find((button) => button.textContent === 'Choose image')?.focus();
  }, [replacing]);

  useEffect(() => {
    // A problem with the address opens "Advanced", so the message is in view.
    if (addressProblem && advancedRef.current) advancedRef.current.open = true;
  }, [addressProblem]);

  return (
    <div className={styles.upload} role="group" aria-label={label}>
      {previewable && focal ? (
        <FocalPointPreview
          control={control}
          focal={focal}
          src={address}
          label={label}
          resetRef={resetFocal}
        />
      ) : previewable ? (
        <img src={address} alt="" className={styles.preview} />
      ) : null}
      {previewable ? (
        <div className={styles.imageActions}>
          <Button
            variant="soft"
            size="sm"
            isDisabled={uploading}
            onPress={() => setReplacing((open) => !open)}
          >
            {replacing ? 'Keep this image' : 'Replace image'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={uploading}
            onPress={() => {
              field.onChange('');
              setReplacing(false);
            }}
          >
            Remove image
          </Button>
        </div>
      ) : null}
      {showPicker ? (
        <div ref={pickerRef}>
          <FileDrop
            label={previewable ? `${label}: a new picture` : label}
            description={pickerDescription}
            acceptedTypes={pickableImageTypes}
            maxSizeBytes={maxSourceBytes}
            onSelect={choose}
            isDisabled={uploading}
            isInvalid={fileError !== null}
            errorMessage={fileError ?? undefined}
          />
        </div>
      ) : null}
      {/* Mounted from the start, so the change is announced. */}
      <p className={preparing ? styles.help : styles.visuallyHidden} role="status">
        {preparing ? 'Preparing the image…' : ''}
      </p>
      {progress !== null ? (
        <div>
          <label className={styles.help}>
            Uploading {percent}%
            <progress className={styles.progress} max={100} value={percent} />
          </label>
          <Button variant="ghost" size="sm" onPress={() => cancel.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      <details className={styles.advanced} ref={advancedRef}>
        <summary className={styles.advancedSummary}>
          Advanced<span className={styles.visuallyHidden}>: {label} address</span>
        </summary>
        <div className={styles.advancedBody}>
          <TextField
            label={`${label} address`}
            description="Filled in by the upload; you can also paste an address starting with https:// or /."
            isRequired={isRequired}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={(element: HTMLInputElement | null) => {
              // The form focuses a refused field: "Advanced" opens first, or focus would fail.
              field.ref(
                element && {
                  focus: () => {
                    if (advancedRef.current) advancedRef.current.open = true;
                    element.focus();
                  },
                  select: () => element.select(),
                  setCustomValidity: (message: string) => element.setCustomValidity(message),
                  reportValidity: () => element.reportValidity(),
                },
              );
            }}
            isInvalid={addressProblem}
            errorMessage={
              fieldState.error?.message ?? (wrongAddress ? fieldMessages.imageUrlFormat : undefined)
            }
          />
        </div>
      </details>
    </div>
  );
}

/** An unexpected failure while preparing (the browser ran out of memory, say). */
const prepareErrorFallback = (name: string) =>
  `“${name}” could not be prepared for upload. Please try again, or choose a smaller image.`;
