import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { destinationFixtures } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';
import { ContentList } from '../content/ContentList.tsx';

setupMockServer();

const bwindi = destinationFixtures[0]!;

describe('the destination form', { timeout: 30_000 }, () => {
  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { user, router } = await renderWithSession(
      <ContentForm type={adminContentTypes.destinations} row={bwindi} />,
      {
        path: '/admin/destinations/edit/1',
      },
    );
    const form = within(await screen.findByRole('form', { name: `Edit ${bwindi.name}` }));
    await user.type(form.getByRole('textbox', { name: /^Location/ }), ', Uganda');
    await router.navigate('/elsewhere');
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(prompt).toHaveTextContent('They stay in this browser as a draft');
    await user.click(within(prompt).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/destinations/edit/1');
    expect(form.getByRole('textbox', { name: /^Location/ })).toHaveValue(
      `${bwindi.location}, Uganda`,
    );

    await router.navigate('/elsewhere');
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('lets navigation through once the changes are saved', async () => {
    const { user, router } = await renderWithSession(
      <ContentForm type={adminContentTypes.destinations} row={bwindi} />,
      {
        path: '/admin/destinations/edit/1',
      },
    );
    const form = within(await screen.findByRole('form', { name: `Edit ${bwindi.name}` }));
    await user.type(form.getByRole('textbox', { name: /^Location/ }), '!');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Destination saved.')).toBeInTheDocument();
    await router.navigate('/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('deletes only after confirming', async () => {
    const { user, router } = await renderWithSession(
      <ContentForm type={adminContentTypes.destinations} row={bwindi} />,
      {
        path: '/admin/destinations/edit/1',
      },
    );
    const form = within(await screen.findByRole('form', { name: `Edit ${bwindi.name}` }));
    await user.click(form.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this destination?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete destination' }));
    expect(
      await screen.findByText(`The destination “${bwindi.name}” was deleted.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/destinations'));
  });

  it('puts focus on the list page title after a delete from the editor', async () => {
    const { user } = await renderWithSession(
      <Routes>
        <Route
          path="/admin/destinations"
          element={<ContentList type={adminContentTypes.destinations} />}
        />
        <Route
          path="/admin/destinations/edit/:id"
          element={<ContentForm type={adminContentTypes.destinations} row={bwindi} />}
        />
      </Routes>,
      { path: '/admin/destinations/edit/1' },
    );
    const form = within(await screen.findByRole('form', { name: `Edit ${bwindi.name}` }));
    await user.click(form.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this destination?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete destination' }));
    // The editor and its Delete button are gone: focus must not drop to the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toHaveFocus(),
    );
  });
});
