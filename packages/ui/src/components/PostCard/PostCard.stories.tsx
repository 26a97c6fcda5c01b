import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage } from '../private/story-images.ts';
import { PostCard } from './PostCard.tsx';

const meta = {
  title: 'Cards/PostCard',
  parameters: {
    docs: {
      description: {
        component:
          "A blog post in a list: picture, date, title, excerpt and 'Read More'.\n\n**Use it** on the blog index and in 'latest posts'. **Not for** packages or destinations (their own cards).\n\n**Keyboard and screen readers:** an `<article>` with the title as a heading; the one Tab stop is the link \"Read More: \" followed by the post's title (the title part is visually hidden), so a list of links still says where each leads.",
      },
    },
  },
  component: PostCard,
  args: {
    title: 'What to pack for gorilla trekking',
    href: '/blog/what-to-pack',
    image: { src: sampleImage(1) },
    date: '2026-11-02',
    excerpt: 'Long sleeves, garden gloves and a rain jacket: the short list our guides swear by.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('November 2, 2026')).toHaveAttribute('datetime', '2026-11-02');
    await expect(
      // The hidden title is a flex item of the button: name computation puts a space before it.
      canvas.getByRole('link', { name: /^Read More\s?: What to pack for gorilla trekking$/ }),
    ).toHaveAttribute('href', '/blog/what-to-pack');
  },
};

export const NoImage: Story = {
  args: { image: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      'A week on the Kazinga Channel: hippos, buffalo, fish eagles and the tree-climbing lions of Ishasha',
    excerpt:
      'We spent seven days following the rains through Queen Elizabeth National Park, from the crater lakes to the Ishasha sector where lions climb fig trees to escape the heat and the tsetse flies of the plains below.',
  },
};
