import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brokenImage, sampleImage } from '../private/story-images.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    businessName: 'Tembo Safaris',
    logoSrc: sampleImage(0, 72, 72),
    currentPath: '/safaris',
    renderSearch: (placement) => (
      <input
        type="search"
        aria-label={placement === 'menu' ? 'Search the site (menu)' : 'Search the site'}
        placeholder="Search"
        style={{ padding: 6 }}
      />
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Inline links from 768px; a 'Toggle menu' button below it. The active entry is orange. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    // Found by attribute: at this width CSS hides one of them, and hidden elements have no
    // accessible name to query by.
    const toggle = canvasElement.querySelector('button[aria-label="Toggle menu"]') as HTMLElement;
    const inlineNav = canvasElement.querySelector('nav[aria-label="Main"]') as HTMLElement;
    if (viewport === 'phone') {
      await expect(toggle).toBeVisible();
      await expect(inlineNav).not.toBeVisible();
    } else {
      await expect(toggle).not.toBeVisible();
      await expect(inlineNav).toBeVisible();
      const active = within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Safari Packages',
      });
      await expect(active).toHaveAttribute('aria-current', 'page');
      // The brand orange for text: Radix orange-11 (light) / orange-11 dark.
      await expect(getComputedStyle(active).color).toBe(
        globals.theme === 'dark' ? 'rgb(255, 160, 87)' : 'rgb(204, 78, 0)',
      );
    }
  },
};

export const HomeActive: Story = { args: { currentPath: '/' } };

export const LogoFails: Story = {
  args: { logoSrc: brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('header img')).toBeNull());
    await expect(within(canvasElement).getByRole('link', { name: 'Tembo Safaris' })).toBeVisible();
  },
};

export const LongBusinessName: Story = {
  args: { businessName: 'Tembo Safaris & Cultural Expeditions of East Africa' },
};

/**
 * The menu's code loads on the first press; under a busy machine the dev server's first compile
 * of that chunk took over the default 1 s.
 */
const menuLoadTimeout = 5000;

/** The phone menu: focus trapped, 'Book Now' at the bottom, link tap closes, focus returns. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await userEvent.click(toggle);
    const menu = await page.findByRole('dialog', { name: 'Menu' }, { timeout: menuLoadTimeout });
    await expect(within(menu).getByRole('link', { name: 'Safari Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getAllByRole('link').at(-1)).toHaveTextContent('Book Now');
    await userEvent.click(within(menu).getByRole('link', { name: 'Gallery' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const AndroidEdgeDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { menuPresentation: 'drawer' },
  play: async () => {
    await userEvent.click(page.getByRole('button', { name: 'Toggle menu' }));
    const menu = await page.findByRole('dialog', { name: 'Menu' }, { timeout: menuLoadTimeout });
    await expect(menu.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
