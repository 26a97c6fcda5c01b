import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OverlayStoryHarness } from '../private/Overlay/OverlayStoryHarness.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Overlays/Drawer',
  parameters: {
    docs: {
      description: {
        component:
          "A panel that slides up from the bottom, 80% of the viewport high, with a drag handle; the Header uses it for the menu on Android Edge.\n\n**Use it** for a phone menu or short task where a bottom sheet feels native. **Not for** desktop layouts or long forms (Sheet), or a question that needs an answer (ConfirmDialog).\n\n**Keyboard and screen readers:** a modal dialog, as Sheet: focus moves inside and is trapped there, Escape, the backdrop and the close button ('Close menu' unless renamed) close it, and focus returns to whatever opened it. Dragged down by a quarter of its height, or flicked faster than 0.4 px/ms, it closes; otherwise it springs back.",
      },
    },
  },
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

/**
 * Sends one synthetic pointer event stamped `at` ms on the page's clock. The drawer measures a
 * release's speed by the events' own time stamps, so the gesture's pace is set here, exactly,
 * rather than by pausing between events (a busy machine stretches pauses but not stamps).
 */
function pointer(target: Element, type: string, clientY: number, at: number) {
  const event = new PointerEvent(type, {
    bubbles: true,
    clientY,
    clientX: 10,
    pointerId: 1,
    button: 0,
  });
  Object.defineProperty(event, 'timeStamp', { value: at });
  target.dispatchEvent(event);
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
    // A second per half: about 0.09 px/ms, far below a flick, so only the distance closes it.
    const start = performance.now();
    pointer(handle, 'pointerdown', 100, start);
    pointer(handle, 'pointermove', 100 + quarter / 2, start + 1000);
    pointer(handle, 'pointermove', 100 + quarter + 5, start + 2000);
    pointer(handle, 'pointerup', 100 + quarter + 5, start + 2000);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ShortSlowDragSpringsBack: Story = {
  play: async () => {
    const { panel } = await openDrawer();
    const handle = panel.querySelector('[data-drag-handle]') as HTMLElement;
    // 30 px in 100 ms, then the last 10 px in 200 ms: released at 0.05 px/ms, no flick.
    const start = performance.now();
    pointer(handle, 'pointerdown', 100, start);
    pointer(handle, 'pointermove', 130, start + 100);
    await waitFor(() => expect(panel.style.getPropertyValue('--drag-offset')).toBe('30px'));
    await expect(panel).toHaveAttribute('data-dragging');
    pointer(handle, 'pointermove', 140, start + 300);
    pointer(handle, 'pointerup', 140, start + 300);
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
