import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { RoleGuard } from './RoleGuard.tsx';

setupMockServer();

const guarded = (need?: 'admin' | 'super_admin') => (
  <RoleGuard need={need} loading={<p role="status">Loading the admin area</p>}>
    <h1>Secret admin page</h1>
  </RoleGuard>
);

describe('the admin guard', () => {
  it('shows placeholders while the session loads, then the page to an admin', async () => {
    await renderWithSession(guarded());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the admin area');
    expect(await screen.findByRole('heading', { name: 'Secret admin page' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /auth, remembering where they were going', async () => {
    const { router } = await renderWithSession(guarded(), {
      path: '/admin/enquiries?status=new',
      signedInAs: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/admin/enquiries?status=new',
    );
    expect(screen.queryByRole('heading', { name: 'Secret admin page' })).toBeNull();
  });

  it('shows Access Denied to a signed-in user without admin rights', async () => {
    const { container } = await renderWithSession(guarded(), { signedInAs: 'user' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret admin page' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('makes Access Denied the page, with its main landmark and its own title', async () => {
    document.title = 'New blog post | Tembo Safaris admin';
    await renderWithSession(
      <RoleGuard loading={<p role="status">Loading the admin area</p>} deniedLandmark="main">
        <h1>Secret admin page</h1>
      </RoleGuard>,
      { signedInAs: 'user' },
    );
    const main = await screen.findByRole('main', { name: 'Access Denied' });
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Access Denied' }));
    expect(document.title).toBe('Access Denied | Tembo Safaris admin');
  });

  it('uses the super admin wording for pages only super admins may use', async () => {
    await renderWithSession(guarded('super_admin'), { signedInAs: 'user' });
    expect(
      await screen.findByText('You need super admin privileges to access this page.'),
    ).toBeInTheDocument();
  });

  it('lets a super admin through the super admin variant', async () => {
    await renderWithSession(guarded('super_admin'));
    expect(await screen.findByRole('heading', { name: 'Secret admin page' })).toBeInTheDocument();
  });
});
