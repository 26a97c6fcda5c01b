import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockTable, postFixtures } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from './admin-types.ts';
import { ContentForm } from './ContentForm.tsx';

setupMockServer();

async function renderNew() {
  const view = await renderWithSession(<ContentForm type={adminContentTypes.blog} />, {
    path: '/admin/blog/new',
  });
  const form = within(await screen.findByRole('form', { name: 'New blog post' }));
  return { ...view, form };
}

/** Types a whole 'YYYY-MM-DDTHH:mm' into a date-and-time input, as the browser's picker does. */
const setMoment = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('publish at and unpublish at', { timeout: 30_000 }, () => {
  it('are date-and-time inputs, and the editor says when the post will be live', async () => {
    const { user, form } = await renderNew();
    const publishAt = form.getByLabelText(/^Publish at/);
    const unpublishAt = form.getByLabelText(/^Unpublish at/);
    expect(publishAt).toHaveAttribute('type', 'datetime-local');
    expect(unpublishAt).toHaveAttribute('type', 'datetime-local');
    const status = form.getByText(/^Not on the site: this is a draft\./);

    await user.click(form.getByRole('checkbox', { name: /^Published/ }));
    expect(status).toHaveTextContent(
      'On the site. A change shows with the next build, about a minute after you save.',
    );

    setMoment(publishAt, '2099-03-01T08:30');
    await waitFor(() => expect(status.textContent).toMatch(/^Goes live on 1 Mar 2099 at 08:30/));
    setMoment(unpublishAt, '2099-04-01T18:00');
    await waitFor(() => expect(status.textContent).toMatch(/until 1 Apr 2099 at 18:00/));

    setMoment(publishAt, '2001-03-01T08:30');
    setMoment(unpublishAt, '2001-04-01T18:00');
    await waitFor(() => expect(status.textContent).toMatch(/^Off the site since 1 Apr 2001/));
  });

  it('refuse an unpublish time before the publish time, under Unpublish at', async () => {
    const { user, form } = await renderNew();
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Gorillas in the rain');
    setMoment(form.getByLabelText(/^Publish at/), '2099-03-01T08:30');
    const unpublishAt = form.getByLabelText(/^Unpublish at/);
    setMoment(unpublishAt, '2099-03-01T08:00');
    await user.click(form.getByRole('button', { name: 'Create post' }));
    await waitFor(() =>
      expect(unpublishAt).toHaveAccessibleDescription(
        expect.stringContaining('Choose an unpublish time after the publish time.'),
      ),
    );
    expect(mockTable('blog_posts')).toHaveLength(postFixtures.length);
  });

  it('store the moments as UTC times', async () => {
    const { user, form, router } = await renderNew();
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Written ahead');
    await user.click(form.getByRole('checkbox', { name: /^Published/ }));
    setMoment(form.getByLabelText(/^Publish at/), '2099-03-01T08:30');
    await user.click(form.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Post created.')).toBeInTheDocument();
    const stored = mockTable('blog_posts').find((post) => post.slug === 'written-ahead');
    expect(stored?.publish_at).toBe(new Date('2099-03-01T08:30').toISOString());
    expect(stored?.unpublish_at).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/blog\/edit\//));
  });
});
