import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './FileDrop.tsx';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

/** The hidden input behind 'Choose image'. */
const input = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileDrop', () => {
  it('accepts a JPEG chosen with the button', async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDrop label="Package image" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(input(container)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/avif',
    );
    await userEvent.upload(input(container), file('gorilla.jpg', 'image/jpeg'));
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ name: 'gorilla.jpg' })]);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('gorilla.jpg');
  });

  it("names its drop target after the field's label, not react-aria's 'DropZone'", () => {
    render(<FileDrop label="Package image" onSelect={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Package image: drop or paste an image here' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /DropZone/ })).toBeNull();
  });

  it('refuses other types and files over 5 MB with a message naming the file', async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDrop label="Package image" onSelect={onSelect} />);
    await userEvent.upload(input(container), file('notes.gif', 'image/gif'), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“notes.gif” is not a JPEG, PNG, WebP or AVIF image.',
    );
    await userEvent.upload(input(container), file('huge.png', 'image/png', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('“huge.png” is larger than 5 MB.');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows an error from the form', () => {
    render(<FileDrop label="Image" onSelect={() => {}} isInvalid errorMessage="Upload failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed.');
  });
});
