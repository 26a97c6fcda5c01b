import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from './draft-storage.ts';
import { draftDelayMs, useDraft } from './use-draft.ts';

interface Values {
  title: string;
}

function DraftForm({ initial, onSaved }: { initial: Values; onSaved?: () => void }) {
  const form = useForm<Values>({ defaultValues: initial });
  const { offer, forget } = useDraft(form, 'posts:1', initial);
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        forget(values);
        form.reset(values);
        onSaved?.();
      })}
    >
      {offer ? (
        <div>
          <p>Draft from {offer.savedAt}</p>
          <button type="button" onClick={offer.restore}>
            Restore draft
          </button>
          <button type="button" onClick={offer.discard}>
            Discard
          </button>
        </div>
      ) : null}
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(() => window.localStorage.clear());

describe('form drafts in the browser', () => {
  it('autosaves what is typed once typing pauses', async () => {
    const user = userEvent.setup();
    render(<DraftForm initial={{ title: 'Gorillas' }} />);
    const started = Date.now();
    await user.type(screen.getByLabelText('Title'), ' of Bwindi');
    if (Date.now() - started < draftDelayMs) expect(readDraft('posts:1')).toBeNull();
    await waitFor(() =>
      expect(readDraft<Values>('posts:1')?.values).toEqual({ title: 'Gorillas of Bwindi' }),
    );
  });

  it('offers a stored draft back after a reload, and restores it into the form', async () => {
    writeDraft('posts:1', { title: 'Typed before the crash' }, new Date('2026-03-01T10:00:00Z'));
    const user = userEvent.setup();
    render(<DraftForm initial={{ title: 'Stored title' }} />);
    expect(screen.getByLabelText('Title')).toHaveValue('Stored title');
    expect(screen.getByText(/Draft from 2026-03-01T10:00:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Typed before the crash');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).toBeNull();
  });

  it('forgets a discarded draft', async () => {
    writeDraft('posts:1', { title: 'Not wanted' });
    const user = userEvent.setup();
    render(<DraftForm initial={{ title: 'Stored title' }} />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(readDraft('posts:1')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Stored title');
  });

  it('does not offer a draft that equals what is stored, and drops the draft once saved', async () => {
    writeDraft('posts:1', { title: 'Stored title' });
    const { unmount } = render(<DraftForm initial={{ title: 'Stored title' }} />);
    expect(screen.queryByRole('button', { name: 'Restore draft' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<DraftForm initial={{ title: 'Stored title' }} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Title'), '!');
    await waitFor(() => expect(readDraft('posts:1')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaved).toHaveBeenCalled();
    // The reset after the save notifies the autosave, which must not bring the draft back.
    await act(() => new Promise((resolve) => setTimeout(resolve, draftDelayMs * 2)));
    expect(readDraft('posts:1')).toBeNull();
  });
});
