import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  parameters: {
    docs: {
      description: {
        component:
          'A labelled checkbox with an optional description and error message (consent boxes, \'published\' flags).\n\n**Use it** for one yes/no choice, or several independent ones. **Not for** one choice among many (NativeSelect or Select).\n\n**Keyboard and screen readers:** a real `<input type="checkbox">`: Tab reaches it, Space ticks it, and its label, description and error message are all announced with it.',
      },
    },
  },
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
