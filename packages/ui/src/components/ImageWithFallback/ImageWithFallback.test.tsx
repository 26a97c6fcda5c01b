import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../theme/UiProvider.tsx';
import { ImageWithFallback } from './ImageWithFallback.tsx';

const spinner = (container: HTMLElement) => container.querySelector('[data-spinner]');

describe('ImageWithFallback', () => {
  it('shows a spinner until the image loads, then the image', () => {
    const { container } = render(
      <ImageWithFallback src="/a.jpg" alt="Lion" width={400} height={300} />,
    );
    const image = screen.getByRole('img', { name: 'Lion' });
    expect(spinner(container)).not.toBeNull();
    expect(image).not.toHaveAttribute('data-loaded');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded');
    expect(spinner(container)).toBeNull();
  });

  it('crops around its focal point, and the fallback around its centre', () => {
    const { container } = render(
      <ImageWithFallback
        src="/a.jpg"
        fallbackSrc="/fallback.jpg"
        alt=""
        focalPoint={{ x: 0.25, y: 1.4 }}
      />,
    );
    // alt="" is a decorative picture: no role "img" for assistive technology.
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('alt', '');
    expect(image.style.objectPosition).toBe('25% 100%');
    fireEvent.error(image);
    expect((container.querySelector('img') as HTMLImageElement).style.objectPosition).toBe('');
  });

  it('offers other formats in a <picture>, and drops them for the fallback image', () => {
    const { container } = render(
      <ImageWithFallback
        src="/img/k-640.jpg"
        srcSet="/img/k-320.jpg 320w, /img/k-640.jpg 640w"
        sizes="100vw"
        sources={[
          { type: 'image/avif', srcSet: '/img/k-320.avif 320w, /img/k-640.avif 640w' },
          { type: 'image/webp', srcSet: '/img/k-320.webp 320w, /img/k-640.webp 640w' },
        ]}
        fallbackSrc="/fallback.svg"
        alt="Lion"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === '100vw')).toBe(true);
    const image = screen.getByRole('img', { name: 'Lion' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('srcset', '/img/k-320.jpg 320w, /img/k-640.jpg 640w');
    fireEvent.error(image);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lion' })).toHaveAttribute('src', '/fallback.svg');
  });

  it('falls back to the fallback image, then to "Image not available"', () => {
    render(<ImageWithFallback src="/a.jpg" fallbackSrc="/fallback.jpg" alt="Lion" />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Lion' });
    expect(fallback).toHaveAttribute('src', '/fallback.jpg');
    fireEvent.error(fallback);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it("uses UiProvider's imageFallbackSrc when it has no fallback of its own", () => {
    const { rerender } = render(
      <UiProvider imageFallbackSrc="/site-fallback.svg">
        <ImageWithFallback src="/a.jpg" alt="Lion" />
      </UiProvider>,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Lion' })).toHaveAttribute('src', '/site-fallback.svg');
    // Its own fallback wins over the app-wide one.
    rerender(
      <UiProvider imageFallbackSrc="/site-fallback.svg">
        <ImageWithFallback src="/b.jpg" alt="Lion" fallbackSrc="/own.jpg" />
      </UiProvider>,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Lion' })).toHaveAttribute('src', '/own.jpg');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it('says "Image not available" at once when there is no image at all', () => {
    render(<ImageWithFallback src="" alt="Lion" />);
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it('loads lazily at low priority by default and eagerly with high priority for the LCP image', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="Lion" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'low');
    rerender(<ImageWithFallback src="/a.jpg" alt="Lion" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('passes srcset, sizes and intrinsic dimensions through and reserves the ratio', () => {
    const { container } = render(
      <ImageWithFallback
        src="/a.jpg"
        alt="Lion"
        width={1200}
        height={800}
        srcSet="/a-600.jpg 600w, /a.jpg 1200w"
        sizes="100vw"
      />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('srcset', '/a-600.jpg 600w, /a.jpg 1200w');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(container.firstElementChild?.getAttribute('style')).toContain('1200 / 800');
  });

  it('starts again when the source changes', () => {
    const { rerender } = render(<ImageWithFallback src="/a.jpg" alt="Lion" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    rerender(<ImageWithFallback src="/b.jpg" alt="Lion" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
  });
});
