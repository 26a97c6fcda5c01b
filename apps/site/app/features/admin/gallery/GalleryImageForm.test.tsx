import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';

setupMockServer();

async function renderNew() {
  const view = await renderWithSession(<ContentForm type={adminContentTypes.gallery} />);
  const form = within(await screen.findByRole('form', { name: 'New gallery photo' }));
  return { ...view, form };
}

describe('the gallery photo form', { timeout: 30_000 }, () => {
  it('needs a photo, a title and alt text', async () => {
    const { user, form } = await renderNew();
    await user.click(form.getByRole('button', { name: 'Add photo' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /^Photo address/ })).toHaveAccessibleDescription(
        expect.stringContaining('Please upload'),
      ),
    );
    expect(
      form.getByRole('textbox', { name: /^Description \(alt text\)/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Please describe the image for visitors who cannot see it.'),
    );
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { form } = await renderNew();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's filter can be bypassed (a drop, "All files"): the field checks again.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'itinerary.pdf', { type: 'application/pdf' })] },
    });
    expect(await form.findByText(/is not a JPEG, PNG, WebP or AVIF image/)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Photo address/ })).toHaveValue('');
  });

  it('uploads an image and stores its public address', async () => {
    const { user, form } = await renderNew();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array([1, 2, 3])], 'kidepo.webp', { type: 'image/webp' })],
      },
    });
    const address = form.getByRole('textbox', { name: /^Photo address/ });
    await waitFor(() =>
      expect((address as HTMLInputElement).value).toMatch(
        /\/storage\/v1\/object\/public\/images\/gallery\/[0-9a-f-]+\.webp$/,
      ),
    );
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Giraffes in Kidepo');
    await user.type(
      form.getByRole('textbox', { name: /^Description \(alt text\)/ }),
      'Three giraffes on a golden plain',
    );
    await user.click(form.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('Photo added to the gallery.')).toBeInTheDocument();
  });
});
