import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Drawer } from '@tembo/ui';
import { ActionLabel } from './ActionLabel.tsx';
import * as styles from './forms.css.ts';

/**
 * A record's public page rendered from form values (and, when editing, the stored row, for what
 * the form does not hold, such as a post's date): given by the route, which composes the public
 * feature that draws the page (docs/decisions.md#editor-preview).
 */
export type RenderPreview = (
  values: FieldValues,
  saved: Readonly<Record<string, unknown>> | undefined,
) => ReactNode;

export interface RecordPreviewProps {
  form: UseFormReturn<FieldValues>;
  render: RenderPreview;
  /** The stored record when editing; none for a new one. */
  saved?: Readonly<Record<string, unknown>> | undefined;
  /** What the record is, e.g. 'safari package'. */
  what: string;
}

/**
 * "Preview": the record as its public page will show it, drawn from the form's current values,
 * saved or not, in a drawer marked as a preview. It reads the form and writes nothing.
 */
export function RecordPreview({ form, render, saved, what }: RecordPreviewProps) {
  const [values, setValues] = useState<FieldValues | null>(null);
  return (
    <>
      <Button variant="soft" onPress={() => setValues(structuredClone(form.getValues()))}>
        <ActionLabel icon="preview">Preview</ActionLabel>
      </Button>
      <Drawer
        isOpen={values !== null}
        onOpenChange={(open) => {
          if (!open) setValues(null);
        }}
        title={`Preview of this ${what}`}
        closeLabel="Close preview"
      >
        <p className={styles.previewNotice} role="note">
          Preview: the page as travellers will see it once it is saved and published, from what the
          form holds now. Nothing has been saved.
        </p>
        {values ? <div className={styles.previewPage}>{render(values, saved)}</div> : null}
      </Drawer>
    </>
  );
}
