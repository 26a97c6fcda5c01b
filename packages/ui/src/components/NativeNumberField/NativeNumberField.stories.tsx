import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeNumberField } from './NativeNumberField.tsx';

const meta = {
  title: 'Forms/NativeNumberField',
  component: NativeNumberField,
  args: { label: 'Adults', minValue: 1, maxValue: 50, onChange: fn() },
} satisfies Meta<typeof NativeNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2, description: 'Aged 12 and over.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    await expect(input).toHaveAccessibleDescription('Aged 12 and over.');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Adults' }));
    await expect(input).toHaveValue(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Adults' }));
    await expect(input).toHaveValue(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 60,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Please enter between 1 and 50 adults.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveAccessibleDescription(
      'Please enter between 1 and 50 adults.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 2 } };
