import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  brokenFallbackImage,
  brokenImage,
  pendingImage,
  sampleImage,
} from '../private/story-images.ts';
import { ImageWithFallback } from './ImageWithFallback.tsx';

const meta = {
  title: 'Media/ImageWithFallback',
  parameters: {
    docs: {
      description: {
        component:
          "An image that never leaves a hole: a spinner while it loads, then the picture; if it fails, the fallback picture (its own `fallbackSrc` or UiProvider's `imageFallbackSrc`); if that fails too, the text 'Image not available'.\n\n**Use it** for every content picture (cards use it already). **Not for** decorative images or icons.\n\n**Keyboard and screen readers:** the image's `alt` is read; the loading spinner inside is hidden from screen readers (the image is already announced), and the 'Image not available' text is read in place of the picture.",
      },
    },
  },
  component: ImageWithFallback,
  args: { src: sampleImage(1), alt: 'Gorillas in the Bwindi forest', width: 800, height: 600 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Gorillas in the Bwindi forest' });
    await waitFor(() => expect(image).toHaveAttribute('data-loaded'));
    await expect(image).toHaveAttribute('loading', 'lazy');
    // The frame reserves 4:3 before anything loads.
    const frame = image.parentElement as HTMLElement;
    const box = frame.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100)).toBe(133);
  },
};

export const Loading: Story = {
  args: { src: pendingImage },
  beforeEach: ({ msw }) => {
    msw.use(http.get(pendingImage, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-spinner]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('img')).not.toHaveAttribute('data-loaded');
  },
};

/**
 * Below the fold, the spinner of a picture still loading does no work until it comes near the
 * screen: its layer skips its content while off screen (`content-visibility: auto`).
 */
export const LoadingBelowTheFold: Story = {
  args: { src: pendingImage },
  beforeEach: ({ msw }) => {
    msw.use(http.get(pendingImage, () => delay('infinite')));
  },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '300vh' }} />
        <Story />
      </div>
    ),
  ],
  // Three screens of empty space above the picture: nothing worth a pixel baseline.
  parameters: { pixels: { disable: true } },
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector<HTMLElement>('[data-spinner]');
    await expect(spinner).not.toBeNull();
    // Rendered (not hidden), but skipped while off screen.
    await expect(spinner!.checkVisibility()).toBe(true);
    await waitFor(() =>
      expect(spinner!.checkVisibility({ contentVisibilityAuto: true })).toBe(false),
    );
    spinner!.scrollIntoView();
    await waitFor(() =>
      expect(spinner!.checkVisibility({ contentVisibilityAuto: true })).toBe(true),
    );
    window.scrollTo(0, 0);
  },
};

export const FallbackImage: Story = {
  args: { src: brokenImage, fallbackSrc: sampleImage(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img')).toHaveAttribute('src', expect.stringContaining('svg')),
    );
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('data-loaded'));
  },
};

export const NotAvailable: Story = {
  args: { src: brokenImage, fallbackSrc: brokenFallbackImage },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Image not available')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const NoSource: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Image not available')).toBeVisible();
  },
};

export const Priority: Story = {
  args: { priority: true, aspectRatio: '16 / 9' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Responsive: Story = {
  args: {
    srcSet: `${sampleImage(3, 400, 300)} 400w, ${sampleImage(3)} 800w`,
    sizes: '(min-width: 768px) 33vw, 100vw',
    fit: 'contain',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('sizes', '(min-width: 768px) 33vw, 100vw');
    await expect(image.getAttribute('srcset')).toContain('400w');
  },
};
