import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

function ConfirmDemo(props: Omit<ConfirmDialogProps, 'isOpen' | 'onCancel'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Ask</Button>
      <ConfirmDialog {...props} isOpen={isOpen} onCancel={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  parameters: {
    docs: {
      description: {
        component:
          'A question that must be answered before going on: deleting a record, leaving unsaved changes.\n\n**Use it** for a destructive or irreversible action. **Not for** information (a Toast), or anything that needs a form (a Sheet).\n\n**Keyboard and screen readers:** a WAI-ARIA `alertdialog`, announced with its title and message. Focus starts on the safe choice and stays inside; Escape cancels; a press outside does nothing (an answer is needed); on closing, focus returns to whatever opened it.',
      },
    },
  },
  component: ConfirmDemo,
  args: {
    title: 'Delete this safari package?',
    children: 'The safari package “Gorilla Trekking in Bwindi” will be deleted for good.',
    confirmLabel: 'Delete safari package',
    cancelLabel: 'Keep it',
    tone: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Portalled into the theme: the panel resolves the surface token; focus starts on "Keep it". */
export const Danger: Story = {
  play: async ({ args, globals }) => {
    await userEvent.click(page.getByRole('button', { name: 'Ask' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this safari package?' });
    await waitFor(() => expect(page.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await expect(getComputedStyle(dialog).backgroundColor).toBe(
      globals.theme === 'dark' ? 'rgb(25, 25, 24)' : 'rgb(255, 255, 255)',
    );
    await userEvent.click(page.getByRole('button', { name: 'Delete safari package' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LeaveUnsavedChanges: Story = {
  args: {
    title: 'Leave without saving?',
    children:
      'Your changes have not been saved. They stay in this browser as a draft, and the form offers them back when you return.',
    confirmLabel: 'Leave this page',
    cancelLabel: 'Stay and keep editing',
    tone: 'default',
  },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Ask' }));
    await page.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(page.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Pending: Story = {
  args: { confirmLabel: 'Deleting...' },
  render: (args) => <ConfirmDialog {...args} isOpen isPending onCancel={fn()} />,
  play: async () => {
    await expect(await page.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};
