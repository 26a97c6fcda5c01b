import {
  useId,
  useImperativeHandle,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { button } from '../private/Button.css.ts';
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
   * @default 'Search safaris & lodges'
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
  /**
   * The initial query, e.g. from the URL on the results page. The field is uncontrolled: a new
   * value later does not replace what is in it (give the field a new `key` for that).
   */
  defaultValue?: string;
  /** Handles a search client-side (the trimmed query); without it the form submits normally. */
  onSubmit?: (query: string) => void;
  /**
   * Names the form's search landmark. Give one when a page has two search fields (a header's
   * and a results page's), so a screen reader's landmark list tells them apart.
   */
  landmarkLabel?: string;
  /** Reaches the `<input>`, e.g. for the Alt+/ shortcut to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The site search: a `role="search"` form that works as a plain GET before hydration, with a
 * search input (Escape clears it, so does the clear button) and a submit button.
 *
 * Plain elements, not react-aria: the field is in every page's header, and react-aria's search
 * field and button cost every page about 20 KB (gzip) of JavaScript. The input is uncontrolled,
 * so what is typed before the page hydrates stays when it does; the browser shows the clear
 * button (CSS, `:placeholder-shown`) and every handler reads the input itself.
 */
export function SearchField({
  label = 'Search',
  hideLabel = true,
  placeholder = 'Search safaris & lodges',
  action = '/search',
  name = 'q',
  defaultValue = '',
  onSubmit,
  landmarkLabel,
  ref,
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const query = (input.current?.value ?? '').trim();
    if (query) onSubmit(query);
  };

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || field.value === '') return;
    // Chromium clears a search input on Escape by itself, Firefox and Safari do not: one way
    // for all. An empty field lets Escape through, e.g. to close the mobile menu around it.
    event.preventDefault();
    event.stopPropagation();
    field.value = '';
  };

  const clear = () => {
    if (!input.current) return;
    input.current.value = '';
    input.current.focus();
  };

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action={action}
      method="get"
      onSubmit={submit}
      className={styles.form}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={hideLabel ? visuallyHidden : fieldStyles.label}>
          {label}
        </label>
        <div className={styles.group}>
          <input
            ref={input}
            id={id}
            type="search"
            name={name}
            defaultValue={defaultValue}
            // `:placeholder-shown` shows the clear button only when there is text; an empty
            // placeholder never counts as shown, so a blank one stands in.
            placeholder={placeholder || ' '}
            onKeyDown={clearOnEscape}
            className={styles.input}
          />
          <button
            type="button"
            aria-label="Clear search"
            // Out of the Tab order, as in react-aria's search field: Escape clears from the input.
            tabIndex={-1}
            // Keeps focus (and a phone's keyboard) in the input while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
            className={styles.clear}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <button
        type="submit"
        aria-label="Submit search"
        className={button({ variant: 'outline', size: 'sm', iconOnly: true })}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
