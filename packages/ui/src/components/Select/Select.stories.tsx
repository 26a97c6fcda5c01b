import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Forms/Select',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled single choice from a list, as a react-aria listbox popover (rendered inside the theme).\n\n**Use it** in the admin, or where options need more than plain text. **Not for** public forms (NativeSelect, the browser's own select, loads no JavaScript and uses the phone's picker).\n\n**Keyboard and screen readers:** a button that announces its label and current value; Enter, Space or ↓ opens the list, the arrow keys and type-ahead move, Enter chooses, Escape closes and focus returns to the button.",
      },
    },
  },
  component: Select,
  args: {
    label: 'Package of interest',
    options: [
      { value: '1', label: '3-Day Bwindi Gorilla Trek' },
      { value: '2', label: '7-Day Big Five Safari' },
      { value: '3', label: '10-Day Primates and Plains' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Choose: Story = {
  play: async ({ args }) => {
    await userEvent.click(page.getByRole('button', { name: /Package of interest/ }));
    const listbox = await page.findByRole('listbox');
    // Portalled into UiProvider's container: the popover surface resolves from the tokens.
    await expect(getComputedStyle(listbox.parentElement as HTMLElement).backgroundColor).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await userEvent.click(page.getByRole('option', { name: '7-Day Big Five Safari' }));
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Chosen: Story = { args: { defaultValue: '3' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a package.' },
};

export const Disabled: Story = { args: { isDisabled: true } };
