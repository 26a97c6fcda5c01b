import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Pagination, pageWindow } from './Pagination.tsx';

const href = (page: number) => `/gallery?page=${page}`;

describe('Pagination', () => {
  it('links every page with the current one marked', async () => {
    const navigate = vi.fn();
    render(
      <UiTestProvider navigate={navigate}>
        <Pagination page={2} pageCount={3} hrefForPage={href} />
      </UiTestProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', href(1));
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(navigate).toHaveBeenCalledWith(href(3));
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={4} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).toBeInTheDocument();
    rerender(<Pagination page={4} pageCount={4} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={href} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('elides distant pages', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
