import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { StarRating } from './StarRating.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';

describe('StarRating', () => {
  it('reads "4 out of 5 stars" and fills four stars', () => {
    const { container } = render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('path[fill="currentColor"]')).toHaveLength(4);
  });

  it('says what it rates when labelled', () => {
    render(<StarRating value={4.5} label="Our rating" />);
    expect(screen.getByRole('img', { name: 'Our rating: 4.5 out of 5 stars' })).toBeInTheDocument();
  });
});

describe('StarRatingInput', () => {
  it('offers five radios named "1 star" to "5 stars" and reports the choice', async () => {
    const onChange = vi.fn();
    render(<StarRatingInput label="Your rating" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is operable with arrow keys', async () => {
    const onChange = vi.fn();
    render(<StarRatingInput label="Your rating" defaultValue={2} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('shows the required error next to the stars', () => {
    render(
      <StarRatingInput
        label="Your rating"
        isRequired
        isInvalid
        errorMessage="Please choose a rating from 1 to 5."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a rating from 1 to 5.');
  });

  it('blocks an unanswered required form with a message', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <StarRatingInput label="Your rating" name="rating" isRequired />
        <button type="submit">Submit</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StarRatingInput label="Your rating" description="1 is poor, 5 is excellent" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
