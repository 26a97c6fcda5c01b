import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OverlayStoryHarness } from '../private/Overlay/OverlayStoryHarness.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { isOpen: false, onOpenChange: () => {}, title: 'Menu', children: null },
  render: () => <OverlayStoryHarness Overlay={Drawer} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openDrawer() {
  await userEvent.click(page.getByRole('button', { name: 'Toggle menu' }));
  const dialog = await page.findByRole('dialog', { name: 'Menu' });
  const panel = dialog.closest('[data-placement]') as HTMLElement;
  await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  return { dialog, panel };
}

function pointer(target: Element, type: string, clientY: number) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, clientY, clientX: 10, pointerId: 1, button: 0 }),
  );
}

/** 80% of the viewport high, with a drag handle, themed inside its portal. */
export const Open: Story = {
  play: async () => {
    const { panel } = await openDrawer();
    await expect(Math.round(panel.getBoundingClientRect().height)).toBe(
      Math.round(window.innerHeight * 0.8),
    );
    await expect(panel.querySelector('[data-drag-handle]')).not.toBeNull();
    await expect(getComputedStyle(panel).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const DragPastAQuarterCloses: Story = {
  play: async () => {
    const { panel } = await openDrawer();
    const handle = panel.querySelector('[data-drag-handle]') as HTMLElement;
    const quarter = panel.getBoundingClientRect().height * 0.25;
    pointer(handle, 'pointerdown', 100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    pointer(handle, 'pointermove', 100 + quarter / 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    pointer(handle, 'pointermove', 100 + quarter + 5);
    pointer(handle, 'pointerup', 100 + quarter + 5);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ShortSlowDragSpringsBack: Story = {
  play: async () => {
    const { panel } = await openDrawer();
    const handle = panel.querySelector('[data-drag-handle]') as HTMLElement;
    pointer(handle, 'pointerdown', 100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    pointer(handle, 'pointermove', 130);
    await waitFor(() => expect(panel.style.getPropertyValue('--drag-offset')).toBe('30px'));
    await expect(panel).toHaveAttribute('data-dragging');
    await new Promise((resolve) => setTimeout(resolve, 200));
    pointer(handle, 'pointermove', 140);
    pointer(handle, 'pointerup', 140);
    await waitFor(() => expect(panel.style.getPropertyValue('--drag-offset')).toBe('0px'));
    await expect(page.getByRole('dialog')).toBeInTheDocument();
  },
};

export const CloseButton: Story = {
  play: async () => {
    const { dialog } = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveFocus());
  },
};
