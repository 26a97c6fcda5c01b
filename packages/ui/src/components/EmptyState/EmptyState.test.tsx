import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the message as a heading at the given level', () => {
    render(<EmptyState title="No blog posts available at the moment." headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No blog posts available at the moment.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces load errors as alerts', () => {
    render(<EmptyState title="Unable to load blog posts at this time." announce="alert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load blog posts at this time.');
  });
});
