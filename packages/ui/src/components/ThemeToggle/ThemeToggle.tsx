import { useRef, type KeyboardEvent } from 'react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import type { ThemePreference } from '../../theme/theme-script.ts';
import { MonitorIcon, MoonIcon, SunIcon } from '../private/icons.tsx';
import * as styles from './ThemeToggle.css.ts';

const options = [
  { id: 'light', label: 'Light theme', Icon: SunIcon },
  { id: 'dark', label: 'Dark theme', Icon: MoonIcon },
  { id: 'system', label: 'System theme', Icon: MonitorIcon },
] as const satisfies { id: ThemePreference; label: string; Icon: () => React.JSX.Element }[];

export interface ThemeToggleProps {
  /**
   * The group's accessible name.
   * @default 'Theme'
   */
  'aria-label'?: string;
}

/** Arrow keys and the step they take, as for native radio buttons. */
const steps: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Light, dark or system: a radio group (WAI-ARIA APG) that shows the current choice. One Tab
 * stop, the chosen option; the arrow keys move to the next or previous option and choose it,
 * wrapping around, as native radio buttons do; Space, Enter or a click chooses the focused one.
 * Must be inside UiProvider or ThemeProvider.
 *
 * Plain buttons rather than react-aria's RadioGroup, whose focus management would load with
 * every page (the toggle is in the header).
 */
export function ThemeToggle({ 'aria-label': ariaLabel = 'Theme' }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  const buttons = useRef(new Map<ThemePreference, HTMLButtonElement>());

  const moveChoice = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = options[(from + step + options.length) % options.length]!;
    setTheme(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={styles.group}
    >
      {options.map(({ id, label, Icon }, index) => (
        <button
          key={id}
          ref={(element) => {
            if (element) buttons.current.set(id, element);
            else buttons.current.delete(id);
          }}
          type="button"
          role="radio"
          aria-checked={theme === id}
          aria-label={label}
          tabIndex={id === theme ? 0 : -1}
          className={styles.option}
          onKeyDown={(event) => moveChoice(event, index)}
          onClick={() => setTheme(id)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
