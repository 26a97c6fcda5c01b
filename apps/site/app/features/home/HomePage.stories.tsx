import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { packageFixtures, postFixtures } from '@tembo/data/mocks';
import * as home from '../../routes/home.tsx';
import { SitePage, mockBackend } from '../../test/page-story.tsx';

/**
 * The home page as a visitor sees it, its five sections read from the data layer's mocks by the
 * route's own clientLoader (docs/architecture.md#page-stories).
 */
const meta = {
  title: 'Pages/Home',
  // The page, header and footer included, fills the frame as it fills the browser window.
  parameters: { layout: 'fullscreen' },
  // No docs page: it would nest the site's landmarks in Storybook's docs page.
  tags: ['!autodocs'],
  beforeEach: mockBackend,
  render: () => <SitePage module={home} pattern="/" inDataLayout={false} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const featured = packageFixtures.find((pkg) => pkg.published)!;
const post = postFixtures.find((row) => row.published)!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The featured packages and the latest posts come from the mocks' tables.
    await expect(
      await canvas.findByRole('heading', { level: 3, name: featured.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: post.title })).toBeInTheDocument();
    // The hero turns every 4 s: stopped on its first picture, as a visitor can, for a still
    // picture (docs/toolchain.md#pixel-baselines).
    const hero = canvas.getByRole('region', { name: 'Safari highlights' });
    await userEvent.click(within(hero).getByRole('button', { name: 'Stop automatic slide show' }));
    await userEvent.click(within(hero).getByRole('button', { name: /^Show slide 1 of/ }));
    await expect(
      within(hero).getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeInTheDocument();
  },
};
