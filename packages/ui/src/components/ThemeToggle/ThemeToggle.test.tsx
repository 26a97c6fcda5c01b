import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { UiTestProvider } from '../../test.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeToggle', () => {
  it('shows system as the current choice by default', () => {
    render(
      <UiTestProvider defaultTheme="system">
        <ThemeToggle />
      </UiTestProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System theme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark theme' })).not.toBeChecked();
  });

  it('switches to dark on click, stores it and marks it as chosen', async () => {
    render(<ThemeToggle />, { wrapper: UiTestProvider });
    await userEvent.click(screen.getByRole('radio', { name: 'Dark theme' }));
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is operable with the keyboard alone: the arrows move to an option and choose it', async () => {
    render(<ThemeToggle />, { wrapper: UiTestProvider });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'System theme' })).toBeChecked();
    expect(localStorage.getItem('vite-ui-theme')).toBe('system');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'System theme' })).not.toBeChecked();
  });

  it('is one Tab stop, the chosen option', async () => {
    render(
      <UiTestProvider defaultTheme="dark">
        <button type="button">Before</button>
        <ThemeToggle />
        <button type="button">After</button>
      </UiTestProvider>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveFocus();
  });

  it('wraps around at either end, as native radio buttons do', async () => {
    render(<ThemeToggle />, { wrapper: UiTestProvider });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'System theme' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Light theme' })).toBeChecked();
  });

  it('chooses the focused option with Space or Enter', async () => {
    render(<ThemeToggle />, { wrapper: UiTestProvider });
    screen.getByRole('radio', { name: 'Dark theme' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    screen.getByRole('radio', { name: 'System theme' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'System theme' })).toBeChecked();
  });

  it('keeps a choice when the chosen option is pressed again', async () => {
    render(<ThemeToggle />, { wrapper: UiTestProvider });
    await userEvent.click(screen.getByRole('radio', { name: 'Light theme' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Light theme' }));
    expect(screen.getByRole('radio', { name: 'Light theme' })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ThemeToggle />, { wrapper: UiTestProvider });
    expect(await axe(container)).toHaveNoViolations();
  });
});
