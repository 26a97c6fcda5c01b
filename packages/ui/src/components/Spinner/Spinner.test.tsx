import { render, screen } from '@testing-library/react';
import { axe } from 'vitest-axe';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it("announces 'Loading...' as a status by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('announces a custom label', () => {
    render(<Spinner label="Loading packages..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages...');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Spinner hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
