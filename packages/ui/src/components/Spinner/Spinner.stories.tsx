import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  parameters: {
    docs: {
      description: {
        component:
          'A loading indicator, announced politely as a status (\'Loading...\' unless relabelled).\n\n**Use it** for a wait of unknown length or shape; `hideLabel` for a ring only (in buttons), `decorative` inside something already announced (an image with alt text). **Not for** content whose shape is known (Skeleton).\n\n**Keyboard and screen readers:** a `role="status"` region read once when it appears; `decorative` hides it completely, so a page of loading images does not announce a dozen statuses. Under `prefers-reduced-motion` the ring turns more slowly.',
      },
    },
  },
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    // The ring's top border is the brand orange: the Radix tokens resolve inside the theme.
    const ring = status.querySelector('[aria-hidden="true"]');
    await expect(ring).not.toBeNull();
    await expect(getComputedStyle(ring as Element).borderTopColor).toBe('rgb(247, 107, 21)');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading safari packages...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading safari packages...',
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    // Still in the status for screen readers, but clipped to a single pixel.
    const label = within(canvasElement).getByText('Loading...');
    await expect(within(canvasElement).getByRole('status')).toContainElement(label);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
