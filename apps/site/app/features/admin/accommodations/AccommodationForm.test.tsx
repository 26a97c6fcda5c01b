import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accommodationFixtures, destinationFixtures, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';

setupMockServer();

const lodge = accommodationFixtures[0]!;

async function renderForm(row?: typeof lodge) {
  const view = await renderWithSession(
    <ContentForm type={adminContentTypes.accommodations} row={row} />,
  );
  const form = await screen.findByRole('form', {
    name: row ? `Edit ${row.name}` : 'New accommodation',
  });
  return { ...view, form: within(form) };
}

const textbox = (form: ReturnType<typeof within>, name: RegExp) =>
  form.getByRole('textbox', { name });

describe('the accommodation form', { timeout: 30_000 }, () => {
  it('files the lodge under a destination, chosen by name, or none', async () => {
    const { user, form } = await renderForm(lodge);
    const select = form.getByRole('combobox', { name: /^Destination/ });
    await waitFor(() =>
      expect(within(select).getAllByRole('option')).toHaveLength(destinationFixtures.length + 1),
    );
    const filedUnder = destinationFixtures.find((row) => row.id === lodge.destination_id)!;
    expect(select).toHaveDisplayValue(filedUnder.name);
    await user.selectOptions(select, 'None');
    expect(select).toHaveDisplayValue('None');
  });

  it('needs both coordinates or neither, and checks their range', async () => {
    const { user, form } = await renderForm();
    await user.type(textbox(form, /^Name/), 'Sipi River Lodge');
    await user.click(form.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Lodge' }));
    await user.type(textbox(form, /^Latitude/), '1.33');
    await user.tab();
    await user.click(form.getByRole('button', { name: 'Create accommodation' }));
    await waitFor(() =>
      expect(textbox(form, /^Latitude/)).toHaveAccessibleDescription(
        expect.stringContaining('Set both latitude and longitude'),
      ),
    );
  });

  it('loads the map without React warnings (no link with an empty address)', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      const { form } = await renderForm(lodge);
      await waitFor(() =>
        expect(
          form.queryByText(/The map could not be shown/) ??
            form.queryByRole('region', { name: /Map of the accommodation position/ }),
        ).not.toBeNull(),
      );
      const messages = consoleError.mock.calls.map((args) => args.map(String).join(' '));
      expect(messages.filter((message) => /empty string/i.test(message))).toEqual([]);
      expect(document.querySelector('link[href=""]')).toBeNull();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('keeps the typed coordinates as the way in when the map cannot show', async () => {
    const { user, form } = await renderForm(lodge);
    // Leaflet cannot lay out a map in jsdom: the map either loads or gives way to a sentence,
    // and the coordinate fields work either way.
    await waitFor(() =>
      expect(
        form.queryByText(/The map could not be shown/) ??
          form.queryByRole('region', { name: /Map of the accommodation position/ }),
      ).not.toBeNull(),
    );
    const latitude = textbox(form, /^Latitude/);
    await user.clear(latitude);
    await user.type(latitude, '-0.5');
    await user.tab();
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Accommodation saved.')).toBeInTheDocument();
  });

  it('shows a name that is taken under the name', async () => {
    const other = accommodationFixtures[1]!;
    server.use(...scenarios.refuse('accommodations', 'accommodations_name_key'));
    const { user, form } = await renderForm(lodge);
    const name = textbox(form, /^Name/);
    await user.clear(name);
    await user.type(name, other.name);
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('An accommodation with this name already exists.'),
      ),
    );
  });
});
