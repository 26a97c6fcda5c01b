import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  parameters: {
    docs: {
      description: {
        component:
          'Previous, numbered and next page links, with the first and last page always shown and gaps (…) in between.\n\n**Use it** under any list split into pages (gallery, blog, admin tables). `href` makes real links, so it works before the page\'s JavaScript has loaded. **Not for** moving between steps of a form.\n\n**Keyboard and screen readers:** a `<nav>` landmark (\'Pagination\' unless renamed); each number is a link named "Page 3", the current one marked `aria-current="page"`. On the first and last page, Previous and Next are shown disabled, not as links.',
      },
    },
  },
  component: Pagination,
  args: { page: 1, pageCount: 3, hrefForPage: (page: number) => `/gallery?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  },
};

export const MiddleOfMany: Story = {
  args: { page: 7, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement)
      .getAllByRole('link', { name: /^Page/ })
      .map((link) => link.textContent);
    await expect(pages).toEqual(['1', '6', '7', '8', '20']);
  },
};

export const LastPage: Story = { args: { page: 3 } };
