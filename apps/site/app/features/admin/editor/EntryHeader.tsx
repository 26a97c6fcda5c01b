import { useRef, useState } from 'react';
import { Button } from '@tembo/ui';
import * as styles from './forms.css.ts';

/**
 * Moving and removing the entries of a field array (itinerary days, carousel images) in a
 * `ReorderableList`: each move or removal is announced; a removal puts keyboard focus on the
 * heading of the entry before (react-aria keeps it on a moved entry).
 */
export function useEntryMoves({
  count,
  move,
  remove,
  noun,
}: {
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** How an announcement names an entry, e.g. 'Entry' or 'Image'. */
  noun: string;
}) {
  const [announcement, setAnnouncement] = useState('');
  const headings = useRef(new Map<number, HTMLHeadingElement | null>());
  const focus = (index: number) =>
    requestAnimationFrame(() => headings.current.get(index)?.focus());
  return {
    announcement,
    announce: setAnnouncement,
    headingRef: (index: number) => (element: HTMLHeadingElement | null) => {
      headings.current.set(index, element);
    },
    move: (from: number, to: number) => {
      move(from, to);
      setAnnouncement(`${noun} moved to position ${to + 1} of ${count}.`);
    },
    removeAt: (index: number) => {
      remove(index);
      setAnnouncement(`${noun} ${index + 1} removed.`);
      focus(Math.max(0, index - 1));
    },
  };
}

export interface EntryHeaderProps {
  /** The heading's id (the entry's `aria-labelledby`). */
  id: string;
  /** The entry's title, e.g. 'Itinerary entry 2'; the button names it in lower case. */
  title: string;
  index: number;
  moves: ReturnType<typeof useEntryMoves>;
}

/** An entry's heading (focusable, for the moves) with its Remove button. */
export function EntryHeader({ id, title, index, moves }: EntryHeaderProps) {
  const name = title.charAt(0).toLowerCase() + title.slice(1);
  return (
    <div className={styles.dayHeader}>
      <h3 id={id} className={styles.dayTitle} tabIndex={-1} ref={moves.headingRef(index)}>
        {title}
      </h3>
      <div className={styles.listButtons}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${name}`}
          onPress={() => moves.removeAt(index)}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}
