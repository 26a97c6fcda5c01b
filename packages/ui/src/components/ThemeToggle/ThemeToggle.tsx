import { useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * Light, dark or system: a single-choice group (radio semantics) that shows the current choice.
 * One Tab stop, the option last focused (at first the chosen one); Left and Right arrows move
 * between the three without wrapping, Space, Enter or a click chooses. Must be inside UiProvider
 * or ThemeProvider.
 *
 * Plain buttons rather than react-aria's ToggleButtonGroup, whose toolbar focus management
 * would load with every page; the roles, names, states and keys are the ones it rendered.
 */
export function ThemeToggle({ 'aria-label': ariaLabel = 'Theme' }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  const [lastFocused, setLastFocused] = useState<ThemePreference | null>(null);
  const buttons = useRef(new Map<ThemePreference, HTMLButtonElement>());
  const tabStop = lastFocused ?? theme;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = options[from + step];
    if (next) buttons.current.get(next.id)?.focus();
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
          tabIndex={id === tabStop ? 0 : -1}
          className={styles.option}
          onFocus={() => setLastFocused(id)}
          onKeyDown={(event) => moveFocus(event, index)}
          onClick={() => setTheme(id)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
