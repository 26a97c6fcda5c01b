import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('takes typed segments and reports an ISO date', async () => {
    const onChange = vi.fn();
    render(<DateField label="Travel date" onChange={onChange} />);
    const month = screen.getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.click(month);
    await userEvent.keyboard('07142027');
    expect(onChange).toHaveBeenLastCalledWith('2027-07-14');
    expect(screen.getByRole('group', { name: 'Travel date' })).toBeInTheDocument();
  });

  it('shows an ISO value and its error', () => {
    render(
      <DateField
        label="Travel date"
        value="2027-01-05"
        isInvalid
        errorMessage="Choose a date in the future."
      />,
    );
    expect(screen.getByText('Choose a date in the future.')).toBeInTheDocument();
    const segments = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
    expect(segments).toEqual(['1', '5', '2027']);
  });
});
