import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './TestimonialCard.tsx';

describe('TestimonialCard', () => {
  it('shows the stars, the words and the photo', () => {
    const { container } = render(
      <TestimonialCard name="amara" rating={4} text="Wonderful." photoSrc="/a.jpg" />,
    );
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Wonderful.')).toBeInTheDocument();
    expect(container.querySelector('img[src="/a.jpg"]')).not.toBeNull();
  });

  it('loads the photo lazily at low priority: it is never the largest picture', () => {
    const { container } = render(
      <TestimonialCard name="amara" rating={4} text="Wonderful." photoSrc="/a.jpg" />,
    );
    expect(container.querySelector('img[src="/a.jpg"]')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img[src="/a.jpg"]')).toHaveAttribute('fetchpriority', 'low');
  });

  it('offers the photo in other formats, sized for its 48 px', () => {
    const { container } = render(
      <TestimonialCard
        name="amara"
        rating={4}
        text="Wonderful."
        photoSrc="/img/k-96.jpg"
        photoSrcSet="/img/k-96.jpg 96w, /img/k-160.jpg 160w"
        photoSources={[{ type: 'image/avif', srcSet: '/img/k-96.avif 96w, /img/k-160.avif 160w' }]}
      />,
    );
    const source = container.querySelector('picture > source[type="image/avif"]');
    expect(source).toHaveAttribute('sizes', '48px');
    expect(container.querySelector('picture > img')).toHaveAttribute('sizes', '48px');
  });

  it('shows the first letter of the name without a photo, or when it fails', () => {
    const { container, rerender } = render(
      <TestimonialCard name="amara" rating={4} text="Wonderful." />,
    );
    expect(screen.getByText('A')).toBeInTheDocument();
    rerender(<TestimonialCard name="Bo" rating={4} text="Wonderful." photoSrc="/b.jpg" />);
    fireEvent.error(container.querySelector('img[src="/b.jpg"]') as HTMLImageElement);
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('puts its caption directly in the figure, as HTML requires', () => {
    const { container } = render(<TestimonialCard name="amara" rating={4} text="Wonderful." />);
    const caption = container.querySelector('figcaption');
    expect(caption?.parentElement?.tagName).toBe('FIGURE');
    expect(caption?.parentElement?.firstElementChild).toBe(caption);
  });
});
