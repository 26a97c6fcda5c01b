import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('is a search landmark whose form GETs /search?q= without JavaScript', () => {
    render(<SearchField />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
  });

  it('hands the trimmed query to onSubmit on Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), '  gorilla  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('gorilla');
  });

  it('ignores an empty search', async () => {
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears with Escape and exposes the input for a focus shortcut', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField defaultValue="lions" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
