import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postFixtures, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';

setupMockServer();

async function renderNew() {
  const view = await renderWithSession(<ContentForm type={adminContentTypes.blog} />, {
    path: '/admin/blog/new',
  });
  const form = within(await screen.findByRole('form', { name: 'New blog post' }));
  return { ...view, form };
}

describe('the blog post form', { timeout: 30_000 }, () => {
  it('previews the markdown as the blog renders it, without raw HTML', async () => {
    const { user, form } = await renderNew();
    await user.type(
      form.getByRole('textbox', { name: /^Text \(markdown\)/ }),
      '## Packing{enter}{enter}Bring a **rain jacket**. <img src=x onerror=alert(1)>',
    );
    await user.click(form.getByRole('tab', { name: 'Preview text' }));
    const preview = form.getByRole('tabpanel', { name: 'Preview text' });
    expect(within(preview).getByRole('heading', { name: 'Packing' })).toBeInTheDocument();
    expect(within(preview).getByText('rain jacket').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
  });

  it('makes the slug from the title and shows a duplicate slug under the slug', async () => {
    const taken = postFixtures[0]!;
    server.use(...scenarios.refuse('blog_posts', 'blog_posts_slug_key'));
    const { user, form } = await renderNew();
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Gorillas & Chimps: 7 Days!');
    const slug = form.getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveValue('gorillas-and-chimps-7-days');
    await user.clear(slug);
    await user.type(slug, taken.slug);
    await user.click(form.getByRole('button', { name: 'Create post' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('This slug is already in use. Please choose another.'),
      ),
    );
  });

  it('explains a slug the database would refuse before sending it', async () => {
    const { user, form } = await renderNew();
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Gorillas');
    const slug = form.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'Not A Slug!');
    await user.click(form.getByRole('button', { name: 'Create post' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Use only lowercase letters, numbers and single hyphens'),
      ),
    );
  });
});
