import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { enquiryFixtures, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { EnquiriesInbox } from './EnquiriesInbox.tsx';
import { EnquiryDetail } from './EnquiryDetail.tsx';

setupMockServer();

const enquiry = enquiryFixtures[0]!;

/**
 * Browsers move focus off a control that becomes disabled (to the page); jsdom keeps it there.
 * Does what the browser does, so a test sees where focus really ends up.
 */
function dropFocusWhenDisabled(element: HTMLElement) {
  new MutationObserver(() => {
    if (element.hasAttribute('disabled') && document.activeElement === element) element.blur();
  }).observe(element, { attributes: true, attributeFilter: ['disabled'] });
}

describe('the enquiry inbox', { timeout: 30_000 }, () => {
  it('lists enquiries newest first and filters by status from the URL', async () => {
    const { container } = await renderWithSession(<EnquiriesInbox />, {
      path: '/admin/enquiries?status=new',
    });
    expect(await screen.findByRole('link', { name: enquiry.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('New');
    const names = screen.getAllByRole('row').slice(1);
    expect(names.length).toBeGreaterThan(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an enquiry with reply links and changes its status', async () => {
    const { user } = await renderWithSession(<EnquiryDetail id={enquiry.id} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Enquiry from ${enquiry.name}` }),
    ).toBeInTheDocument();
    // The public pages' date style, not the British "10 Jul 2027".
    expect(screen.getByText('July 10, 2027 to July 14, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // Saving takes a moment, as over a network: the control is disabled meanwhile.
    server.use(http.patch('*/rest/v1/enquiries', () => delay(150)));
    const trigger = screen.getByRole('button', { name: /Status/ });
    dropFocusWhenDisabled(trigger);
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Replied' }));
    expect(await screen.findByText('Marked as replied.')).toBeInTheDocument();
    // Disabled while saving, the control gets keyboard focus back once it is enabled again.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('says when the status could not be changed', async () => {
    const { user } = await renderWithSession(<EnquiryDetail id={enquiry.id} />);
    await screen.findByRole('heading', { level: 1, name: `Enquiry from ${enquiry.name}` });
    server.use(...scenarios.error(403, 'enquiries'));
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(screen.getByText('The status was not changed.')).toBeInTheDocument(),
    );
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
  });
});
