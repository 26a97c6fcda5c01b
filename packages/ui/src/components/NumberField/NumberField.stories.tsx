import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled number with − and + buttons, the arrow keys and locale formatting (react-aria), e.g. `formatOptions={{ style: 'currency', currency: 'USD' }}` for prices.\n\n**Use it** in the admin for formatted numbers such as prices. **Not for** plain counts on public pages (NativeNumberField, which loads no JavaScript).\n\n**Keyboard and screen readers:** one Tab stop, the input (a spin button): ↑ and ↓ step it, and the formatted value is read out. The − and + buttons are left out of the tab order.",
      },
    },
  },
  component: NumberField,
  args: { label: 'Travellers', defaultValue: 2, minValue: 1, maxValue: 20, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Increase/ }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const Price: Story = {
  args: {
    label: 'Price per person',
    defaultValue: 1250,
    minValue: 0,
    maxValue: undefined,
    step: 50,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'At least one traveller, please.' },
};

export const Disabled: Story = { args: { isDisabled: true } };
