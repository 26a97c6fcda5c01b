import type { Ref } from 'react';
import * as styles from './forms.css.ts';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that naive bots fill in. A form whose honeypot has a value pretends to succeed
 * and sends nothing.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
