import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  parameters: {
    docs: {
      description: {
        component:
          'A grey placeholder in the shape of content that is still loading: `rect`, `text` (a line) or `circle` (an avatar); `SkeletonText` draws a paragraph.\n\n**Use it** where the shape of the coming content is known (cards, text). **Not for** a wait of unknown shape (Spinner).\n\n**Keyboard and screen readers:** hidden from screen readers. Put `aria-busy="true"` on the region it fills, or pair it with a Spinner, so the wait is announced. The pulse stops under `prefers-reduced-motion`.',
      },
    },
  },
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangle: Story = {
  args: { width: 320, height: 180 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(block.getBoundingClientRect().width).toBe(320);
    await expect(block.getBoundingClientRect().height).toBe(180);
    await expect(getComputedStyle(block).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const Circle: Story = { args: { shape: 'circle', width: 48 } };

export const Paragraph: Story = {
  render: () => <SkeletonText lines={4} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  },
};

/** The admin guard's placeholder while the session loads (docs/product-rules.md#admin-routes). */
export const PageLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading dashboard" style={{ display: 'grid', gap: 16 }}>
      <Skeleton width="40%" height={32} />
      <SkeletonText />
      <Skeleton height={200} />
    </section>
  ),
};
