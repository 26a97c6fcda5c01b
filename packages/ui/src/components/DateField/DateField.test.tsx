import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('is a labelled date input that reports an ISO date, and null once cleared', async () => {
    const onChange = vi.fn();
    render(<DateField label="Travel date" onChange={onChange} minValue="2027-01-01" />);
    const input = screen.getByLabelText('Travel date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2027-01-01');
    await userEvent.type(input, '2027-07-14');
    expect(onChange).toHaveBeenLastCalledWith('2027-07-14');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows an ISO value, and its help and error tied to the input', () => {
    render(
      <DateField
        label="Travel date"
        value="2027-01-05"
        description="The day you land."
        isInvalid
        errorMessage="Choose a date in the future."
        isRequired
      />,
    );
    const input = screen.getByLabelText(/^Travel date/);
    expect(input).toHaveValue('2027-01-05');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('The day you land. Choose a date in the future.');
  });

  it('takes a date and a time with granularity minute', () => {
    const onChange = vi.fn();
    render(
      <DateField
        label="Publish at"
        granularity="minute"
        value="2027-03-01T08:30"
        minValue="2027-01-01T00:00"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Publish at');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue('2027-03-01T08:30');
    expect(input).toHaveAttribute('min', '2027-01-01T00:00');
  });

  it('says nothing of an error while the field is valid', () => {
    render(<DateField label="Travel date" errorMessage="Choose a date in the future." />);
    expect(screen.queryByText('Choose a date in the future.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Travel date')).not.toHaveAttribute('aria-invalid');
  });
});
