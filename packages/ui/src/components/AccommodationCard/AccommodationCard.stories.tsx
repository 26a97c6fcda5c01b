import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage } from '../private/story-images.ts';
import { AccommodationCard } from './AccommodationCard.tsx';

const meta = {
  title: 'Cards/AccommodationCard',
  parameters: {
    docs: {
      description: {
        component:
          "A place to stay in a list (a destination's or a package's lodges): picture, name, kind of stay, location, a short description and 'View Details'.\n\n**Use it** in a grid of stays, with `headingLevel` set to fit the page's outline. **Not for** packages (PackageCard, which shows a price) or destinations (DestinationCard).\n\n**Keyboard and screen readers:** an `<article>` whose title is a heading; the one Tab stop is the 'View Details' link, described by the card's name, so a screen reader hears which stay it opens. Without a picture the card says so in text; a picture that fails to load falls back as ImageWithFallback does.",
      },
    },
  },
  component: AccommodationCard,
  args: {
    name: 'Luxury Safari Lodge',
    href: '/accommodations/1',
    image: { src: sampleImage(0) },
    category: 'Luxury lodge',
    location: 'Queen Elizabeth National Park',
    description: 'Twelve cottages above the Kazinga Channel, with a pool and a spa.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccommodationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Luxury lodge · Queen Elizabeth National Park'),
    ).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { image: null, category: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image available')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'The Very Grand Kazinga Channel Escarpment Wilderness Lodge and Conservation Retreat',
    description: 'Every room has its own deck overlooking the water. '.repeat(5),
  },
};
