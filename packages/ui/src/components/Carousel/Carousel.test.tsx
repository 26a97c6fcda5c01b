import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Carousel } from './Carousel.tsx';

const slides = ['Gorillas', 'Lions', 'Chimps'].map((name) => <p key={name}>{name}</p>);

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  render(
    <UiTestProvider>
      <Carousel label="Featured safaris" slides={slides} {...props} />
      <button type="button">Elsewhere</button>
    </UiTestProvider>,
  );
}

/** The slide that is not inert, i.e. the one on screen. */
const shown = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduced-motion'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a named carousel of slides labelled "n of m"', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured safaris' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(shown()).toEqual(['1 of 3']);
  });

  it('advances every 4000 ms and wraps around', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(3999));
    expect(shown()).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['2 of 3']);
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['1 of 3']);
  });

  it('stops and starts with the visible rotation control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    // The click focused the control; move focus out so only the stopped state holds it.
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['1 of 3']);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('pauses while hovered with a mouse', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured safaris' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('keeps rotating after a tap (touch does not hover)', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured safaris' });
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('rotates again once focus leaves it, not while focus moves inside it', () => {
    renderCarousel({ autoPlay: true });
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    act(() => vi.advanceTimersByTime(8000));
    expect(shown()).toEqual(['1 of 3']);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('pauses while focus is inside and announces politely then', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toEqual(['1 of 3']);
    expect(
      document.getElementById(
        screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('aria-controls') ??
          '',
      ),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with previous, next and dot buttons', () => {
    renderCarousel({ autoPlay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(shown()).toEqual(['3 of 3']);
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toEqual(['3 of 3']);
  });

  it('never auto-advances under prefers-reduced-motion, and offers no play control', () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['1 of 3']);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });
});
