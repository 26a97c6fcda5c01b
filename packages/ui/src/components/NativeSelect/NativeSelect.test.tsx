import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect.tsx';

const options = [
  { value: 'gorilla', label: 'Gorilla trekking' },
  { value: 'wildlife', label: 'Wildlife safaris' },
];

describe('NativeSelect', () => {
  it('is a labelled select that reports the chosen value, and null for the placeholder', async () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Category" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveDisplayValue('Select an option');
    await userEvent.selectOptions(select, 'Wildlife safaris');
    expect(onChange).toHaveBeenLastCalledWith('wildlife');
    await userEvent.selectOptions(select, 'Select an option');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a controlled value, and its help and error tied to the select', () => {
    render(
      <NativeSelect
        label="Category"
        options={options}
        value="gorilla"
        placeholder="Any category"
        description="Pick the closest."
        isInvalid
        errorMessage="Choose a category."
        isRequired
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Category/ });
    expect(select).toHaveDisplayValue('Gorilla trekking');
    expect(screen.getByRole('option', { name: 'Any category' })).toHaveValue('');
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Pick the closest. Choose a category.');
  });
});
