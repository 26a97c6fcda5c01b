import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';

/** Records the next form submission and stops it (jsdom cannot navigate). */
function catchSubmit() {
  const submitted: { stoppedBefore: boolean }[] = [];
  const listener = (event: Event) => {
    submitted.push({ stoppedBefore: event.defaultPrevented });
    event.preventDefault();
  };
  // On the document, so React's own handler (on the root) has run first.
  document.addEventListener('submit', listener);
  return {
    submitted,
    /** Whether the form would have navigated (nothing stopped the submission before us). */
    navigated: () => submitted.some((submission) => !submission.stoppedBefore),
    stop: () => document.removeEventListener('submit', listener),
  };
}

describe('SearchField', () => {
  let submissions: ReturnType<typeof catchSubmit> | undefined;
  afterEach(() => submissions?.stop());

  it('is a search landmark whose form GETs /search?q= without JavaScript', () => {
    render(<SearchField />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
  });

  it('names the field by a visible label when asked', () => {
    render(<SearchField label="Search the site" hideLabel={false} />);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    expect(screen.getByText('Search the site').tagName).toBe('LABEL');
  });

  it('hands the trimmed query to onSubmit on Enter, without navigating', async () => {
    submissions = catchSubmit();
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), '  gorilla  {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('gorilla');
    expect(submissions.submitted).toHaveLength(1);
    expect(submissions.navigated()).toBe(false);
  });

  it('ignores an empty or blank search', async () => {
    submissions = catchSubmit();
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submissions.navigated()).toBe(false);
  });

  it('submits the form as a GET with the query when no onSubmit is given', async () => {
    submissions = catchSubmit();
    render(<SearchField action="/find" name="term" />);
    await userEvent.type(screen.getByRole('searchbox'), 'leopard');
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(submissions.navigated()).toBe(true);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(new FormData(form).get('term')).toBe('leopard');
    expect(form).toHaveAttribute('action', '/find');
  });

  it('clears with the clear button and leaves focus in the field', async () => {
    render(<SearchField defaultValue="gorilla trekking" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const field = screen.getByRole('searchbox');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('keeps the clear button out of the Tab order (Escape clears from the field)', async () => {
    render(<SearchField defaultValue="lions" />);
    await userEvent.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit search' })).toHaveFocus();
  });

  it('clears with Escape and keeps that Escape from closing what is around it', async () => {
    const ref = createRef<HTMLInputElement>();
    const aroundKeyDown = vi.fn();
    render(
      // A stand-in for the mobile menu's dialog, which closes on Escape.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => aroundKeyDown(event.key)}>
        <SearchField defaultValue="lions" ref={ref} />
      </div>,
    );
    ref.current?.focus();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(aroundKeyDown).not.toHaveBeenCalled();
    // An empty field lets Escape through.
    await userEvent.keyboard('{Escape}');
    expect(aroundKeyDown).toHaveBeenCalledExactlyOnceWith('Escape');
  });

  it('keeps what was typed before hydration, and submits it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<SearchField />);
    const prerendered = container.querySelector('input')!;
    // The visitor types into the prerendered field before the page's code has run.
    prerendered.value = 'serengeti';
    const onSubmit = vi.fn();
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <SearchField onSubmit={onSubmit} />, { onRecoverableError }),
    );
    const field = screen.getByRole('searchbox');
    expect(field).toBe(prerendered);
    expect(field).toHaveValue('serengeti');
    await userEvent.type(field, '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('serengeti');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('does not replace typed text when its defaultValue changes', async () => {
    const { rerender } = render(<SearchField defaultValue="" />);
    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    rerender(<SearchField defaultValue="lion" />);
    expect(screen.getByRole('searchbox')).toHaveValue('zebra');
  });
});

describe('SearchField landmark', () => {
  it('names its search landmark when given a name, so two on a page differ', () => {
    render(
      <>
        <SearchField landmarkLabel="Site search" />
        <SearchField label="Search the site" />
      </>,
    );
    expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });
});
