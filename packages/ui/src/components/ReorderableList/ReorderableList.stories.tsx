import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { ReorderableList } from './ReorderableList.tsx';

function Highlights() {
  const [items, setItems] = useState([
    { id: 1, text: 'Gorilla trekking in Bwindi' },
    { id: 2, text: 'Boat safari on the Kazinga Channel' },
    { id: 3, text: 'Chimpanzees in Kibale Forest' },
  ]);
  return (
    <ReorderableList
      aria-label="Highlights"
      items={items}
      getKey={(item) => item.id}
      getTextValue={(item, index) => `Highlight ${index + 1}: ${item.text}`}
      onMove={(from, to) => {
        const next = [...items];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        setItems(next);
      }}
    >
      {(item, index) => (
        <TextField
          label={`Highlight ${index + 1}`}
          value={item.text}
          onChange={(text: string) =>
            setItems(items.map((other) => (other.id === item.id ? { ...other, text } : other)))
          }
        />
      )}
    </ReorderableList>
  );
}

const meta = {
  title: 'Forms/ReorderableList',
  parameters: {
    docs: {
      description: {
        component:
          'A list whose entries are put in order by dragging a handle, with a mouse, a finger or the keyboard (react-aria\'s drag and drop). Used in the admin for highlights, inclusions and itinerary days.\n\n**Use it** for an ordered list an editor arranges. **Not for** lists the visitor only reads.\n\n**Keyboard and screen readers:** Tab to an entry\'s handle ("Drag Highlight 2: …"), Enter picks it up, the arrow keys choose where it goes ("Insert between … and …"), Enter drops it and Escape puts it back; each step is announced. Keys typed in an entry\'s fields stay in the field.',
      },
    },
  },
  component: Highlights,
} satisfies Meta<typeof Highlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', {
      name: 'Drag Highlight 1: Gorilla trekking in Bwindi',
    });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: 'Insert between Highlight 1: Gorilla trekking in Bwindi and Highlight 2: Boat safari on the Kazinga Channel',
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Highlight 1' })).toHaveValue(
        'Boat safari on the Kazinga Channel',
      ),
    );
  },
};

/**
 * A press on the handle lands on the handle and focuses it (react-aria-components sets the drag
 * handle's `pointer-events` to none; the list's style takes it back).
 */
export const PointerPressOnHandle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', {
      name: 'Drag Highlight 2: Boat safari on the Kazinga Channel',
    });
    expect(getComputedStyle(handle).pointerEvents).toBe('auto');
    await userEvent.click(handle);
    await waitFor(() => expect(handle).toHaveFocus());
  },
};
