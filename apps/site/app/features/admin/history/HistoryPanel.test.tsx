import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import {
  deletedLodgeFixture,
  handledRequests,
  mockAdminUser,
  mockTable,
  packageFixtures,
} from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { RecentlyDeletedPage } from './RecentlyDeletedPage.tsx';

setupMockServer();

const firstPackage = packageFixtures[0]!;

describe('the history panel', { timeout: 30_000 }, () => {
  it('lists who changed a record and when, with a field diff, and restores an earlier version', async () => {
    const { user, container } = await renderWithSession(
      <HistoryPanel table="packages" id={firstPackage.id} what="safari package" />,
    );
    const panel = await screen.findByRole('region', { name: 'History' });
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(
        new RegExp(`^Edited by ${mockAdminUser.email},.*\\(current version\\)$`),
      ),
      expect.stringMatching(/^Created by System,/),
    ]);
    // The current version has nothing to restore.
    expect(within(entries[0]!).queryByRole('button')).toBeNull();

    await user.click(within(entries[0]!).getByText('1 field changed'));
    const diff = within(entries[0]!).getByRole('table');
    expect(within(diff).getByRole('rowheader', { name: 'Price usd' })).toBeInTheDocument();
    expect(within(diff).getByText('1750')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(entries[1]!).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    expect(
      await screen.findByText('The safari package was restored to the chosen version.'),
    ).toBeInTheDocument();
    const update = handledRequests.find((request) => request.handler === 'packages.update');
    expect(update?.body).toMatchObject({ title: firstPackage.title, price_usd: 1750 });
    expect(mockTable('packages').find((row) => row.id === firstPackage.id)?.price_usd).toBe(1750);
  });
});

describe('recently deleted', { timeout: 30_000 }, () => {
  it('lists the deleted lodge and restores it', async () => {
    const { user, container } = await renderWithSession(<RecentlyDeletedPage />);
    const table = await screen.findByRole('table', { name: 'Recently deleted content' });
    expect(within(table).getByText(deletedLodgeFixture.name)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(
      within(table).getByRole('button', {
        name: `Restore accommodation ${deletedLodgeFixture.name}`,
      }),
    );
    expect(
      await screen.findByText(`“${deletedLodgeFixture.name}” was restored.`),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing was deleted in the last 30 days.')).toBeInTheDocument();
    expect(mockTable('accommodations').some((row) => row.id === deletedLodgeFixture.id)).toBe(true);
  });
});
