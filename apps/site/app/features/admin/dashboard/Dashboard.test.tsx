import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { enquiryFixtures } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { Dashboard, latestEnquiriesCount } from './Dashboard.tsx';

setupMockServer();

describe('the dashboard', { timeout: 30_000 }, () => {
  it('shows the figures staff act on, each linking to its list, and the newest enquiries', async () => {
    const { container } = await renderWithSession(<Dashboard />, { path: '/admin' });
    // The region is there at once; its list once the figures have loaded.
    const figures = within(
      await within(await screen.findByRole('region', { name: 'At a glance' })).findByRole('list'),
    );
    for (const [one, other] of [
      ['Safari package', 'Safari packages'],
      ['Published post', 'Published posts'],
      ['Draft post', 'Draft posts'],
      ['Testimonial awaiting approval', 'Testimonials awaiting approval'],
      ['New enquiry', 'New enquiries'],
    ]) {
      const link = figures.getByRole('link', { name: new RegExp(`^\\d+ (${one}|${other})$`) });
      const [count, ...words] = link.textContent!.split(' ');
      // "1 Draft post", "2 Draft posts", "0 Draft posts".
      expect(words.join(' ')).toBe(count === '1' ? one : other);
    }
    expect(figures.getByRole('link', { name: /New enquir/ })).toHaveAttribute(
      'href',
      '/admin/enquiries?status=new',
    );
    const table = await screen.findByRole('table', { name: /newest enquiries/ });
    expect(within(table).getAllByRole('row')).toHaveLength(
      Math.min(latestEnquiriesCount, enquiryFixtures.length) + 1,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the week: enquiries received, the median time to first answer and the won', async () => {
    // The database computes the figures (supabase/tests/enquiry-pipeline.test.ts): three
    // received this week, answered after a median of 4 h, one of them won.
    server.use(
      http.post('*/rest/v1/rpc/enquiry_pipeline_figures', () =>
        HttpResponse.json({
          received: 3,
          answered: 3,
          median_first_answer_seconds: 14_400,
          won: 1,
        }),
      ),
    );
    const { container } = await renderWithSession(<Dashboard />, { path: '/admin' });
    const week = within(await screen.findByRole('list', { name: 'The last 7 days' }));
    expect(week.getByRole('link', { name: '3 Enquiries received' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
    expect(week.getByText('4 h')).toBeInTheDocument();
    expect(week.getByText('Median time to first answer')).toBeInTheDocument();
    expect(week.getByRole('link', { name: '1 Enquiry won' })).toHaveAttribute(
      'href',
      '/admin/enquiries?status=won',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
