import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('wires label, description and error to the input', async () => {
    const { container } = render(
      <TextField
        label="Email"
        type="email"
        description="We reply within a day."
        isInvalid
        errorMessage="Please enter a valid email address."
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We reply within a day. Please enter a valid email address.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reports typing as plain strings', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo');
    expect(onChange).toHaveBeenLastCalledWith('Jo');
  });

  it("shows the browser's message for a required field left empty", async () => {
    render(
      <form>
        <TextField label="Name" name="name" isRequired />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validationMessage).not.toBe('');
    expect(input).toHaveAccessibleDescription(input.validationMessage);
    // The first field the browser refused takes focus, as its own bubble would have.
    expect(input).toHaveFocus();
    await userEvent.type(input, 'Jo');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it("gives the owner's error message precedence over the browser's", async () => {
    render(
      <form>
        <TextField
          label="Email"
          type="email"
          isRequired
          isInvalid
          errorMessage="Enter your email."
        />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email.',
    );
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line box with the given rows', () => {
    render(<TextArea label="Message" rows={8} defaultValue="Hello" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '8');
    expect(box).toHaveValue('Hello');
  });
});
