import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { PageContentEditor } from './PageContentEditor.tsx';

setupMockServer();

describe('the page content editor', { timeout: 30_000 }, () => {
  it('loads both sections and checks the contact details', async () => {
    const { user } = await renderWithSession(<PageContentEditor />);
    const contact = within(await screen.findByRole('form', { name: 'Contact details' }));
    const email = contact.getByRole('textbox', { name: /^Email/ });
    expect(email).not.toHaveValue('');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(contact.getByRole('button', { name: 'Save the contact details' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid email address'),
      ),
    );
  });

  it('saves the hero, and needs alt text for each carousel image', async () => {
    const { user } = await renderWithSession(<PageContentEditor />);
    const hero = within(await screen.findByRole('form', { name: 'Home page hero' }));
    await user.click(hero.getByRole('button', { name: 'Add image' }));
    const count = hero.getAllByRole('heading', { level: 3 }).length;
    await user.type(
      hero.getByRole('textbox', { name: new RegExp(`^Image ${count} address`) }),
      '/images/seed/kidepo-giraffes-1280.webp',
    );
    await user.click(hero.getByRole('button', { name: 'Save the hero' }));
    await waitFor(() =>
      expect(
        hero.getByRole('textbox', { name: new RegExp(`^Image ${count} description`) }),
      ).toHaveAccessibleDescription(expect.stringContaining('Please describe the image')),
    );
    await user.type(
      hero.getByRole('textbox', { name: new RegExp(`^Image ${count} description`) }),
      'Giraffes in Kidepo',
    );
    await user.click(hero.getByRole('button', { name: 'Save the hero' }));
    expect(await screen.findByText('The home page hero is saved.')).toBeInTheDocument();
  });

  it('shows the history of each stored section', async () => {
    await renderWithSession(<PageContentEditor />);
    for (const name of ['History of the home page hero', 'History of the contact details']) {
      const panel = await screen.findByRole('region', { name });
      expect(
        await within(panel).findByText(/No changes have been recorded yet|by/),
      ).toBeInTheDocument();
    }
  });
});
