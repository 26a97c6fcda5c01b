import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';

const meta = {
  title: 'Forms/FileDrop',
  parameters: {
    docs: {
      description: {
        component:
          "A labelled drop zone for images with a 'Choose image' button, used in the admin for package and post pictures. Wrong types and oversized files are refused with a message naming the file.\n\n**Use it** wherever an image is uploaded. **Not for** documents or other files (it accepts images only).\n\n**Keyboard and screen readers:** the 'Choose image' button opens the file chooser; the zone itself is a drop target named after the label (\"Package image: drop or paste an image here\") that keyboard users can paste into. Refusals are announced as alerts.",
      },
    },
  },
  component: FileDrop,
  args: { label: 'Package image', onSelect: fn() },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    // The zone's drop target is a tab stop of its own: it is read with the field's label.
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Package image: drop or paste an image here',
      }),
    ).toBeInTheDocument();
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'silverback.webp', { type: 'image/webp' }),
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(
      within(canvasElement).getByRole('list', { name: 'Chosen files' }),
    ).toHaveTextContent('silverback.webp');
  },
};

export const RejectedType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'brochure.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '“brochure.pdf” is not a JPEG, PNG, WebP or AVIF image.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { isInvalid: true, errorMessage: 'The upload failed. Please try again.' },
};

export const Disabled: Story = { args: { isDisabled: true } };
