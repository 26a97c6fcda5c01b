/** The gallery on a slow connection: a photo pressed before the lightbox's code has arrived. */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderRoute, setupMockServer } from '../test/render-route.tsx';
import * as gallery from './gallery.tsx';

const lightboxCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

// The lightbox module arrives only when the test lets it, like a download on a slow phone.
vi.mock('../features/gallery/GalleryLightbox.tsx', async (importOriginal) => {
  await lightboxCode.arrived;
  return importOriginal();
});

setupMockServer();

it('shows that the pressed photo is opening until the lightbox arrives, then opens it', async () => {
  const { user } = renderRoute(gallery, '/gallery');
  const [first] = await screen.findAllByRole('button', { name: /^Open .* larger$/ });
  await user.click(first!);
  expect(first).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Opening photo…');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  lightboxCode.arrive();
  expect(await screen.findByRole('dialog', { name: 'Image 1 of 12' })).toBeVisible();
  await waitFor(() => expect(first).not.toHaveAttribute('aria-busy'));
  expect(screen.queryByText('Opening photo…')).not.toBeInTheDocument();
});
