import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField.tsx';

describe('NumberField', () => {
  it('steps with the buttons and arrow keys within its bounds', async () => {
    const onChange = vi.fn();
    render(
      <NumberField
        label="Travellers"
        defaultValue={1}
        minValue={1}
        maxValue={3}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Travellers' });
    await userEvent.click(screen.getByRole('button', { name: /^Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeDisabled();
  });

  it('formats prices in USD', () => {
    render(
      <NumberField
        label="Price"
        defaultValue={1250}
        formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('$1,250');
  });
});
