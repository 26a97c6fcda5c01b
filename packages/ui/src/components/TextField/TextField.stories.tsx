import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  parameters: {
    docs: {
      description: {
        component:
          'A labelled one-line text input with description and error message: names, emails, phone numbers.\n\n**Use it** for short free text, with the right `type` and `autoComplete`. **Not for** numbers (NativeNumberField or NumberField), dates (DateField) or searching (SearchField).\n\n**Keyboard and screen readers:** a real `<input>`; its label, description and error message are wired to it and announced; `isInvalid` marks it invalid. A placeholder is an example, never the label.',
      },
    },
  },
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

/** Two fields in a form row: a message under one never stretches the other's input. */
export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <TextField
        label="From"
        defaultValue="2026-13-40"
        isInvalid
        errorMessage="Please enter a real date, for example 2026-07-10, in the year-month-day order."
      />
      <TextField label="To" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' }).getBoundingClientRect();
    const to = canvas.getByRole('textbox', { name: 'To' }).getBoundingClientRect();
    await expect(Math.round(to.height)).toBe(Math.round(from.height));
    await expect(Math.round(to.top)).toBe(Math.round(from.top));
  },
};
