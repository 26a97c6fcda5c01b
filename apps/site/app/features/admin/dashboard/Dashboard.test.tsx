import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { enquiryFixtures } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { Dashboard, latestEnquiriesCount } from './Dashboard.tsx';

setupMockServer();

describe('the dashboard', { timeout: 30_000 }, () => {
  it('shows the figures staff act on, each linking to its list, and the newest enquiries', async () => {
    const { container } = await renderWithSession(<Dashboard />, { path: '/admin' });
    const figures = within(await screen.findByRole('list'));
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
});
