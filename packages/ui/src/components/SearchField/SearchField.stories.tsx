import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Forms/SearchField',
  parameters: {
    docs: {
      description: {
        component:
          'The site search: a search form that works as a plain GET before the page\'s JavaScript loads, with a clear button and a submit button.\n\n**Use it** in the Header (it is there already) or at the top of a search results page. **Not for** filtering a list in place (a TextField).\n\n**Keyboard and screen readers:** a `role="search"` landmark with a labelled search input; Enter searches, Escape clears the input, and so does the clear button.',
      },
    },
  },
  component: SearchField,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clear button appears with the first character (CSS alone) and Enter searches. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Hidden by CSS, so it has no accessible name to find it by while the field is empty.
    const clear = canvasElement.querySelector('button[aria-label="Clear search"]');
    await expect(clear).not.toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'chimps');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('chimps');
  },
};

/** The clear button empties the field and leaves focus in it; Escape does the same. */
export const WithQuery: Story = {
  args: { defaultValue: 'gorilla trekking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(clear).not.toBeVisible();
    await userEvent.type(field, 'rhino');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
  },
};

export const VisibleLabel: Story = { args: { hideLabel: false, label: 'Search the site' } };
