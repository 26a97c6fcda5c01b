import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { UiTestProvider } from '../../test.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Harness({
  onConfirm = vi.fn(),
  isPending = false,
}: {
  onConfirm?: () => void;
  isPending?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <UiTestProvider>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      </main>
      <ConfirmDialog
        isOpen={isOpen}
        title="Delete this package?"
        confirmLabel="Delete package"
        tone="danger"
        isPending={isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        Gorilla Trek will be deleted for good.
      </ConfirmDialog>
    </UiTestProvider>
  );
}

async function open(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Delete this package?' }) };
}

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('asks as an alert dialog, with focus on the safe choice', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveTextContent('Gorilla Trek will be deleted for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('confirms with the confirming button', async () => {
    const onConfirm = vi.fn();
    const { user } = await open({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Delete package' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and gives focus back to the opener', async () => {
    const onConfirm = vi.fn();
    const { user } = await open({ onConfirm });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await open();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('cannot be answered twice while the action runs', async () => {
    await open({ isPending: true });
    expect(screen.getByRole('button', { name: 'Delete package' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
