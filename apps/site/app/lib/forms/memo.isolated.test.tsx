import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type * as Ui from '@tembo/ui';
import { UiTestProvider } from '@tembo/ui/test';
import { FormTextArea } from './FormTextArea.tsx';
import { FormTextField } from './FormTextField.tsx';

// Every render of the ui fields, counted (a file of its own: it mocks @tembo/ui, which every page
// imports): a bound field must skip the renders of its form that do
// not concern it, such as React Hook Form's own render right after the form mounts or hydrates.
const renders = vi.hoisted(() => ({ field: 0, area: 0 }));
vi.mock('@tembo/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    TextField: (props: Parameters<typeof ui.TextField>[0]) => {
      renders.field += 1;
      return ui.TextField(props);
    },
    TextArea: (props: Parameters<typeof ui.TextArea>[0]) => {
      renders.area += 1;
      return ui.TextArea(props);
    },
  };
});

function Form() {
  const form = useForm({ defaultValues: { name: '', message: '' } });
  const [renderCount, setRenderCount] = useState(0);
  return (
    <form>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextArea control={form.control} name="message" label="Message" />
      <button type="button" onClick={() => setRenderCount(renderCount + 1)}>
        Render the form again ({renderCount})
      </button>
    </form>
  );
}

describe('the bound form fields', () => {
  it('render again when their own field changes, not with every render of the form', async () => {
    render(<Form />, { wrapper: UiTestProvider });
    const settled = { ...renders };
    await userEvent.click(screen.getByRole('button', { name: /Render the form again/ }));
    expect(screen.getByRole('button', { name: 'Render the form again (1)' })).toBeVisible();
    expect(renders).toEqual(settled);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('A');
    expect(renders.field).toBeGreaterThan(settled.field);
    expect(renders.area).toBe(settled.area);
  });
});
