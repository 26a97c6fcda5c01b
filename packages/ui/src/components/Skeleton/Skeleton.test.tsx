import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.getAttribute('style')).toContain('120px');
    expect(block.getAttribute('style')).toContain('2rem');
  });

  it('draws one placeholder per line with a shorter last line', () => {
    const { container } = render(<SkeletonText lines={2} />);
    const lines = container.querySelectorAll('[data-skeleton]');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.getAttribute('style')).toContain('60%');
  });
});
