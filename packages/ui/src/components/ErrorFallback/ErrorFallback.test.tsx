import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './ErrorFallback.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ErrorFallback', () => {
  it("shows the error texts and reloads the page on 'Refresh Page'", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ErrorFallback />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText(
        'We encountered an error while loading this content. Please try refreshing the page.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('calls a custom refresh action', async () => {
    const onRefresh = vi.fn();
    render(<ErrorFallback onRefresh={onRefresh} headingLevel={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
