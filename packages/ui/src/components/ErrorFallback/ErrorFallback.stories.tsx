import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback.tsx';

const meta = {
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  args: { onRefresh: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We encountered an error while loading this content. Please try refreshing the page.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const InsideASection: Story = { args: { headingLevel: 2 } };
