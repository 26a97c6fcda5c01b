import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { Markdown } from './Markdown.tsx';

describe('Markdown', () => {
  it('renders headings one level below the page title, lists and emphasis', () => {
    render(<Markdown>{'# Packing list\n\n- **Rain jacket**\n- Gloves'}</Markdown>);
    expect(screen.getByRole('heading', { level: 2, name: 'Packing list' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Rain jacket').tagName).toBe('STRONG');
  });

  it('keeps section headings at the second level, so none is skipped under the title', () => {
    render(<Markdown>{'## The hour with the gorillas\n\nText.\n\n### What to pack'}</Markdown>);
    expect(
      screen.getByRole('heading', { level: 2, name: 'The hour with the gorillas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What to pack' })).toBeInTheDocument();
  });

  it('never renders raw HTML or script links from a post', () => {
    const { container } = render(
      <Markdown>
        {
          'Hello <script>window.hacked = true</script><img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))'
        }
      </Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    const link = screen.getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('opens links to other sites in a new tab, safely, and says so', async () => {
    const { container } = render(
      <Markdown>
        {'See [Uganda Wildlife Authority](https://ugandawildlife.org) and [our safaris](/safaris).'}
      </Markdown>,
    );
    const external = screen.getByRole('link', {
      name: /Uganda Wildlife Authority\s?\(opens in a new tab\)/,
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'our safaris' })).not.toHaveAttribute('target');
    expect(await axe(container)).toHaveNoViolations();
  });
});
