import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brokenImage, sampleImage } from '../private/story-images.ts';
import { waitForFocusInside } from '../private/Overlay/story-waits.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  parameters: {
    docs: {
      description: {
        component:
          "The sticky site header: logo and name, the nine navigation entries, the search field, 'Book Now' and the theme toggle. Below 768px the entries open from a 'Toggle menu' button in a side sheet (a bottom drawer on Android Edge); from 768px they are inline on a second row, as wide as the page's content column (72rem at most), so the header lines up with the content under it.\n\n**Use it** once per public page. **Not for** the admin shell, which has its own navigation.\n\n**Keyboard and screen readers:** a `<nav>` landmark; the current page's entry is marked `aria-current=\"page\"`. The menu button says whether the menu is expanded; the menu is a modal sheet (focus trapped, Escape closes, focus returns to the button). Links navigate through the app's router.",
      },
    },
    layout: 'fullscreen',
    // Tablet widths besides the phone and desktop of every story: addon-vitest resizes the
    // browser to a story's `globals.viewport`, so these run at their own width in the tests.
    viewport: {
      options: {
        tabletMin: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
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
        wide: {
          name: 'Wide 1440',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
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

/**
 * Checks the header's rows from the top: within a row the boxes go left to right without
 * overlapping and share the row's line (the nine entries one top coordinate); each row starts
 * below the previous one; everything is inside the header. Then the brand is on one line and the
 * search field wide enough to read what is typed.
 */
async function expectTwoRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('banner').getBoundingClientRect();
  // Found by attribute: CSS hides it, and hidden elements have no accessible name to query by.
  await expect(canvasElement.querySelector('button[aria-label="Toggle menu"]')).not.toBeVisible();
  const links = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  await expect(links).toHaveLength(9);
  const brand = canvas.getByRole('link', { name: 'Tembo Safaris' });
  const search = canvas.getByRole('searchbox', { name: 'Search' });
  const actions = [
    search,
    canvas.getByRole('button', { name: 'Submit search' }),
    canvas.getByRole('link', { name: 'Book Now' }),
    canvas.getByRole('radiogroup'),
  ];
  const rows = [[brand, ...actions], links];
  let rowTop = header.top;
  for (const row of rows) {
    const boxes = row.map((element) => element.getBoundingClientRect());
    const rowBottom = Math.max(...boxes.map((box) => box.bottom));
    for (const [index, box] of boxes.entries()) {
      await expect(box.top).toBeGreaterThanOrEqual(rowTop);
      await expect(box.right).toBeLessThanOrEqual(header.right);
      await expect(box.bottom).toBeLessThanOrEqual(header.bottom);
      const previous = boxes[index - 1];
      if (previous) await expect(box.left).toBeGreaterThanOrEqual(previous.right);
    }
    rowTop = rowBottom;
  }
  const linkTops = new Set(links.map((link) => link.getBoundingClientRect().top));
  await expect([...linkTops]).toHaveLength(1);
  await expect(brand.getBoundingClientRect().height).toBeLessThan(40);
  await expect(search.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
  // The submit button as tall as the field beside it.
  await expect(actions[1]!.getBoundingClientRect().height).toBe(
    search.getBoundingClientRect().height,
  );
}

/**
 * The nine entries inline from 768px (two rows at 1280px); a 'Toggle menu' button on a phone.
 * The active entry is orange.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    const toggle = canvasElement.querySelector('button[aria-label="Toggle menu"]') as HTMLElement;
    const inlineNav = canvasElement.querySelector('nav[aria-label="Main"]') as HTMLElement;
    if (viewport === 'phone') {
      await expect(toggle).toBeVisible();
      await expect(inlineNav).not.toBeVisible();
    } else {
      await expectTwoRows(canvasElement);
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

/** 768px, the narrowest width with the entries inline (docs/product-rules.md#navigation): the tightest second row. */
export const TabletMin: Story = {
  globals: { viewport: { value: 'tabletMin' } },
  play: ({ canvasElement }) => expectTwoRows(canvasElement),
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => expectTwoRows(canvasElement),
};

export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: ({ canvasElement }) => expectTwoRows(canvasElement),
};

/**
 * Wide screens keep the content column: two rows, the navigation exactly as wide as the column
 * (72rem less its padding), centred.
 */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expectTwoRows(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const box = nav.getBoundingClientRect();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const gutter = parseFloat(getComputedStyle(nav.parentElement as HTMLElement).paddingLeft);
    await expect(Math.abs(box.width - (72 * rem - 2 * gutter))).toBeLessThanOrEqual(1);
    const page = document.documentElement.clientWidth;
    await expect(Math.abs(box.left - (page - box.right))).toBeLessThanOrEqual(1);
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

/** The phone menu: focus trapped, 'Book Now' at the bottom, link tap closes, focus returns. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await userEvent.click(toggle);
    // The menu's code loads on the first press: found once that chunk has arrived.
    const menu = await page.findByRole('dialog', { name: 'Menu' });
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
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    await expect(menu.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    await waitForFocusInside(menu);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
