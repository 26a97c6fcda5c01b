import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect.tsx';

const meta = {
  title: 'Forms/NativeSelect',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled single choice as the browser's own `<select>`: the phone's picker on a phone, no JavaScript of its own. Same props and values as Select.\n\n**Use it** on public forms. **Not for** options that need more than text (Select).\n\n**Keyboard and screen readers:** the browser's own select: Tab reaches it, the arrow keys and type-ahead choose, and label, description and error message are announced with it.",
      },
    },
  },
  component: NativeSelect,
  args: {
    label: 'Safari package',
    placeholder: 'No package in mind yet',
    options: [
      { value: 'gorilla', label: '3-Day Bwindi Gorilla Trek' },
      { value: 'murchison', label: '4-Day Murchison Falls Safari' },
      { value: 'queen', label: '5-Day Queen Elizabeth Wildlife Safari' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: 'Optional: we can suggest one.' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Safari package' });
    await expect(select).toHaveAccessibleDescription('Optional: we can suggest one.');
    await userEvent.selectOptions(select, '4-Day Murchison Falls Safari');
    await expect(args.onChange).toHaveBeenLastCalledWith('murchison');
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'queen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue(
      '5-Day Queen Elizabeth Wildlife Safari',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a package.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Please choose a package.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'gorilla' } };
