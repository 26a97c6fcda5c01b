import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'gorilla', label: 'Gorilla trekking' },
  { value: 'wildlife', label: 'Wildlife safaris' },
];

describe('Select', { timeout: 20_000 }, () => {
  it('opens a listbox inside the theme and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Category" options={options} onChange={onChange} />, {
      wrapper: UiTestProvider,
    });
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest('.radix-themes')).not.toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Wildlife safaris' }));
    expect(onChange).toHaveBeenCalledWith('wildlife');
    expect(screen.getByRole('button', { name: /Wildlife safaris/ })).toBeInTheDocument();
  });

  it('shows its error', () => {
    render(
      <Select label="Category" options={options} isInvalid errorMessage="Choose a category." />,
      { wrapper: UiTestProvider },
    );
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
  });
});
