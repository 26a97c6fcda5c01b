import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Preferred travel date', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: 'The day your safari starts.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Preferred travel date');
    await expect(input).toHaveAccessibleDescription('The day your safari starts.');
    await userEvent.type(input, '2027-08-20');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-08-20');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2027-06-01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Preferred travel date')).toHaveValue(
      '2027-06-01',
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '2020-01-01',
    isInvalid: true,
    errorMessage: 'Please choose a date in the future.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Preferred travel date'),
    ).toHaveAccessibleDescription('Please choose a date in the future.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2027-06-01' } };
