import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled date: the browser's own date input, in the visitor's locale order, with the phone's date picker on a phone. Values in and out are `'YYYY-MM-DD'` strings (`'YYYY-MM-DDTHH:mm'` with `granularity=\"minute\"`, the date-and-time input); an incomplete entry reads as `null`.\n\n**Use it** for dates on forms (travel dates on the enquiry form), with `min`/`max` where the range is limited. **Not for** a date range picker with a calendar shown inline (there is none yet).\n\n**Keyboard and screen readers:** the browser's own control: Tab moves between day, month and year, the arrow keys change them, and the label, description and error message are announced with it.",
      },
    },
  },
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

/** `granularity="minute"`: a date and a time of day, as when a post goes live. */
export const DateAndTime: Story = {
  args: {
    label: 'Publish at',
    granularity: 'minute',
    defaultValue: '2027-03-01T08:30',
    description: 'In your time zone.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Publish at');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2027-03-01T08:30');
  },
};
