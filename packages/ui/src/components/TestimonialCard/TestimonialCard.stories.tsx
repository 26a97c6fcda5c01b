import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brokenImage, sampleImage } from '../private/story-images.ts';
import { TestimonialCard } from './TestimonialCard.tsx';

const meta = {
  title: 'Cards/TestimonialCard',
  parameters: {
    docs: {
      description: {
        component:
          'A traveller\'s review: photo (or their initial), name, where they are from, stars and their words.\n\n**Use it** in the testimonials list and carousel. **Not for** a rating alone (StarRating).\n\n**Keyboard and screen readers:** no Tab stop; the photo is decorative (the name is text beside it) and the rating is read as "5 out of 5 stars".',
      },
    },
  },
  component: TestimonialCard,
  args: {
    name: 'Amara Okafor',
    rating: 5,
    text: 'Seeing the silverback up close was the moment of a lifetime. Our guide was superb.',
    country: 'Nigeria',
    photoSrc: sampleImage(2, 96, 96),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '5 out of 5 stars' }),
    ).toBeInTheDocument();
  },
};

export const InitialInsteadOfPhoto: Story = {
  args: { photoSrc: null, rating: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A')).toBeVisible();
  },
};

export const BrokenPhoto: Story = {
  args: { photoSrc: brokenImage },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('A')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Maximilian Alexander von Hohenberg-Schwarzenstein',
    text: 'From the moment we landed in Entebbe until our last sundowner on Lake Mburo, every detail was handled with care. '.repeat(
      4,
    ),
  },
};
