import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { toast, Toaster, type ToastMessage } from './Toast.tsx';

function ToastDemo(message: ToastMessage) {
  return (
    <>
      <Button onPress={() => toast.show(message, { timeout: 0 })}>Show toast</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  parameters: {
    docs: {
      description: {
        component:
          "Short notices that come and go: 'Enquiry sent', 'Saved'. Render `Toaster` once per page inside UiProvider and call `toast.show({ title, description })` from anywhere.\n\n**Use it** to confirm that something happened. **Not for** errors a visitor must fix (show them by the field) or questions (ConfirmDialog).\n\n**Keyboard and screen readers:** toasts are announced politely; while one shows, the region is a 'Notifications' landmark that F6 reaches. The timer pauses while a toast is hovered or focused; a toast closes with its close button or a sideways swipe past 50 px.",
      },
    },
  },
  component: ToastDemo,
  args: {
    title: 'Thank you! Your enquiry has been sent.',
    description: 'We usually reply within one working day.',
    variant: 'success',
  },
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Rendered in UiProvider's portal container: the surface resolves from the theme's tokens. */
export const Success: Story = {
  play: async ({ globals }) => {
    await userEvent.click(page.getByRole('button', { name: 'Show toast' }));
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent('Thank you! Your enquiry has been sent.');
    const card = page.getByRole('alertdialog');
    await expect(card.closest('.radix-themes')).not.toBeNull();
    await expect(getComputedStyle(card).backgroundColor).toBe(
      globals.theme === 'dark' ? 'rgb(25, 25, 24)' : 'rgb(255, 255, 255)',
    );
  },
};

export const Error: Story = {
  args: {
    title: 'Sorry, we could not send your enquiry.',
    description: undefined,
    variant: 'error',
  },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByRole('status')).toHaveTextContent('could not send');
  },
};

export const LongText: Story = {
  args: {
    title: 'Your testimonial has been received and will appear after our team has reviewed it.',
    description:
      'Reviews usually take one or two working days. Thank you for sharing your experience with future travellers!',
  },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Show toast' }));
    await page.findByRole('status');
  },
};

export const SwipeToDismiss: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Show toast' }));
    const card = await page.findByRole('alertdialog');
    const at = (type: string, clientX: number) =>
      card.dispatchEvent(
        new PointerEvent(type, { bubbles: true, clientX, clientY: 5, pointerId: 1, button: 0 }),
      );
    at('pointerdown', 100);
    at('pointermove', 170);
    at('pointerup', 170);
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(await page.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(page.queryByRole('status')).not.toBeInTheDocument());
  },
};
