import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus into the main landmark', async () => {
    render(
      <>
        <SkipLink />
        <a href="/about">About</a>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues from the main content, not from the top of the page.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('targets a custom landmark id', async () => {
    render(
      <>
        <SkipLink targetId="content">Skip to content</SkipLink>
        <main id="content">Content</main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
