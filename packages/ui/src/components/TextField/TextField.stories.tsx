import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Amara Okafor', autoComplete: 'name' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Full name' }), 'Jo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jo');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We never share your address.',
    isRequired: true,
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'amara@',
    isInvalid: true,
    errorMessage: 'Please enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    // The error text is red from the tokens (Radix red-11), not the default text colour.
    const error = within(canvasElement).getByText('Please enter a valid email address.');
    await expect(getComputedStyle(error).color).not.toBe(getComputedStyle(input).color);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked' } };

export const LongLabel: Story = {
  args: {
    label: 'Names of everyone travelling with you, as they appear on their passports',
    description: 'Gorilla permits are issued in these exact names and cannot be changed later.',
  },
};
