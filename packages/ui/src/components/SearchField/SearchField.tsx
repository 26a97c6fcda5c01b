import { useState, type FormEvent, type Ref } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { CloseIcon, SearchIcon } from '../private/icons.tsx';
import { visuallyHidden } from '../private/styles.css.ts';
import * as fieldStyles from '../private/Field.css.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps {
  /**
   * The field's label.
   * @default 'Search'
   */
  label?: string;
  /**
   * Keep the label for screen readers only (headers have no room for it).
   * @default true
   */
  hideLabel?: boolean;
  /**
   * @default 'Search safaris, destinations, lodges…'
   */
  placeholder?: string;
  /**
   * Where the form goes without JavaScript (GET with `name`).
   * @default '/search'
   */
  action?: string;
  /**
   * The query parameter.
   * @default 'q'
   */
  name?: string;
  /** The initial query, e.g. from the URL on the results page. */
  defaultValue?: string;
  /** Handles a search client-side (the trimmed query); without it the form submits normally. */
  onSubmit?: (query: string) => void;
  /** Reaches the `<input>`, e.g. for the Alt+/ shortcut to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The site search: a `role="search"` form that works as a plain GET before hydration, with
 * react-aria's search field (Escape clears, a clear button) and a submit button.
 */
export function SearchField({
  label = 'Search',
  hideLabel = true,
  placeholder = 'Search safaris, destinations, lodges…',
  action = '/search',
  name = 'q',
  defaultValue = '',
  onSubmit,
  ref,
}: SearchFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const query = value.trim();
    if (query) onSubmit(query);
  };
  return (
    <form role="search" action={action} method="get" onSubmit={submit} className={styles.form}>
      <AriaSearchField value={value} onChange={setValue} name={name} className={styles.field}>
        <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>{label}</Label>
        <div className={styles.group}>
          <Input ref={ref} placeholder={placeholder} className={styles.input} />
          <AriaButton aria-label="Clear search" className={styles.clear}>
            <CloseIcon />
          </AriaButton>
        </div>
      </AriaSearchField>
      <Button type="submit" variant="outline" size="sm" iconOnly aria-label="Submit search">
        <SearchIcon />
      </Button>
    </form>
  );
}
