import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@tembo/data/admin';
import { packageFixtures, scenarios } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { adminContentTypes } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';

setupMockServer();

const existing = packageFixtures[0]!;

async function renderNew() {
  const view = await renderWithSession(<ContentForm type={adminContentTypes.packages} />, {
    path: '/admin/packages/new',
  });
  const form = await screen.findByRole('form', { name: 'New package' });
  return { ...view, form: within(form) };
}

async function fillValid(view: Awaited<ReturnType<typeof renderNew>>, slug?: string) {
  const { user, form } = view;
  await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Sipi Falls and Mount Elgon');
  if (slug) {
    await user.clear(form.getByRole('textbox', { name: /^Slug/ }));
    await user.type(form.getByRole('textbox', { name: /^Slug/ }), slug);
  }
  await user.click(form.getByRole('button', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Wildlife Safaris' }));
  await user.type(form.getByRole('textbox', { name: /^Price per person/ }), '980');
  await user.type(form.getByRole('textbox', { name: /^Number of days/ }), '3');
  await user.tab();
}

// Typing into many fields is slow in jsdom on a loaded machine.
describe('the package form', { timeout: 30_000 }, () => {
  it('puts each problem next to its field and focuses the first', async () => {
    const { user, form } = await renderNew();
    await user.click(form.getByRole('button', { name: 'Create package' }));

    const title = form.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Please enter a title.'));
    expect(title).toHaveFocus();
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a slug.'),
    );
    expect(form.getByRole('textbox', { name: /^Number of days/ })).toHaveAccessibleDescription(
      expect.stringContaining('The number of days must be a whole number between 1 and 60.'),
    );
    expect(form.getByText('Please choose a category.')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  });

  it('asks for the length once, as the number of days (the database writes the duration text)', async () => {
    const { form } = await renderNew();
    expect(form.getByRole('textbox', { name: /^Number of days/ })).toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: /Duration/ })).toBeNull();
  });

  it('shows a price in whole dollars like the public pages ($1,250, not $1,250.00)', async () => {
    const { user, form } = await renderNew();
    const price = form.getByRole('textbox', { name: /^Price per person/ });
    await user.type(price, '1250');
    await user.tab();
    expect(price).toHaveValue('$1,250');
  });

  it('keeps the numbers within the bounds of the table, read from its declared limits', async () => {
    const { user, form } = await renderNew();
    const days = form.getByRole('textbox', { name: /^Number of days/ });
    await user.type(days, '99');
    const price = form.getByRole('textbox', { name: /^Price per person/ });
    await user.type(price, '2500000');
    await user.tab();
    expect(days).toHaveValue(String(adminContentTypes.packages.limits['days']?.max));
    expect(days).toHaveValue('60');
    expect(price).toHaveValue('$1,000,000');
  });

  it('makes the slug from the title until the slug is edited by hand', async () => {
    const { user, form } = await renderNew();
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Gorillas & Chimps: 7 Days!');
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('gorillas-and-chimps-7-days');
    await user.clear(form.getByRole('textbox', { name: /^Slug/ }));
    await user.type(form.getByRole('textbox', { name: /^Slug/ }), 'primates-week');
    await user.type(form.getByRole('textbox', { name: /^Title/ }), ' in Uganda');
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('primates-week');
  });

  it('previews only an http(s) address or a site path, and says why not next to the field', async () => {
    const { user, form } = await renderNew();
    const address = form.getByRole('textbox', { name: /^Package image address/ });
    const preview = (src: string) => document.querySelector(`img[src="${src}"]`);
    const rule = fieldMessages.imageUrlFormat;

    // The address is under "Advanced". Addresses are pasted, mostly; typing them is slow in jsdom.
    await user.click(form.getByText('Advanced'));
    await user.click(address);
    await user.paste('ftp://files.example.com/gorilla.jpg');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(preview('ftp://files.example.com/gorilla.jpg')).toBeNull();
    expect(address).toHaveValue('ftp://files.example.com/gorilla.jpg');

    // Half-typed, "http" may still become an address: no message yet.
    await user.clear(address);
    await user.type(address, 'http');
    expect(address).not.toHaveAccessibleDescription(expect.stringContaining(rule));
    await user.paste('s://cdn.example.com/gorilla.jpg');
    expect(address).not.toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(preview('https://cdn.example.com/gorilla.jpg')).not.toBeNull();

    await user.clear(address);
    await user.paste('/images/seed/kidepo-giraffes-1280.webp');
    expect(preview('/images/seed/kidepo-giraffes-1280.webp')).not.toBeNull();
  });

  it('asks for alt text or the decorative choice when there is an image', async () => {
    const view = await renderNew();
    const { user, form } = view;
    await fillValid(view);
    await user.click(form.getByText('Advanced'));
    await user.click(form.getByRole('textbox', { name: /^Package image address/ }));
    await user.paste('/images/seed/kidepo-giraffes-1280.webp');
    await user.click(form.getByRole('button', { name: 'Create package' }));
    expect(await form.findByText(fieldMessages.imageAltOrDecorative)).toBeInTheDocument();
    // The admin suggests nothing: the description stays empty until someone types it.
    expect(form.getByRole('textbox', { name: /^Image description/ })).toHaveValue('');
    await user.click(form.getByRole('checkbox', { name: /^Decorative/ }));
    await user.click(form.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package created.')).toBeInTheDocument();
  });

  it('shows the database refusing an undescribed published image under the description', async () => {
    server.use(...scenarios.refuse('packages', 'packages_image_alt_required'));
    const view = await renderNew();
    await fillValid(view);
    await view.user.click(view.form.getByRole('button', { name: 'Create package' }));
    const alt = view.form.getByRole('textbox', { name: /^Image description/ });
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription(
        expect.stringContaining(fieldMessages.imageAltOrDecorative),
      ),
    );
  });

  it('moves the focal point on the preview with the arrow keys (a click is tested end to end)', async () => {
    const view = await renderNew();
    const { user, form } = view;
    await user.click(form.getByText('Advanced'));
    await user.click(form.getByRole('textbox', { name: /^Package image address/ }));
    await user.paste('/images/seed/kidepo-giraffes-1280.webp');
    const focal = form.getByRole('button', { name: /^Package image focal point/ });
    expect(focal).toHaveAccessibleName(
      'Package image focal point: 50 % from the left, 50 % from the top',
    );
    focal.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}');
    expect(focal).toHaveAccessibleName(
      'Package image focal point: 40 % from the left, 49 % from the top',
    );
    await user.keyboard('{Home}');
    expect(focal).toHaveAccessibleName(
      'Package image focal point: 50 % from the left, 50 % from the top',
    );
  });

  it('shows the database refusing a duplicate slug under the slug, as a sentence', async () => {
    server.use(...scenarios.refuse('packages', 'packages_slug_key'));
    const view = await renderNew();
    await fillValid(view, existing.slug);
    await view.user.click(view.form.getByRole('button', { name: 'Create package' }));
    const slug = view.form.getByRole('textbox', { name: /^Slug/ });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('This slug is already in use. Please choose another.'),
      ),
    );
    expect(slug).toHaveFocus();
    expect(await screen.findByText('Please correct the highlighted field.')).toBeInTheDocument();
  });

  it('says in plain words when the database refuses the save', async () => {
    server.use(...scenarios.error(403, 'packages'));
    const view = await renderNew();
    await fillValid(view);
    await view.user.click(view.form.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('The changes were not saved.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
  });

  it('disables saving while it saves, then opens the new package', async () => {
    // The save is held until the test has seen the disabled button, however slow the machine.
    let release = () => {};
    server.use(...scenarios.held(new Promise<void>((resolve) => (release = resolve)), 'packages'));
    const view = await renderNew();
    await fillValid(view);
    await view.user.click(view.form.getByRole('button', { name: 'Create package' }));
    expect(await view.form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Package created.')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(
        /^\/admin\/packages\/edit\/[0-9a-f-]{36}$/,
      ),
    );
  });

  it('adds, reorders (keyboard drag and drop) and removes highlights', async () => {
    const { user, form } = await renderNew();
    const highlight = (n: number) => form.getByRole('textbox', { name: `Highlight ${n}` });
    await user.click(form.getByRole('button', { name: 'Add highlight' }));
    await user.click(highlight(1));
    await user.paste('Gorillas');
    await user.click(form.getByRole('button', { name: 'Add highlight' }));
    await user.click(highlight(2));
    await user.paste('Chimps');
    form.getByRole('button', { name: 'Drag Highlight 2: Chimps' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Insert after Highlight 2: Chimps' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(highlight(1)).toHaveValue('Chimps'));
    expect(highlight(2)).toHaveValue('Gorillas');
    await user.click(form.getByRole('button', { name: 'Remove highlight 1' }));
    expect(highlight(1)).toHaveValue('Gorillas');
    expect(form.queryByRole('textbox', { name: 'Highlight 2' })).toBeNull();
  });
});
