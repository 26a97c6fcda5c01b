import { useMemo, type ComponentProps } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  accommodationsType,
  destinationsType,
  packagesType,
  type FormItem,
} from '@tembo/data/admin';
import { packageCategories } from '../../../config/paths.ts';
import { FormCheckbox } from '../../../lib/forms/FormCheckbox.tsx';
import { FormDateField } from '../../../lib/forms/FormDateField.tsx';
import { FormNativeSelect } from '../../../lib/forms/FormNativeSelect.tsx';
import { FormNumberField } from '../../../lib/forms/FormNumberField.tsx';
import { FormSelect } from '../../../lib/forms/FormSelect.tsx';
import { FormStarRating } from '../../../lib/forms/FormStarRating.tsx';
import { FormTextArea } from '../../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { LocationField } from '../accommodations/LocationField.tsx';
import { MarkdownEditor } from '../blog/MarkdownEditor.tsx';
import { AdminFormFrame } from '../editor/AdminFormFrame.tsx';
import { DeleteRecordButton } from '../editor/DeleteRecordButton.tsx';
import { GalleryField } from '../editor/GalleryField.tsx';
import { RecordPreview, type RenderPreview } from '../editor/RecordPreview.tsx';
import { ImageUploadField } from '../editor/ImageUploadField.tsx';
import { TextListField } from '../editor/TextListField.tsx';
import { useAdminForm } from '../editor/use-admin-form.ts';
import { useSlugFromTitle } from '../editor/use-slug-from-title.ts';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { ScheduleStatus } from '../live-site/ScheduleStatus.tsx';
import { ItineraryField } from '../packages/ItineraryField.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../common/admin.css.ts';
import { focusPageTitleState } from '../common/page-title.ts';
import type { AdminContentType } from './admin-types.ts';
import { textOf } from './field-of.ts';
import { toFormValues } from './form-values.ts';

const categoryOptions = packageCategories.map(({ slug, label }) => ({ id: slug, label }));

const moneyFormat: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
};

/** The itinerary, whose days can link to any of the lodges. */
function ItineraryWithLodges({ form }: { form: UseFormReturn<FieldValues> }) {
  const { data: lodges = [] } = accommodationsType.useList();
  return (
    <ItineraryField form={form} lodges={lodges.map(({ id, name }) => ({ id, label: name }))} />
  );
}

/**
 * The records a select may name, as options from the admin's list of them. Each is a hook: a
 * select calls one, always the same.
 */
const recordOptions = {
  packages: () => packagesType.useList().data?.map(({ id, title }) => ({ id, label: title })),
  destinations: () => destinationsType.useList().data?.map(({ id, name }) => ({ id, label: name })),
};

/** A choice of safari package (a testimonial's trip) or destination, with an entry for none. */
function RecordSelect({
  records,
  ...props
}: Omit<ComponentProps<typeof FormNativeSelect>, 'options'> & {
  records: keyof typeof recordOptions;
}) {
  return <FormNativeSelect {...props} options={recordOptions[records]() ?? []} />;
}

/** A record's accessible name in the admin: `Edit {name}` unless the layout words it. */
export function editLabelOf(type: AdminContentType, name: string): string {
  return (type.admin.editLabel ?? 'Edit {name}').replace('{name}', name);
}

interface ItemProps {
  item: FormItem;
  /** The declaration's limits by column: the bounds of number, money and list fields. */
  limits: AdminContentType['limits'];
  form: UseFormReturn<FieldValues>;
  editing: boolean;
  onSlugSourceChange: (value: string) => void;
  slugFrom: string | undefined;
}

/** Items of a form layout, in order. */
function Items({ items, ...props }: Omit<ItemProps, 'item'> & { items: readonly FormItem[] }) {
  return items.map((item, index) => (
    <Item key={'name' in item ? item.name : `${item.kind}-${index}`} item={item} {...props} />
  ));
}

/** One item of a form layout: a group, or the field its kind names. */
function Item({ item, ...props }: ItemProps) {
  const { limits, form, editing, onSlugSourceChange, slugFrom } = props;
  const { control } = form;
  const children = (items: readonly FormItem[]) => <Items items={items} {...props} />;
  switch (item.kind) {
    case 'fieldset':
      return (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{item.legend}</legend>
          {children(item.items)}
        </fieldset>
      );
    case 'columns':
      return <div className={styles.twoColumns}>{children(item.items)}</div>;
    case 'itinerary':
      return <ItineraryWithLodges form={form} />;
    case 'location':
      return <LocationField form={form} />;
    case 'markdown':
      return <MarkdownEditor control={control} />;
    case 'live-status':
      return <ScheduleStatus control={control} />;
  }
  // Every other kind is a field bound to the form by its name, with its label and description.
  const bound = {
    control,
    name: item.name,
    label: item.label,
    description: item.description,
    isRequired: item.required,
  };
  const limit = limits[item.name];
  switch (item.kind) {
    case 'datetime':
      return <FormDateField {...bound} granularity="minute" />;
    case 'text':
      return (
        <FormTextField
          {...bound}
          description={(editing && item.editDescription) || item.description}
          onValueChange={item.name === slugFrom ? onSlugSourceChange : undefined}
        />
      );
    case 'textarea':
      return <FormTextArea {...bound} rows={item.rows} />;
    case 'select':
      if (item.options === 'packages' || item.options === 'destinations') {
        return <RecordSelect {...bound} records={item.options} placeholder={item.placeholder} />;
      }
      return (
        <FormSelect
          {...bound}
          options={item.options === 'package-categories' ? categoryOptions : item.options}
        />
      );
    case 'number':
      return (
        <FormNumberField
          {...bound}
          minValue={limit?.min}
          maxValue={limit?.max}
          step={item.step}
          formatOptions={
            item.decimals === undefined ? undefined : { maximumFractionDigits: item.decimals }
          }
        />
      );
    case 'money':
      return (
        <FormNumberField
          {...bound}
          minValue={limit?.min}
          maxValue={limit?.max}
          formatOptions={moneyFormat}
        />
      );
    case 'checkbox':
      return <FormCheckbox {...bound} />;
    case 'stars':
      return <FormStarRating {...bound} />;
    case 'image':
      return <ImageUploadField {...bound} folder={item.folder} focal={item.focal} />;
    case 'gallery':
      return <GalleryField {...bound} folder={item.folder} />;
    case 'list':
      return <TextListField {...bound} itemLabel={item.itemLabel} maxItems={limit?.maxItems} />;
  }
}

/**
 * Create or edit a record of a content type: its declaration's form layout rendered with the
 * site's fields, a save that creates (then opens the new record's edit page) or updates, Cancel
 * back to the list and, when editing, Delete (asked first) and the record's history.
 */
export function ContentForm({
  type,
  row,
  preview,
}: {
  type: AdminContentType;
  row?: { id: string };
  /** Draws the record's public page from the form's values: the "Preview" button shows it. */
  preview?: RenderPreview | undefined;
}) {
  const layout = type.admin.form;
  const id = row?.id;
  const navigate = useNavigate();
  const resolver = useMemo(() => zodResolver(type.schema, undefined, { raw: true }), [type]);
  const remove = type.useRemove();
  const save = type.useSave();
  const admin = useAdminForm({
    resolver,
    initialValues: toFormValues(layout, type.fields, row),
    fields: type.fields,
    draftKey: `${type.path}:${id ?? 'new'}`,
    save: (values) => save.mutateAsync({ id, values }),
    savedMessage: id ? layout.saved : layout.created,
    onSaved: (saved) => {
      if (!id) navigate(adminPaths.edit(type.path, saved.id), { replace: true });
    },
  });
  const { form } = admin;
  const onSlugSourceChange = useSlugFromTitle(form, layout.slugFrom ?? 'slug', !row);
  const name = row ? textOf(row, type.admin.nameField) : '';

  return (
    <>
      <AdminFormFrame
        admin={admin}
        label={row ? editLabelOf(type, name) : layout.newLabel}
        submitLabel={row ? 'Save changes' : layout.createLabel}
        cancelHref={adminPaths.list(type.path)}
        extraActions={
          <>
            {preview ? (
              <RecordPreview form={form} render={preview} saved={row} what={type.admin.what} />
            ) : null}
            {row ? (
              <DeleteRecordButton
                what={type.admin.what}
                name={name}
                onDelete={() => remove.mutateAsync({ id: row.id })}
                onDeleted={() => {
                  admin.abandon();
                  // The list's title takes the focus the removed editor had.
                  navigate(adminPaths.list(type.path), { state: focusPageTitleState });
                }}
              />
            ) : null}
          </>
        }
      >
        <Items
          items={layout.items}
          limits={type.limits}
          form={form}
          editing={row !== undefined}
          onSlugSourceChange={onSlugSourceChange}
          slugFrom={layout.slugFrom}
        />
      </AdminFormFrame>
      {row ? (
        <HistoryPanel
          table={type.table}
          id={row.id}
          what={type.admin.what}
          onBeforeRestore={() => form.reset()}
        />
      ) : null}
    </>
  );
}
