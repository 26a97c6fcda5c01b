import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Navigation/SkipLink',
  parameters: {
    docs: {
      description: {
        component:
          "The first focusable element of every page: hidden until focused, 'Skip to main content' moves keyboard focus to the main landmark.\n\n**Use it** once per page layout, first in the body. **Not for** links within the page's content.\n\n**Keyboard and screen readers:** the first Tab on a page shows it; Enter moves focus (not just the scroll position) to `<main>`. It works without JavaScript as a plain fragment link.",
      },
    },
  },
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#about">About</a>
      </nav>
      <main id="main">
        <h1>Gorilla trekking</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const MovesFocusToMain: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('main')).toHaveFocus();
  },
};
