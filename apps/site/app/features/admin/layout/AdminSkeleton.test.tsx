import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSkeleton } from '../../../lib/layout/AdminSkeleton.tsx';
import { ContentSkeleton } from './AdminSkeleton.tsx';

// A live region is announced by its text; a name alone (aria-label) is never read out.
describe('the admin loading placeholders', () => {
  it('tell screen reader users the admin area is loading', () => {
    render(<AdminSkeleton />);
    const status = screen.getByRole('status', { name: 'Loading the admin area' });
    expect(status.textContent).toBe('Loading...');
  });

  it('say what a page is loading', () => {
    render(<ContentSkeleton label="Loading the enquiries" />);
    expect(screen.getByRole('status', { name: 'Loading the enquiries' }).textContent).toBe(
      'Loading the enquiries',
    );
  });

  it("say 'Loading...' by default", () => {
    render(<ContentSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading...' }).textContent).toBe('Loading...');
  });
});
