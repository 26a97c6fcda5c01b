import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { UiTestProvider } from '../../../test.tsx';

/** The props every overlay built on the private Overlay base accepts. */
interface OverlayLikeProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The behaviour every modal overlay must share (Braid's modalTestSuite): named dialog, focus
 * moved in and trapped, Escape / close button / press outside close it, focus returns to the
 * opener, the page behind is hidden from assistive technology, and it renders inside the theme.
 */
export function overlayTestSuite(
  name: string,
  Overlay: (props: OverlayLikeProps) => ReactNode,
  closeLabel: string,
) {
  function Harness() {
    const [isOpen, setOpen] = useState(false);
    return (
      <UiTestProvider>
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            Toggle menu
          </button>
          <a href="/outside">Outside link</a>
        </main>
        <Overlay
          isOpen={isOpen}
          onOpenChange={setOpen}
          title="Menu"
          closeLabel={closeLabel}
          footer={<a href="/contact">Book Now</a>}
        >
          <a href="/about">About</a>
        </Overlay>
      </UiTestProvider>
    );
  }

  async function open() {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
  }

  // Overlays are the heaviest jsdom renders; allow for a loaded CI machine.
  describe(`${name}: shared overlay behaviour`, { timeout: 20_000 }, () => {
    it('opens as a dialog named by its title and moves focus inside', async () => {
      const { dialog } = await open();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('traps focus: Tab and Shift+Tab stay inside', async () => {
      const { user, dialog } = await open();
      for (let step = 0; step < 5; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('closes on Escape and returns focus to the opener', async () => {
      const { user } = await open();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // react-aria restores focus in the frame after the overlay unmounts.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveFocus(),
      );
    });

    it(`closes with its '${closeLabel}' button`, async () => {
      const { user, dialog } = await open();
      await user.click(within(dialog).getByRole('button', { name: closeLabel }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // react-aria restores focus in the frame after the overlay unmounts.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveFocus(),
      );
    });

    it('closes on a press outside the panel', async () => {
      const { user, dialog } = await open();
      // The backdrop is the panel's parent: a press there is "outside".
      const backdrop = dialog.closest('[data-placement]')?.parentElement as HTMLElement;
      await user.click(backdrop);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('hides the page behind it from assistive technology', async () => {
      await open();
      expect(screen.queryByRole('link', { name: 'Outside link' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    });

    it('renders inside the theme root so the tokens apply', async () => {
      const { dialog } = await open();
      expect(dialog.closest('.radix-themes')).not.toBeNull();
    });
  });
}
