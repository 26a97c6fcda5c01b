import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../theme/UiProvider.tsx';
import { Link } from './Link.tsx';

/** Whether the last click reaching the document was left to the browser (not prevented). */
let leftToBrowser: boolean | undefined;
const recordClick = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  // jsdom cannot navigate; the browser's part is what `leftToBrowser` records.
  event.preventDefault();
};
beforeEach(() => {
  leftToBrowser = undefined;
  document.addEventListener('click', recordClick);
});
afterEach(() => document.removeEventListener('click', recordClick));

/** A router's useHref that serves the site under /base (a hook in name only: no state). */
const useBaseHref = (href: string) => `/base${href}`;

function renderLink(link: React.ReactNode, navigate = vi.fn()) {
  render(
    <UiProvider navigate={navigate} useHref={useBaseHref} defaultTheme="light">
      {link}
    </UiProvider>,
  );
  return navigate;
}

describe('Link', () => {
  it('follows a site path through the router, without a page load', async () => {
    const navigate = renderLink(<Link href="/safaris">Safaris</Link>);
    const link = screen.getByRole('link', { name: 'Safaris' });
    expect(link).toHaveAttribute('href', '/base/safaris');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/safaris');
    expect(leftToBrowser).toBe(false);
  });

  it('replaces the history entry for a link to the page already shown', async () => {
    window.history.replaceState(null, '', '/base/safaris?category=gorilla');
    try {
      const navigate = renderLink(
        <>
          <Link href="/safaris?category=gorilla">Same page</Link>
          <Link href="/safaris">Other page</Link>
        </>,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'Same page' }));
      expect(navigate).toHaveBeenLastCalledWith('/safaris?category=gorilla', { replace: true });
      await user.click(screen.getByRole('link', { name: 'Other page' }));
      expect(navigate).toHaveBeenLastCalledWith('/safaris');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('follows a site path with Enter, as a native link does', async () => {
    const navigate = renderLink(<Link href="/blog">Blog</Link>);
    screen.getByRole('link', { name: 'Blog' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/blog');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta (Cmd)', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, window or download)', (_, init) => {
    const navigate = renderLink(<Link href="/safaris">Safaris</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Safaris' }), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });

  it.each([
    ['https:', 'https://wa.me/256772123456'],
    ['mailto:', 'mailto:hello@example.com'],
    ['tel:', 'tel:+256772123456'],
    ['protocol-relative', '//example.com/page'],
  ])('leaves %s addresses to the browser and keeps them as given', async (_, href) => {
    const navigate = renderLink(<Link href={href}>Elsewhere</Link>);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('href', href);
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });

  it('leaves links with a target to the browser', async () => {
    const navigate = renderLink(
      <Link href="/safaris" target="_blank">
        Safaris
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Safaris' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });

  it('runs its own onClick first, and a prevented click is not followed', async () => {
    const calls: string[] = [];
    const navigate = renderLink(
      <>
        <Link href="/about" onClick={() => calls.push('onClick')}>
          About
        </Link>
        <Link href="/contact" onClick={(event) => event.preventDefault()}>
          Contact
        </Link>
      </>,
      vi.fn((href: string) => calls.push(`navigate ${href}`)),
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(calls).toEqual(['onClick', 'navigate /about']);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does a full page load without a router in UiProvider', async () => {
    render(
      <UiProvider defaultTheme="light">
        <Link href="/safaris">Safaris</Link>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Safaris' });
    expect(link).toHaveAttribute('href', '/safaris');
    await userEvent.click(link);
    expect(leftToBrowser).toBe(true);
  });
});
