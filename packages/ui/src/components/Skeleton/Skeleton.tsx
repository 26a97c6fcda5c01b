import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  /**
   * Any CSS length; numbers are pixels.
   * @default '100%'
   */
  width?: string | number;
  /**
   * Any CSS length; numbers are pixels. Ignored by `text` (one line high).
   * @default '1rem'
   */
  height?: string | number;
  /**
   * `text` draws one line of text, `circle` an avatar.
   * @default 'rect'
   */
  shape?: 'rect' | 'text' | 'circle';
}

const length = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is still loading. Hidden from assistive
 * technology: put `aria-busy="true"` on the region it fills, or pair it with a Spinner.
 */
export function Skeleton({ width = '100%', height = '1rem', shape }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={styles.skeleton({ shape })}
      style={assignInlineVars({ [styles.width]: length(width), [styles.height]: length(height) })}
    />
  );
}

export interface SkeletonTextProps {
  /**
   * How many lines; the last one is shorter, like a paragraph's.
   * @default 3
   */
  lines?: number;
}

/** A paragraph-shaped placeholder. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  return (
    <span className={styles.group} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
