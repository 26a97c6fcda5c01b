import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { waitForFocusInside } from '../private/Overlay/story-waits.ts';
import { sampleImage } from '../private/story-images.ts';
import { Lightbox, type LightboxImage } from './Lightbox.tsx';

const gallery: LightboxImage[] = [
  { src: sampleImage(0, 1200, 800), alt: 'Silverback resting', caption: 'Bwindi, 2026' },
  { src: sampleImage(1, 1200, 800), alt: 'Lioness in a fig tree' },
  { src: sampleImage(2, 1200, 800), alt: 'Sunset over Lake Mburo' },
];

function GalleryDemo({ images }: { images: LightboxImage[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <Button variant="outline" onPress={() => setIndex(0)}>
        Open gallery
      </Button>
      <Lightbox images={images} index={index} onIndexChange={setIndex} />
    </>
  );
}

const meta = {
  title: 'Media/Lightbox',
  parameters: {
    docs: {
      description: {
        component:
          "A gallery picture enlarged in a dialog, with Previous/Next and Close.\n\n**Use it** to look at photos of a gallery one by one. **Not for** content other than pictures (Sheet or ConfirmDialog).\n\n**Keyboard and screen readers:** a modal dialog: ← and → (and the Previous/Next buttons, and a sideways swipe on the picture) move through the pictures, wrapping round; Escape or 'Close' closes it and returns focus to the thumbnail that opened it. The picture's alt text is read.",
      },
    },
  },
  component: GalleryDemo,
  args: { images: gallery },
} satisfies Meta<typeof GalleryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const ArrowKeys: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Open gallery' }));
    const dialog = await page.findByRole('dialog', { name: 'Image 1 of 3' });
    // Visible once the 500 ms zoom-in has run.
    await waitFor(() => expect(within(dialog).getByText('Bwindi, 2026')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await page.findByRole('dialog', { name: 'Image 2 of 3' });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const last = await page.findByRole('dialog', { name: 'Image 3 of 3' });
    await waitForFocusInside(last);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Sends one synthetic pointer event (the mouse's id, which Chromium lets an element capture). */
function pointer(target: Element, type: string, clientX: number) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, clientX, clientY: 200, pointerId: 1, button: 0 }),
  );
}

/** Swipes on the picture: it follows the pointer, and left brings the next one, wrapping. */
export const Swipe: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Open gallery' }));
    const dialog = await page.findByRole('dialog', { name: 'Image 1 of 3' });
    await waitFor(() => expect(within(dialog).getByText('Bwindi, 2026')).toBeVisible());
    const picture = within(dialog).getByRole('img', { name: 'Silverback resting' });
    const stage = picture.closest('figure')!.parentElement!;
    // Vertical scrolling and pinch zoom are left to the browser.
    await expect(getComputedStyle(stage).touchAction).toBe('pan-y pinch-zoom');

    pointer(picture, 'pointerdown', 300);
    pointer(picture, 'pointermove', 260);
    const figure = picture.closest('figure')!;
    // The style really moves it (40 px left) while the pointer is down.
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(figure).transform).m41).toBe(-40));
    pointer(picture, 'pointermove', 150);
    pointer(picture, 'pointerup', 150);
    await page.findByRole('dialog', { name: 'Image 2 of 3' });
    await expect(page.getByRole('img', { name: 'Lioness in a fig tree' })).toBeInTheDocument();

    for (const name of ['Image 1 of 3', 'Image 3 of 3']) {
      const current = page.getByRole('img');
      pointer(current, 'pointerdown', 150);
      pointer(current, 'pointermove', 300);
      pointer(current, 'pointerup', 300);
      await page.findByRole('dialog', { name });
    }
  },
};

export const SingleImage: Story = {
  args: { images: gallery.slice(0, 1) },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Open gallery' }));
    const dialog = await page.findByRole('dialog', { name: 'Image 1 of 1' });
    await expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};
