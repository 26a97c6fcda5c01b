import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  parameters: {
    docs: {
      description: {
        component:
          "Tabs that switch between panels of one view (the admin's post text and preview).\n\n**Use it** for alternative views of the same thing. **Not for** navigation between pages (links) or steps that must be done in order.\n\n**Keyboard and screen readers:** the WAI-ARIA tabs pattern: the tab list is one Tab stop, ← and → move between tabs, Tab moves into the panel. Every panel stays mounted (hidden when not selected), so form fields inside keep their values.",
      },
    },
  },
  component: Tabs,
  args: {
    'aria-label': 'Post text',
    tabs: [
      {
        id: 'write',
        title: 'Write',
        content: <p>Write the post here, in markdown.</p>,
      },
      {
        id: 'preview',
        title: 'Preview',
        content: <p>The post as visitors will see it.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected tab is underlined in the brand orange (a token that resolves in the theme). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = canvas.getByRole('tab', { name: 'Write' });
    await expect(getComputedStyle(write).borderBottomColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('The post as visitors will see it.')).toBeVisible();
    await expect(canvas.getByText('Write the post here, in markdown.')).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
