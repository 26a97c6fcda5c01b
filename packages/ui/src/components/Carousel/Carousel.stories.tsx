import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback.tsx';
import { PackageCard } from '../PackageCard/PackageCard.tsx';
import { sampleImage } from '../private/story-images.ts';
import { Carousel } from './Carousel.tsx';

const heroSlides = ['Mountain gorillas', 'Tree-climbing lions', 'Murchison Falls'].map(
  (alt, seed) => (
    <ImageWithFallback
      key={alt}
      src={sampleImage(seed, 1600, 900)}
      alt={alt}
      aspectRatio="16 / 9"
    />
  ),
);

const meta = {
  title: 'Media/Carousel',
  parameters: {
    docs: {
      description: {
        component:
          'Slides shown a few at a time (package cards on the home page, a gallery\'s highlights), with previous/next buttons, dots and a pause/play control; it advances on its own.\n\n**Use it** for a short set of equal items where seeing them all at once is not needed. **Not for** content a visitor must see (put it on the page), or long lists (use a grid with Pagination).\n\n**Keyboard and screen readers:** the WAI-ARIA APG carousel. Each slide is a group named "n of m"; slides out of view are inert, so Tab reaches only what is shown. Automatic advance pauses while the carousel is hovered or focused, stops with the visible pause button, and never runs under `prefers-reduced-motion`.',
      },
    },
  },
  component: Carousel,
  args: { label: 'Featured safaris', slides: heroSlides },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

/** Auto-advances every 4000 ms (a shorter interval here keeps the test quick). */
export const AutoAdvance: Story = {
  args: { interval: 300 },
  // It turns every 300 ms, so which slide a screenshot shows depends on the machine's speed; the
  // stories below show the same slides standing still (docs/toolchain.md#pixel-baselines).
  parameters: { pixels: { disable: true } },
  play: async ({ canvasElement }) => {
    // On a busy machine a 300 ms turn may already have passed when this runs: whichever slide
    // shows, the next one follows (waitFor checks on every change, so none is skipped).
    const first = shown(canvasElement);
    await expect(first).toHaveLength(1);
    const next = (Number(first[0]!.split(' of ')[0]) % 3) + 1;
    await waitFor(() => expect(shown(canvasElement)).toEqual([`${next} of 3`]));
  },
};

export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

export const PreviousNextAndDots: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(shown(canvasElement)).toEqual(['2 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3 of 3' }));
    await expect(shown(canvasElement)).toEqual(['3 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(shown(canvasElement)).toEqual(['2 of 3']);
  },
};

export const PackageCards: Story = {
  args: {
    label: 'Safari packages',
    slidesPerView: 3,
    autoPlay: false,
    slides: [1, 2, 3, 4, 5].map((day) => (
      <PackageCard
        key={day}
        title={`${day + 2}-Day Uganda Highlights`}
        href={`/safaris/${day}`}
        image={{ src: sampleImage(day) }}
        duration={`${day + 2} days`}
        priceUsd={900 + day * 350}
        highlights={['Game drives', 'Boat safari']}
      />
    )),
  },
  play: async ({ canvasElement, globals }) => {
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    await expect(shown(canvasElement)).toHaveLength(viewport === 'phone' ? 1 : 3);
  },
};

export const SingleSlide: Story = {
  args: { slides: heroSlides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Edge to edge (the home page's hero): the picture fills the carousel's width, corners square. */
export const Bleed: Story = {
  args: { bleed: true, autoPlay: false },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Featured safaris' });
    const image = within(carousel).getByRole('img', { name: 'Mountain gorillas' });
    const outer = carousel.getBoundingClientRect();
    const picture = image.getBoundingClientRect();
    await expect(Math.abs(picture.left - outer.left)).toBeLessThanOrEqual(0.5);
    await expect(Math.abs(picture.width - outer.width)).toBeLessThanOrEqual(0.5);
    const viewport = image.closest('[aria-roledescription="slide"]')?.parentElement?.parentElement;
    await expect(getComputedStyle(viewport as HTMLElement).borderTopLeftRadius).toBe('0px');
  },
};
