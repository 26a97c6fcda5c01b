import { render, screen } from '@testing-library/react';
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
