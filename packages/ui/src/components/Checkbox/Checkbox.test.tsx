import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by click and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Published</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Published' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('describes itself with help text and the error', () => {
    render(
      <Checkbox description="Shown on the home page." isInvalid errorMessage="Required.">
        Featured
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'Featured' })).toHaveAccessibleDescription(
      'Shown on the home page. Required.',
    );
  });
});
