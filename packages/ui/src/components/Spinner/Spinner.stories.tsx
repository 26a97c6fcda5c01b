import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    // The ring's top border resolves to the orange accent: proof the Radix tokens apply.
    const ring = status.querySelector('[aria-hidden="true"]');
    await expect(ring).not.toBeNull();
    await expect(getComputedStyle(ring as Element).borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading safari packages...' },
};
