import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

setupMockServer();

const stored = '/images/seed/kidepo-giraffes-1280.webp';

function Harness({ image }: { image: string }) {
  const { control, watch } = useForm<{ image_url: string; focal_x: number; focal_y: number }>({
    defaultValues: { image_url: image, focal_x: 0.5, focal_y: 0.5 },
  });
  return (
    <>
      <ImageUploadField
        control={control}
        name="image_url"
        label="Package image"
        folder="packages"
        focal={{ x: 'focal_x', y: 'focal_y' }}
      />
      <output aria-label="Stored">{watch('image_url')}</output>
    </>
  );
}

async function renderField(image: string) {
  const view = await renderWithSession(<Harness image={image} />, { path: '/admin/packages/new' });
  const group = await screen.findByRole('group', { name: 'Package image' });
  return { ...view, field: within(group) };
}

const addressBox = () => screen.getByLabelText(/^Package image address/);

describe('the image field', () => {
  it('shows the picture with Replace and Remove, and keeps the address under "Advanced"', async () => {
    const { user, field, container } = await renderField(stored);
    expect(container.querySelector(`img[src="${stored}"]`)).not.toBeNull();
    expect(field.getByRole('button', { name: 'Replace image' })).toBeVisible();
    expect(field.getByRole('button', { name: 'Remove image' })).toBeVisible();
    // No upload zone while there is a picture, until "Replace image".
    expect(field.queryByRole('button', { name: 'Choose image' })).toBeNull();

    const advanced = addressBox().closest('details')!;
    expect(advanced).not.toHaveAttribute('open');
    expect(within(advanced).getByText('Advanced')).toBeVisible();
    await user.click(within(advanced).getByText('Advanced'));
    expect(advanced).toHaveAttribute('open');
    expect(addressBox()).toHaveValue(stored);

    expect(await axe(container)).toHaveNoViolations();
  });

  it('"Replace image" opens the picker and focuses it; "Remove image" empties the field', async () => {
    const { user, field } = await renderField(stored);
    await user.click(field.getByRole('button', { name: 'Replace image' }));
    await waitFor(() => expect(field.getByRole('button', { name: 'Choose image' })).toHaveFocus());
    await user.click(field.getByRole('button', { name: 'Keep this image' }));
    expect(field.queryByRole('button', { name: 'Choose image' })).toBeNull();

    await user.click(field.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe('');
    expect(document.querySelector('img')).toBeNull();
    expect(field.getByRole('button', { name: 'Choose image' })).toBeVisible();
  });

  it('opens "Advanced" by itself when the address is wrong', async () => {
    await renderField('ftp://files.example.com/gorilla.jpg');
    const advanced = addressBox().closest('details')!;
    await waitFor(() => expect(advanced).toHaveAttribute('open'));
    expect(addressBox()).toHaveAccessibleDescription(expect.stringContaining('https://'));
  });
});
