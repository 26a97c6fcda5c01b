import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccommodationCard } from './AccommodationCard.tsx';

describe('AccommodationCard', () => {
  it('joins the kind and location and links to the place', () => {
    render(
      <AccommodationCard
        name="Lodge"
        href="/accommodations/1"
        category="Tented camp"
        location="Murchison Falls"
        image={{ src: '/l.jpg' }}
      />,
    );
    expect(screen.getByText('Tented camp · Murchison Falls')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lodge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/accommodations/1',
    );
  });
});
