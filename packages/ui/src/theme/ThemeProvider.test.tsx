import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';
import { themeScript, themeStorageKey } from './theme-script.ts';

/** A controllable `prefers-color-scheme: dark` query. */
function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        choice {theme}, applied {resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        System
      </button>
    </div>
  );
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('style');
});
afterEach(() => vi.unstubAllGlobals());

describe('ThemeProvider', () => {
  it('defaults to system and follows the operating system', () => {
    const system = mockSystemTheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice system, applied light')).toBeInTheDocument();
    expect(root).toHaveClass('light');

    act(() => system.setDark(true));
    expect(screen.getByText('choice system, applied dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
  });

  it("stores the visitor's choice under 'vite-ui-theme' and applies it to <html>", async () => {
    mockSystemTheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(screen.getByText('choice dark, applied dark')).toBeInTheDocument();
  });

  it('reads a stored choice on start and ignores garbage', () => {
    mockSystemTheme(false);
    localStorage.setItem(themeStorageKey, 'dark');
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice dark, applied dark')).toBeInTheDocument();
    unmount();

    localStorage.setItem(themeStorageKey, 'purple');
    render(
      <ThemeProvider defaultTheme="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice light, applied light')).toBeInTheDocument();
  });

  it('follows a choice made in another tab', () => {
    mockSystemTheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      localStorage.setItem(themeStorageKey, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey }));
    });
    expect(root).toHaveClass('dark');
  });

  it('works where matchMedia is missing (treats the system as light)', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice system, applied light')).toBeInTheDocument();
  });

  it('throws a clear error when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});

describe('themeScript (inline in <head>)', () => {
  const run = () => new Function(themeScript)();

  it('applies a stored choice before React starts', () => {
    mockSystemTheme(false);
    localStorage.setItem(themeStorageKey, 'dark');
    run();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('resolves system (or nothing stored) from prefers-color-scheme', () => {
    mockSystemTheme(true);
    run();
    expect(root).toHaveClass('dark');
    localStorage.setItem(themeStorageKey, 'system');
    mockSystemTheme(false);
    run();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('never throws, even when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(run).not.toThrow();
    vi.restoreAllMocks();
  });
});
