import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Header, type HeaderProps } from './Header.tsx';

function renderHeader(props: Partial<HeaderProps> = {}, navigate = vi.fn()) {
  render(
    <UiTestProvider navigate={navigate}>
      <Header businessName="Tembo Safaris" logoSrc="/logo.png" currentPath="/safaris" {...props} />
    </UiTestProvider>,
  );
  return navigate;
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;

afterEach(() => vi.restoreAllMocks());

// Menus are heavy jsdom renders; allow for a loaded CI machine.
describe('Header', { timeout: 20_000 }, () => {
  it('lists the nine navigation entries in order and marks the current one', () => {
    renderHeader({ currentPath: '/safaris/12' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Safari Packages',
      'Destinations',
      'Accommodations',
      'Gallery',
      'Blog',
      'Contact',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Safari Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("has 'Book Now' to /contact and the theme toggle", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  });

  it('hides a logo that fails to load and keeps the name', () => {
    const { container } = render(
      <Header businessName="Tembo Safaris" logoSrc="/missing.png" currentPath="/" />,
      { wrapper: UiTestProvider },
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tembo Safaris' })).toHaveAttribute('href', '/');
  });

  it('navigates client-side through the provider', async () => {
    const navigate = renderHeader();
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Gallery' }));
    expect(navigate).toHaveBeenCalledWith('/gallery');
  });

  it("opens the menu as a sheet from 'Toggle menu'; a link tap closes it and focus returns", async () => {
    const navigate = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu.closest('[data-placement]')).toHaveAttribute('data-placement', 'right');
    expect(within(menu).getByRole('link', { name: 'Safari Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getAllByRole('link').at(-1)).toHaveTextContent('Book Now');
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    expect(navigate).toHaveBeenCalledWith('/about', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("closes the menu with 'Close menu' and Escape", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the bottom drawer on Android Edge', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 EdgA/120.0',
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
  });

  it('renders the search slot in the header and in the menu', async () => {
    renderHeader({
      renderSearch: (placement) => <input aria-label={`Search (${placement})`} />,
    });
    expect(screen.getByRole('textbox', { name: 'Search (header)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(await screen.findByRole('textbox', { name: 'Search (menu)' })).toBeInTheDocument();
  });
});
