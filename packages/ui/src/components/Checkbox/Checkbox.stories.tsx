import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Published', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Published' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Ticked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { description: 'Published posts show on the blog at once.' },
};

export const Invalid: Story = {
  args: {
    children: 'I agree to be contacted about my enquiry',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Please agree so we can reply.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
