import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { mockAdminUser } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { AuditPage } from './AuditPage.tsx';

setupMockServer();

describe('the audit page', { timeout: 30_000 }, () => {
  it('lists every change newest first and filters by person, type and date', async () => {
    const { user, container } = await renderWithSession(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Enquiry');
    await screen.findByText('1 change.');
    // A new table for the new answer.
    const filtered = screen.getByRole('table', { name: 'Audit log, newest first' });
    expect(within(filtered).getByRole('cell', { name: 'Status changed' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), mockAdminUser.email);
    expect(await screen.findByText('4 changes.')).toBeInTheDocument();
  });

  it('is for super admins only', async () => {
    await renderWithSession(<AuditPage />, { signedInAs: 'user' });
    expect(
      await screen.findByText('You need super admin privileges to access this page.'),
    ).toBeInTheDocument();
  });
});
