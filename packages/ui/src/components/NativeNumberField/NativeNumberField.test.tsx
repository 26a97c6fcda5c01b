import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeNumberField } from './NativeNumberField.tsx';

describe('NativeNumberField', () => {
  it('is a labelled number input that reports numbers, and null when emptied', async () => {
    const onChange = vi.fn();
    render(<NativeNumberField label="Adults" defaultValue={2} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('steps with − and + within its bounds, starting an empty field from the lower bound', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <NativeNumberField
          label="Adults"
          value={value}
          onChange={setValue}
          minValue={1}
          maxValue={3}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    const increase = screen.getByRole('button', { name: 'Increase Adults' });
    await userEvent.click(increase);
    expect(input).toHaveValue(1);
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(input).toHaveValue(3);
    expect(increase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Adults' }));
    expect(input).toHaveValue(2);
    expect(increase).toBeEnabled();
  });

  it('never steps an empty field below its minimum, and steps decimals exactly', async () => {
    const onChange = vi.fn();
    render(
      <>
        <NativeNumberField label="Adults" minValue={1} onChange={onChange} />
        <NativeNumberField label="Hours" defaultValue={0.1} step={0.1} onChange={onChange} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Adults' }));
    expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Hours' }));
    expect(onChange).toHaveBeenLastCalledWith(0.3);
  });

  it('leaves a controlled value to its owner: a refused step shows no other number', async () => {
    const onChange = vi.fn();
    render(<NativeNumberField label="Adults" value={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Adults' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveValue(5);
  });

  it('keeps the buttons out of the tab order, and ties help and error to the input', async () => {
    render(
      <>
        <NativeNumberField
          label="Children"
          value={60}
          description="Under 12."
          isInvalid
          errorMessage="Between 0 and 50, please."
          isRequired
        />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('spinbutton', { name: /^Children/ });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Under 12. Between 0 and 50, please.');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('passes the input to a ref and disables everything when disabled', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<NativeNumberField label="Adults" ref={ref} isDisabled defaultValue={1} />);
    expect(ref.current).toBe(screen.getByRole('spinbutton'));
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
