import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OverlayStoryHarness } from '../private/Overlay/OverlayStoryHarness.tsx';
import { waitForFocusInside } from '../private/Overlay/story-waits.ts';
import { Sheet } from './Sheet.tsx';

const meta = {
  title: 'Overlays/Sheet',
  parameters: {
    docs: {
      description: {
        component:
          "A side sheet from the right (280px wide, 350px from 640px up) that slides in over 500 ms and out over 300 ms; the Header's menu on phones.\n\n**Use it** for a menu or a secondary task over the page. **Not for** a question that needs an answer (ConfirmDialog) or a photo (Lightbox).\n\n**Keyboard and screen readers:** a modal dialog: focus moves inside and is trapped there; Escape, the backdrop and the close button ('Close menu' unless renamed) close it, and focus returns to whatever opened it.",
      },
    },
  },
  component: Sheet,
  args: { isOpen: false, onOpenChange: () => {}, title: 'Menu', children: null },
  render: () => <OverlayStoryHarness Overlay={Sheet} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/**
 * Records the durations of the panel's animations the moment it enters or starts exiting: read
 * in a MutationObserver callback, so a slow machine cannot miss a running 300 ms animation.
 */
function recordPanelAnimations() {
  const durations = { entering: [] as unknown[], exiting: [] as unknown[] };
  const read = (panel: Element) =>
    panel.getAnimations().map((animation) => animation.effect?.getTiming().duration);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      for (const node of record.addedNodes) {
        const panel = node instanceof Element ? node.querySelector('[data-placement]') : null;
        if (panel?.hasAttribute('data-entering')) durations.entering = read(panel);
      }
      if (record.attributeName === 'data-exiting' && target.hasAttribute('data-exiting')) {
        durations.exiting = read(target);
      }
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-exiting'],
  });
  return { durations, stop: () => observer.disconnect() };
}

export const Closed: Story = {
  play: async () => {
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Opens over 500 ms, 280px wide on a phone and 350px from 640px, themed inside its portal. */
export const Open: Story = {
  play: async ({ globals }) => {
    const recorder = recordPanelAnimations();
    await userEvent.click(page.getByRole('button', { name: 'Toggle menu' }));
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    const panel = dialog.closest('[data-placement]') as HTMLElement;
    recorder.stop();
    await expect(recorder.durations.entering).toContain(500);
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    const width = Math.round(panel.getBoundingClientRect().width);
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    await expect(width).toBe(viewport === 'phone' ? 280 : 350);
    // The portal sits inside the theme: the panel's surface resolves from the tokens.
    await expect(panel.closest('.radix-themes')).not.toBeNull();
    await expect(getComputedStyle(panel).backgroundColor).toBe(
      globals.theme === 'dark' ? 'rgb(25, 25, 24)' : 'rgb(255, 255, 255)',
    );
    await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();
  },
};

/** Closes over 300 ms and focus returns to 'Toggle menu'. */
export const CloseButton: Story = {
  play: async () => {
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await userEvent.click(toggle);
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    const panel = dialog.closest('[data-placement]') as HTMLElement;
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    const recorder = recordPanelAnimations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    recorder.stop();
    await expect(recorder.durations.exiting).toContain(300);
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Toggle menu' }));
    await waitForFocusInside(await page.findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LinkTapCloses: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Toggle menu' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Gallery' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
