import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { GripIcon } from '../private/icons.tsx';
import * as styles from './ReorderableList.css.ts';

export interface ReorderableListProps<Item> {
  /** The list's accessible name, e.g. 'Highlights' or 'Itinerary days'. */
  'aria-label': string;
  /** The entries, in order. */
  items: readonly Item[];
  /** A key that stays with an entry while it moves (react-hook-form's field id, say). */
  getKey: (item: Item, index: number) => Key;
  /**
   * What a screen reader calls the entry while it is dragged and dropped, and the drag handle's
   * name ("Drag …"), e.g. 'Highlight 2: Coffee tours'.
   */
  getTextValue: (item: Item, index: number) => string;
  /** Called after a drop with the entry's old and new position (0-based). */
  onMove: (from: number, to: number) => void;
  /** An entry's content: its fields and buttons. */
  children: (item: Item, index: number) => ReactNode;
}

/**
 * A list whose entries are put in order by dragging a handle, with a mouse, a finger or the
 * keyboard (react-aria's drag and drop). With the keyboard: Tab to an entry's handle, Enter to
 * pick it up, the arrow keys to choose where it goes, Enter to drop it (Escape puts it back).
 * react-aria announces each step, naming the entries by `getTextValue`.
 *
 * The entries may hold text fields: keys typed in them stay theirs. Tab moves through one entry's
 * controls; the arrow keys, on an entry itself, move to the entry above or below.
 */
export function ReorderableList<Item>({
  'aria-label': label,
  items,
  getKey,
  getTextValue,
  onMove,
  children,
}: ReorderableListProps<Item>) {
  const keys = items.map((item, index) => getKey(item, index));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) =>
      [...dragged].map((key) => {
        const index = keys.indexOf(key);
        const item = items[index];
        return { 'text/plain': item === undefined ? '' : getTextValue(item, index) };
      }),
    onReorder: ({ keys: dragged, target }) => {
      const from = keys.indexOf([...dragged][0] ?? '');
      const at = keys.indexOf(target.key);
      if (from < 0 || at < 0) return;
      const to =
        target.dropPosition === 'before' ? (from < at ? at - 1 : at) : from < at ? at : at + 1;
      if (to !== from) onMove(from, to);
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
  });

  return (
    <GridList
      aria-label={label}
      className={styles.list}
      dragAndDropHooks={dragAndDropHooks}
      keyboardNavigationBehavior="tab"
    >
      {items.map((item, index) => {
        const key = keys[index] as Key;
        return (
          <GridListItem
            key={key}
            id={key}
            textValue={getTextValue(item, index)}
            className={styles.row}
          >
            <Entry>
              <AriaButton slot="drag" className={styles.handle}>
                <GripIcon />
              </AriaButton>
              <div className={styles.content}>{children(item, index)}</div>
            </Entry>
          </GridListItem>
        );
      })}
    </GridList>
  );
}

/**
 * An entry's handle and content. The grid keeps keyboard focus on the entry it last focused: when
 * focus comes back into the list on a control of another entry (a new entry's field focused by
 * "Add", a handle focused by a script or a screen reader), react-aria moves it to that old entry's
 * row. The control that received focus takes it back.
 */
function Entry({ children }: { children: ReactNode }) {
  // A native listener: the entry only watches focus move through it, it handles no interaction.
  const watchFocus = (element: HTMLDivElement | null) => {
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const grid = element.closest('[role="grid"]');
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const movedToRow =
          active !== target &&
          active?.getAttribute('role') === 'row' &&
          active.closest('[role="grid"]') === grid;
        if (movedToRow && target.isConnected) target.focus();
      });
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  };
  return (
    <div className={styles.entry} ref={watchFocus}>
      {children}
    </div>
  );
}
