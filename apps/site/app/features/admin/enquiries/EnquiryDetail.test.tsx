import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import {
  enquiryFixtures,
  fixtureId,
  handledRequests,
  rowsResponse,
  scenarios,
} from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { EnquiriesInbox } from './EnquiriesInbox.tsx';
import { EnquiryDetail } from './EnquiryDetail.tsx';

setupMockServer();

const enquiry = enquiryFixtures[0]!;
const otherEnquiry = enquiryFixtures[1]!;

/** The inbox and the enquiry page, routed as in the app. */
function InboxAndEnquiry() {
  return (
    <Routes>
      <Route path="/admin/enquiries" element={<EnquiriesInbox />} />
      <Route path="/admin/enquiries/:id" element={<EnquiryPage />} />
    </Routes>
  );
}

function EnquiryPage() {
  const { id = '' } = useParams();
  return <EnquiryDetail key={id} id={id} />;
}

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
    // The site's one unambiguous date form (docs/product-rules.md#dates).
    expect(screen.getByText('10 Jul 2027 to 14 Jul 2027')).toBeInTheDocument();
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
    await user.click(await screen.findByRole('option', { name: 'Quoted' }));
    await waitFor(() =>
      expect(screen.getByText('The status was not changed.')).toBeInTheDocument(),
    );
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
  });

  it('opens an enquiry the inbox list does not hold', async () => {
    // The inbox stops at PostgREST's row limit: here it holds only the other enquiry.
    server.use(
      http.get('*/rest/v1/enquiries', ({ request }) =>
        new URL(request.url).searchParams.has('id')
          ? undefined
          : rowsResponse(request, [otherEnquiry]),
      ),
    );
    await renderWithSession(<InboxAndEnquiry />, { path: `/admin/enquiries/${enquiry.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Enquiry from ${enquiry.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(enquiry.message)).toBeInTheDocument();
  });

  it('shows an enquiry opened from the inbox at once, from the rows already loaded', async () => {
    const { user } = await renderWithSession(<InboxAndEnquiry />, { path: '/admin/enquiries' });
    const link = await screen.findByRole('link', { name: enquiry.name });
    // The enquiry's own read never answers from here on: only the inbox's rows can show it.
    server.use(
      http.get('*/rest/v1/enquiries', async ({ request }) => {
        if (new URL(request.url).searchParams.has('id')) await delay('infinite');
        return undefined;
      }),
    );
    await user.click(link);
    expect(
      screen.getByRole('heading', { level: 1, name: `Enquiry from ${enquiry.name}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the enquiry' })).not.toBeInTheDocument();
  });

  it('says while it loads, when the enquiry does not exist, and when it cannot be loaded', async () => {
    server.use(...scenarios.slow('infinite', 'enquiries'));
    const loading = await renderWithSession(<EnquiryDetail id={enquiry.id} />);
    expect(screen.getByRole('status', { name: 'Loading the enquiry' })).toHaveTextContent(
      'Loading the enquiry',
    );
    loading.unmount();
    server.resetHandlers();

    handledRequests.length = 0;
    const missing = await renderWithSession(<EnquiryDetail id={fixtureId(999)} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enquiry not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This enquiry could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
    expect(handledRequests.map((entry) => entry.handler)).toContain('enquiries.admin-detail');
    missing.unmount();

    server.use(...scenarios.error(500, 'enquiries'));
    await renderWithSession(<EnquiryDetail id={enquiry.id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The enquiry could not be loaded.');
  });
});
