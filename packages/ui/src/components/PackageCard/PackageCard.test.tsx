import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatUsd } from './format-usd.ts';
import { PackageCard } from './PackageCard.tsx';

describe('PackageCard', () => {
  it('shows price in USD without cents, the first two highlights and View Details', () => {
    render(
      <PackageCard
        title="Gorilla Trek"
        href="/safaris/1"
        image={{ src: '/g.jpg' }}
        duration="3 days"
        priceUsd={1250}
        highlights={['One', 'Two', 'Three']}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Gorilla Trek' })).toBeInTheDocument();
    expect(screen.getByText('$1,250')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('img', { name: 'Gorilla Trek' })).toHaveAttribute('src', '/g.jpg');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/safaris/1',
    );
  });

  it("says 'No image available' without a picture", () => {
    render(<PackageCard title="Trek" href="/safaris/1" duration="1 day" priceUsd={90} />);
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads its picture lazily, or first when it is the page’s largest', () => {
    const { rerender } = render(
      <PackageCard
        title="Trek"
        href="/safaris/1"
        duration="1 day"
        priceUsd={90}
        image={{ src: '/a.webp', alt: 'A' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
    rerender(
      <PackageCard
        title="Trek"
        href="/safaris/1"
        duration="1 day"
        priceUsd={90}
        image={{ src: '/a.webp', alt: 'A', priority: true }}
      />,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('formats whole dollars with grouping', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(999.6)).toBe('$1,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('writes every price as Intl.NumberFormat would, without making one on the page', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const amounts = [
      0,
      -0,
      0.4,
      0.5,
      1.5,
      2.5,
      9.49,
      999,
      999.5,
      1000,
      12_345.5,
      999_999,
      1_000_000,
      -0.4,
      -1250,
      -2.5,
      2 ** 53,
      1e21,
      Number.NaN,
      Infinity,
      -Infinity,
    ];
    for (let n = 1; n < 1e16; n *= 7) amounts.push(n, n + 0.5, n - 0.5);
    const made = vi.spyOn(Intl, 'NumberFormat');
    const written = amounts.map((amount) => formatUsd(amount));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    amounts.forEach((amount, index) => {
      expect(written[index], String(amount)).toBe(intl.format(amount));
    });
  });
});
