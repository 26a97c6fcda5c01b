import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage } from '../private/story-images.ts';
import { DestinationCard } from './DestinationCard.tsx';

const meta = {
  title: 'Cards/DestinationCard',
  parameters: {
    docs: {
      description: {
        component:
          "A destination in a list: picture, name, location, description and 'View Details'.\n\n**Use it** in the destinations grid and in 'related destinations'. **Not for** packages (PackageCard) or stays (AccommodationCard).\n\n**Keyboard and screen readers:** an `<article>` with the name as a heading (`headingLevel`, default 3); the one Tab stop is 'View Details', described by the destination's name. Without a picture the card says 'No image available'.",
      },
    },
  },
  component: DestinationCard,
  args: {
    name: 'Mountain Muhavura',
    href: '/destinations#mountain-muhavura',
    image: { src: sampleImage(3) },
    location: 'Mgahinga Gorilla National Park, Uganda',
    description:
      'An extinct volcano with a crater lake at its summit and views over three countries.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DestinationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mountain Muhavura' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Details' })).toHaveAccessibleDescription(
      'Mountain Muhavura',
    );
  },
};

export const NoImage: Story = {
  args: { image: null, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image available')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Rwenzori Mountains National Park and the Mountains of the Moon Glacier Trail',
    description:
      'Snow-capped peaks on the equator, giant lobelias, and a seven-day circuit through five vegetation zones. '.repeat(
        2,
      ),
  },
};
