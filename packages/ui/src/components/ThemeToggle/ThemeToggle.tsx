import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { isThemePreference, type ThemePreference } from '../../theme/theme-script.ts';
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
 * Light, dark or system: a single-choice group (radio semantics, arrow keys move between the
 * three) that shows the current choice. Must be inside UiProvider or ThemeProvider.
 */
export function ThemeToggle({ 'aria-label': ariaLabel = 'Theme' }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  const onSelectionChange = (keys: Set<Key>) => {
    const [next] = keys;
    if (isThemePreference(next)) setTheme(next);
  };
  return (
    <ToggleButtonGroup
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[theme]}
      onSelectionChange={onSelectionChange}
      className={styles.group}
    >
      {options.map(({ id, label, Icon }) => (
        <ToggleButton key={id} id={id} aria-label={label} className={styles.option}>
          <Icon />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
