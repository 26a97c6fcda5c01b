import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'chimps{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('chimps');
  },
};

export const WithQuery: Story = {
  args: { defaultValue: 'gorilla trekking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const VisibleLabel: Story = { args: { hideLabel: false, label: 'Search the site' } };
