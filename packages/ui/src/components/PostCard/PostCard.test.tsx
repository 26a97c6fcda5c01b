import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostCard } from './PostCard.tsx';

describe('PostCard', () => {
  it('shows the date, title, excerpt and Read More', () => {
    render(
      <PostCard
        title="Packing list"
        href="/blog/packing"
        date="2026-01-05T10:00:00Z"
        excerpt="Bring gloves."
        image={{ src: '/p.jpg', alt: 'A backpack' }}
      />,
    );
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A backpack' })).toBeInTheDocument();
    expect(screen.getByText('Bring gloves.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More: Packing list' })).toHaveAttribute(
      'href',
      '/blog/packing',
    );
  });

  it('writes the date as the page asks, keeping the machine-readable one', () => {
    render(
      <PostCard
        title="Packing list"
        href="/blog/packing"
        date="2026-01-05T10:00:00Z"
        dateText="5 Jan 2026"
        excerpt="Bring gloves."
      />,
    );
    expect(screen.getByText('5 Jan 2026')).toHaveAttribute('datetime', '2026-01-05T10:00:00Z');
  });

  it("says 'No image' without a picture", () => {
    render(<PostCard title="T" href="/blog/t" date="2026-01-05" excerpt="E" />);
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
