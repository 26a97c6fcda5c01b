import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { enquiryFixtures, enquiryNoteFixtures, mockTable, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { EnquiriesInbox } from './EnquiriesInbox.tsx';
import { EnquiryDetail } from './EnquiryDetail.tsx';

setupMockServer();

// The fixtures: one new enquiry long past its answer time, one replied after 3 h 30 min.
const waiting = enquiryFixtures[0]!;
const replied = enquiryFixtures[1]!;
const note = enquiryNoteFixtures[0]!;

describe('the enquiry pipeline', { timeout: 30_000 }, () => {
  it('lists the unanswered oldest first and marks those waiting past the answer time', async () => {
    mockTable('enquiries').push({
      ...waiting,
      id: '00000000-0000-4000-8000-000000000811',
      name: 'Newer Traveller',
      created_at: new Date(Date.now() - 3600_000).toISOString(),
      answer_due_at: new Date(Date.now() + 23 * 3600_000).toISOString(),
    });
    const { container } = await renderWithSession(<EnquiriesInbox />, {
      path: '/admin/enquiries?status=new',
    });
    const table = await screen.findByRole('table', { name: 'Unanswered enquiries, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      waiting.name,
      'Newer Traveller',
    ]);
    expect(within(rows[0]!).getByText('Waiting over 24 hours')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Waiting over/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not yet')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the time to first answer and the notes of an enquiry', async () => {
    const { container } = await renderWithSession(<EnquiryDetail id={replied.id} />);
    await screen.findByRole('heading', { level: 1, name: `Enquiry from ${replied.name}` });
    expect(screen.getByText('After 3 h 30 min')).toBeInTheDocument();
    const notes = await screen.findByRole('list', { name: 'Notes, oldest first' });
    expect(within(notes).getByText(note.body)).toBeInTheDocument();
    expect(within(notes).getByText(/^admin@tembo-safaris\.test, /)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks why before marking an enquiry lost, and shows the reason', async () => {
    const { user, container } = await renderWithSession(<EnquiryDetail id={replied.id} />);
    await screen.findByRole('heading', { level: 1, name: `Enquiry from ${replied.name}` });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    // Nothing is saved yet: the reason comes first.
    const form = screen.getByRole('form', { name: 'Mark as lost' });
    expect(mockTable('enquiries').find((row) => row.id === replied.id)?.status).toBe('replied');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(form).getByRole('button', { name: 'Mark as lost' }));
    expect(
      await within(form).findByText('Please say why the enquiry was lost.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Why was it lost/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(
      within(form).getByRole('textbox', { name: /Why was it lost/ }),
      'Booked with a cheaper operator.',
    );
    await user.click(within(form).getByRole('button', { name: 'Mark as lost' }));
    expect(await screen.findByText('Marked as lost.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Mark as lost' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Booked with a cheaper operator.')).toBeInTheDocument();
    expect(mockTable('enquiries').find((row) => row.id === replied.id)).toMatchObject({
      status: 'lost',
      lost_reason: 'Booked with a cheaper operator.',
    });
  });

  it('says so when the database refuses a move back', async () => {
    // The rule itself is the database's (supabase/tests/enquiry-pipeline.test.ts).
    server.use(
      ...scenarios.refuse(
        'enquiries',
        'enquiries_status_order',
        'An enquiry cannot move from replied back to new.',
      ),
    );
    const { user } = await renderWithSession(<EnquiryDetail id={replied.id} />);
    await screen.findByRole('heading', { level: 1, name: `Enquiry from ${replied.name}` });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    expect(await screen.findByText('The status was not changed.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An enquiry moves new → replied → quoted → won or lost; a won or lost one can only be reopened as quoted.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an internal note, and refuses an empty one', async () => {
    const { user } = await renderWithSession(<EnquiryDetail id={waiting.id} />);
    await screen.findByText('No notes yet. Only staff see them.');
    const form = screen.getByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Please write the note.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /New note/ }), 'Called, no answer.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Notes, oldest first' });
    expect(within(notes).getByText('Called, no answer.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /New note/ })).toHaveValue('');
  });
});
