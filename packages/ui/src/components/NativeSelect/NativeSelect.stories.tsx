import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect.tsx';

const meta = {
  title: 'Forms/NativeSelect',
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
