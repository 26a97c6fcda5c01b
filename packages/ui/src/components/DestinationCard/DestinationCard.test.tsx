import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DestinationCard } from './DestinationCard.tsx';

describe('DestinationCard', () => {
  it('shows the name, location and a View Details link described by the name', () => {
    render(<DestinationCard name="Kibale" href="/destinations/kibale" location="Western Uganda" />);
    expect(screen.getByText('Western Uganda')).toBeInTheDocument();
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAccessibleDescription(
      'Kibale',
    );
  });
});
