import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { mockTable, packageFixtures, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from './admin-types.ts';
import { ContentList } from './ContentList.tsx';

setupMockServer();

describe('an admin list page', { timeout: 30_000 }, () => {
  it('lists every package with drafts, and searches as you type', async () => {
    const { user, router, container } = await renderWithSession(
      <ContentList type={adminContentTypes.packages} />,
      {
        path: '/admin/packages',
      },
    );
    const first = packageFixtures[0]!;
    expect(await screen.findByRole('link', { name: first.title })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(packageFixtures.length + 1);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), first.title.split(' ')[0]!);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
        first.title.split(' ')[0],
      ),
    );
    expect(screen.getByRole('link', { name: first.title })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toMatch(/of \d+ shown/);
  });

  it('says Scheduled or Ended for a published package its schedule keeps off the site', async () => {
    const [ahead, ended] = mockTable('packages');
    ahead!.publish_at = new Date(Date.now() + 3_600_000).toISOString();
    ended!.unpublish_at = new Date(Date.now() - 3_600_000).toISOString();
    await renderWithSession(<ContentList type={adminContentTypes.packages} />, {
      path: '/admin/packages',
    });
    const rowOf = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('tr')!);
    expect((await rowOf(ahead!.title)).getByText('Scheduled')).toBeInTheDocument();
    expect((await rowOf(ended!.title)).getByText('Ended')).toBeInTheDocument();
    expect((await rowOf(packageFixtures[2]!.title)).getByText('Published')).toBeInTheDocument();
  });

  it('filters to drafts from the URL', async () => {
    await renderWithSession(<ContentList type={adminContentTypes.packages} />, {
      path: '/admin/packages?state=draft',
    });
    const drafts = packageFixtures.filter((row) => !row.published);
    await screen.findByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(drafts.length + 1);
  });

  it('puts focus on the list title after a row is deleted', async () => {
    const { user } = await renderWithSession(<ContentList type={adminContentTypes.packages} />, {
      path: '/admin/packages',
    });
    const first = packageFixtures[0]!;
    await screen.findByRole('link', { name: first.title });
    await user.click(screen.getByRole('button', { name: `Delete safari package ${first.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this safari package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete safari package' }));
    expect(
      await screen.findByText(`The safari package “${first.title}” was deleted.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Safari packages' })).toHaveFocus(),
    );
  });

  it('says plainly when the list cannot load', async () => {
    server.use(...scenarios.error(500, 'packages'));
    await renderWithSession(<ContentList type={adminContentTypes.packages} />, {
      path: '/admin/packages',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The packages could not be loaded.');
  });
});
