import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage } from '../private/story-images.ts';
import { PackageCard } from './PackageCard.tsx';

const meta = {
  title: 'Cards/PackageCard',
  parameters: {
    docs: {
      description: {
        component:
          "A safari package in a list: picture, name, duration, price per person, its first two highlights and 'View Details'.\n\n**Use it** in package grids and carousels. **Not for** destinations (DestinationCard) or stays (AccommodationCard).\n\n**Keyboard and screen readers:** an `<article>` with the name as a heading (`headingLevel`, default 3) and the highlights as a list named 'Highlights'; the one Tab stop is 'View Details', described by the package's name.",
      },
    },
  },
  component: PackageCard,
  args: {
    title: '3-Day Bwindi Gorilla Trek',
    href: '/safaris/12',
    image: { src: sampleImage(0), width: 800, height: 600 },
    duration: '3 days',
    priceUsd: 1250,
    highlights: ['Gorilla permit included', 'Forest lodge stay', 'Batwa community visit'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,250')).toBeVisible();
    const highlights = within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole(
      'listitem',
    );
    await expect(highlights.map((item) => item.textContent)).toEqual([
      'Gorilla permit included',
      'Forest lodge stay',
    ]);
    const link = canvas.getByRole('link', { name: 'View Details' });
    await expect(link).toHaveAttribute('href', '/safaris/12');
    await expect(link).toHaveAccessibleDescription('3-Day Bwindi Gorilla Trek');
  },
};

export const NoImage: Story = {
  args: { image: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image available')).toBeVisible();
  },
};

export const NoHighlights: Story = { args: { highlights: [] } };

export const LongText: Story = {
  args: {
    title: '14-Day Ultimate Uganda and Rwanda Primates, Big Five and Cultural Heritage Grand Tour',
    duration: '14 days / 13 nights',
    priceUsd: 12450,
    highlights: [
      'Two gorilla permits in Bwindi Impenetrable National Park and Volcanoes National Park',
      'Chimpanzee habituation experience in Kibale Forest with expert trackers',
    ],
  },
};
