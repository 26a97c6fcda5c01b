import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('prerenders a textarea without a type attribute, which HTML does not allow on it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TextArea label="Message" isRequired />);
    const textarea = container.querySelector('textarea');
    expect(textarea).not.toBeNull();
    expect(textarea!.hasAttribute('type')).toBe(false);
    expect(textarea).toHaveAttribute('required');
  });

  it('keeps its label, its ref and its changes once mounted', async () => {
    const onChange = vi.fn();
    let element: HTMLTextAreaElement | null = null;
    render(
      <TextArea
        label="Message"
        onChange={onChange}
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toBe(element);
    expect(field.hasAttribute('type')).toBe(false);
    await userEvent.type(field, 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });
});
