import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage } from '../private/story-images.ts';
import { AccommodationCard } from './AccommodationCard.tsx';

const meta = {
  title: 'Cards/AccommodationCard',
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
