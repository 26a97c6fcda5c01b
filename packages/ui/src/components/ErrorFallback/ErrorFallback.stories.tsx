import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback.tsx';

const meta = {
  title: 'Feedback/ErrorFallback',
  parameters: {
    docs: {
      description: {
        component:
          "What a screen shows when it fails to render, with the project's wording and a 'Refresh Page' button.\n\n**Use it** as a route's or a section's error boundary; `headingLevel` 1 when it replaces the whole page. **Not for** a list that is empty or failed to load its data (EmptyState).\n\n**Keyboard and screen readers:** a `role=\"alert\"` region, announced when it appears; 'Refresh Page' is a button (it reloads the page unless `onRefresh` says otherwise).",
      },
    },
  },
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
