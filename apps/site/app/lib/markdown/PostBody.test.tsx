import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown.tsx';
import { PostBody } from './PostBody.tsx';

const post = '## The hour with the gorillas\n\nSee [our safaris](/safaris) and **pack light**.';
const edited = `${post}\n\n## Added after the build\n\nNew text.`;

/** The page as the build wrote it: the lazily loaded renderer inside its Suspense boundary. */
function prerendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense>
      <Markdown>{markdown}</Markdown>
    </Suspense>,
  );
  document.body.append(container);
  return container;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.dataset.hydrated = '';
});

describe('PostBody', () => {
  it('hydrates a prerendered post from its own HTML, without a mismatch', async () => {
    delete document.documentElement.dataset.hydrated;
    const container = prerendered(post);
    const before = container.innerHTML;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PostBody>{post}</PostBody>, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    const body = within(container);
    expect(
      body.getByRole('heading', { level: 2, name: 'The hour with the gorillas' }),
    ).toBeVisible();
    expect(body.getByRole('link', { name: 'our safaris' })).toHaveAttribute('href', '/safaris');
  });

  it('renders the new text when the post changed after the build', async () => {
    delete document.documentElement.dataset.hydrated;
    const container = prerendered(post);
    await act(async () => {
      root = hydrateRoot(container, <PostBody>{post}</PostBody>);
    });
    document.documentElement.dataset.hydrated = '';
    await act(async () => root!.render(<PostBody>{edited}</PostBody>));
    const body = within(container);
    expect(
      await body.findByRole('heading', { level: 2, name: 'Added after the build' }),
    ).toBeVisible();
    expect(
      body.getByRole('heading', { level: 2, name: 'The hour with the gorillas' }),
    ).toBeVisible();
    expect(container.querySelectorAll('[data-markdown]')).toHaveLength(1);
  });

  it('renders the markdown after a client-side navigation', async () => {
    // Another post's body is still on screen: it must not be taken for this one.
    prerendered(edited);
    render(<PostBody>{post}</PostBody>);
    const headings = await screen.findAllByRole('heading', {
      level: 2,
      name: 'The hour with the gorillas',
    });
    expect(headings).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Added after the build' })).toHaveLength(1);
  });
});
