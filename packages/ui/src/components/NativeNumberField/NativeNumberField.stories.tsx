import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeNumberField } from './NativeNumberField.tsx';

const meta = {
  title: 'Forms/NativeNumberField',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled number: the browser's own number input between − and + buttons (the numeric keypad on a phone). It loads no JavaScript of its own.\n\n**Use it** for plain counts on public forms (the number of travellers). **Not for** formatted numbers such as prices (NumberField).\n\n**Keyboard and screen readers:** one Tab stop, the input; the arrow keys step the value. The − and + buttons are for pointers and are left out of the tab order. Label, description and error message are announced with the input.",
      },
    },
  },
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
