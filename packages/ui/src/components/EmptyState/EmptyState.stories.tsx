import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../Button/LinkButton.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  parameters: {
    docs: {
      description: {
        component:
          "The message a list shows when it has nothing to show, or could not load ('No packages found', 'Failed to load testimonials…').\n\n**Use it** in place of an empty list, with a heading level that fits the page. **Not for** a whole page that failed to render (ErrorFallback) or a passing confirmation (Toast).\n\n**Keyboard and screen readers:** `announce=\"alert\"` announces it at once (load errors), `status` politely, `none` (the default) not at all, for content that is simply empty on arrival.",
      },
    },
  },
  component: EmptyState,
  args: { title: 'No blog posts available at the moment.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPosts: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: 'No blog posts available at the moment.',
      }),
    ).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No safaris match these filters',
    description: 'Try another category, or tell us what you have in mind.',
    action: <LinkButton href="/contact">Contact Us</LinkButton>,
  },
};

export const LoadError: Story = {
  args: {
    title: 'Failed to load safari packages. Please try refreshing the page.',
    announce: 'alert',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load safari packages',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'Nothing here yet: our guides are still writing up this season’s gorilla-trekking diaries',
    description:
      'Supercalifragilisticexpialidocious-length-words-should-wrap-instead-of-overflowing-the-card. '.repeat(
        3,
      ),
  },
};
