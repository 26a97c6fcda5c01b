import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as styles from './Tokens.css.ts';

/** The brand tokens as swatches, and the proof that they resolve to real colours. */
function TokenSwatches() {
  return (
    <ul className={styles.list} aria-label="Brand colours">
      {styles.swatchNames.map((name) => (
        <li key={name} className={styles.item}>
          <span className={styles.swatch[name]} data-testid={`swatch-${name}`} aria-hidden="true" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSwatches,
} satisfies Meta<typeof TokenSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs in all four test instances: the theme class and viewport width follow the globals. */
export const BrandColours: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(document.documentElement).toHaveClass(theme);
    await expect(window.localStorage.getItem('vite-ui-theme')).toBe(theme);
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    if (viewport === 'phone') await expect(window.innerWidth).toBe(375);
    if (viewport === 'desktop') await expect(window.innerWidth).toBe(1280);

    // The solid orange resolves through --tembo-color-solid -> --accent-9 -> --orange-9.
    const solid = getComputedStyle(canvas.getByTestId('swatch-solid')).backgroundColor;
    await expect(solid).not.toBe('rgba(0, 0, 0, 0)');
    await expect(solid).not.toBe('');
    // The page background differs between the themes: white in light, near-black in dark.
    const background = getComputedStyle(canvas.getByTestId('swatch-background')).backgroundColor;
    await expect(background).toBe(theme === 'dark' ? 'rgb(17, 17, 16)' : 'rgb(255, 255, 255)');
  },
};
