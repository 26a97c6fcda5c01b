import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brokenImage, sampleImage } from '../private/story-images.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    // Tablet widths besides the phone and desktop of every story: addon-vitest resizes the
    // browser to a story's `globals.viewport`, so these run at their own width in the tests.
    viewport: {
      options: {
        tablet: {
          name: 'Tablet 820',
          styles: { width: '820px', height: '1180px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop 1024',
          styles: { width: '1024px', height: '768px' },
          type: 'tablet',
        },
      },
    },
  },
  args: {
    businessName: 'Tembo Safaris',
    logoSrc: sampleImage(0, 72, 72),
    currentPath: '/safaris',
    // The real field, so the stories show the widths the header has to make room for.
    renderSearch: () => <SearchField />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The nine entries inline at 1280px; a 'Toggle menu' button on a phone. The active entry is orange. */
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

/**
 * Below 1280px the entries are in the menu; from 768px the search field and 'Book Now' share the
 * row with the brand, the theme toggle and the menu button, all on one line.
 */
async function expectCompactRow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('banner');
  await expect(canvas.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
  await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible();
  const row = [
    canvas.getByRole('link', { name: 'Tembo Safaris' }),
    canvas.getByRole('searchbox', { name: 'Search' }),
    canvas.getByRole('button', { name: 'Submit search' }),
    canvas.getByRole('link', { name: 'Book Now' }),
    canvas.getByRole('radiogroup'),
    canvas.getByRole('button', { name: 'Toggle menu' }),
  ].map((element) => element.getBoundingClientRect());
  // Left to right without overlapping, each within the header's single row.
  for (const [index, box] of row.entries()) {
    const previous = row[index - 1];
    if (previous) await expect(box.left).toBeGreaterThanOrEqual(previous.right);
    await expect(box.bottom).toBeLessThanOrEqual(header.getBoundingClientRect().bottom);
  }
  // The brand on one line, the search field wide enough to read what is typed.
  await expect(row[0]!.height).toBeLessThan(40);
  await expect(row[1]!.width).toBeGreaterThanOrEqual(160);
  // The submit button as tall as the field beside it.
  await expect(row[2]!.height).toBe(row[1]!.height);
}

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => expectCompactRow(canvasElement),
};

export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: ({ canvasElement }) => expectCompactRow(canvasElement),
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
