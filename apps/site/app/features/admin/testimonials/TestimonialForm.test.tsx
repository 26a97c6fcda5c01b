import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';

setupMockServer();

describe('the testimonial form', { timeout: 30_000 }, () => {
  it('asks for a rating and enough words', async () => {
    const { user } = await renderWithSession(<ContentForm type={adminContentTypes.testimonials} />);
    const form = within(await screen.findByRole('form', { name: 'New testimonial' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Amina');
    await user.type(form.getByRole('textbox', { name: /^What they said/ }), 'Great!');
    await user.click(form.getByRole('button', { name: 'Create testimonial' }));
    expect(await form.findByText('Rating must be between 1 and 5 stars.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^What they said/ })).toHaveAccessibleDescription(
      expect.stringContaining('at least 10 characters'),
    );
  });

  it('saves with a star rating chosen by keyboard', async () => {
    const { user } = await renderWithSession(<ContentForm type={adminContentTypes.testimonials} />);
    const form = within(await screen.findByRole('form', { name: 'New testimonial' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Amina Nakato');
    await user.click(form.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(
      form.getByRole('textbox', { name: /^What they said/ }),
      'Our guide made every day special.',
    );
    await user.click(form.getByRole('button', { name: 'Create testimonial' }));
    expect(await screen.findByText('Testimonial created.')).toBeInTheDocument();
  });
});
