import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line text input (enquiry messages, testimonials, blog content), `rows` lines high before it scrolls.\n\n**Use it** for free text longer than a line. **Not for** one-line values (TextField).\n\n**Keyboard and screen readers:** a real `<textarea>`; its label, description and error message are announced with it, and `isInvalid` marks it invalid.',
      },
    },
  },
  component: TextArea,
  args: { label: 'Message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { description: 'Tell us your dates and interests.' } };

export const Invalid: Story = {
  args: {
    defaultValue: 'Hi',
    isInvalid: true,
    errorMessage: 'Please write at least 10 characters.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
