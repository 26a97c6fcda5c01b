import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Theme/ThemeToggle',
  parameters: {
    docs: {
      description: {
        component:
          "Light, dark or system: the visitor's colour scheme, shown in the Header. The choice is stored in the browser.\n\n**Use it** once per page shell, inside UiProvider. **Not for** other settings.\n\n**Keyboard and screen readers:** a radio group (WAI-ARIA APG) with one Tab stop, the chosen option; the arrow keys move to the next or previous option and choose it, wrapping round, as native radio buttons do; Space, Enter or a click chooses the focused one.",
      },
    },
  },
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the toolbar's theme as the current choice. */
export const CurrentChoice: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = globals.theme === 'dark' ? 'Dark theme' : 'Light theme';
    await expect(within(canvasElement).getByRole('radio', { name })).toBeChecked();
  },
};

export const ChooseDark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark theme' }));
    await expect(canvas.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('dark');
    // The page background follows the class at once.
    const root = document.querySelector('.radix-themes') as HTMLElement;
    await expect(getComputedStyle(root).backgroundColor).toBe('rgb(17, 17, 16)');
  },
};

export const ChooseLightByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'System theme' }));
    // The arrows choose as they move (radio buttons): Dark on the way, then Light.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light theme' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Light theme' })).toHaveFocus();
    await expect(document.documentElement).toHaveClass('light');
  },
};
