import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { UiTestProvider } from '@tembo/ui/test';
import { TextListField } from './TextListField.tsx';

function Amenities() {
  const { control } = useForm<{ amenities: string[] }>({ defaultValues: { amenities: [] } });
  return <TextListField control={control} name="amenities" label="Amenities" itemLabel="Amenity" />;
}

describe('TextListField', () => {
  it('says an empty list has nothing yet, in plain English, until an entry is added', async () => {
    const user = userEvent.setup();
    render(<Amenities />, { wrapper: UiTestProvider });
    expect(screen.getByText('No amenity added yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Add/ }));
    expect(await screen.findByRole('textbox', { name: 'Amenity 1' })).toBeVisible();
    expect(screen.queryByText('No amenity added yet.')).not.toBeInTheDocument();
  });
});

function Highlights() {
  const { control, watch } = useForm<{ highlights: string[] }>({
    defaultValues: { highlights: ['Gorillas', 'Chimpanzees', 'Tree-climbing lions'] },
  });
  return (
    <>
      <TextListField control={control} name="highlights" label="Highlights" itemLabel="Highlight" />
      <output aria-label="Stored">{watch('highlights').join(' | ')}</output>
    </>
  );
}

describe('reordering a TextListField', () => {
  it('moves an entry by keyboard drag and drop, with no Up or Down buttons, and says where it went', async () => {
    const user = userEvent.setup();
    render(<Highlights />, { wrapper: UiTestProvider });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    screen.getByRole('button', { name: 'Drag Highlight 3: Tree-climbing lions' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Insert after Highlight 3: Tree-climbing lions' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(
      screen.getByRole('button', { name: 'Insert before Highlight 1: Gorillas' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' }).textContent).toBe(
        'Highlight moved to position 1 of 3.',
      ),
    );
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe(
      'Tree-climbing lions | Gorillas | Chimpanzees',
    );
    expect(screen.getByRole('textbox', { name: 'Highlight 1' })).toHaveValue('Tree-climbing lions');
  });
});
