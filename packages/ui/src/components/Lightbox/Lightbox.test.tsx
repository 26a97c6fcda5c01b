import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Lightbox } from './Lightbox.tsx';

const images = [
  { src: '/1.jpg', alt: 'Gorilla', caption: 'Bwindi' },
  { src: '/2.jpg', alt: 'Lion' },
  { src: '/3.jpg', alt: 'Chimp' },
];

function Gallery({ pictures = images }: { pictures?: typeof images }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <UiTestProvider>
      {pictures.map((image, position) => (
        <button key={image.src} type="button" onClick={() => setIndex(position)}>
          Open {image.alt}
        </button>
      ))}
      <Lightbox images={pictures} index={index} onIndexChange={setIndex} />
    </UiTestProvider>
  );
}

describe('Lightbox', { timeout: 20_000 }, () => {
  it('opens the chosen picture as a dialog named "Image n of m"', async () => {
    render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Lion' }));
    expect(await screen.findByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, wrapping around', async () => {
    render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Gorilla' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('Bwindi')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeInTheDocument();
  });

  it('moves with the buttons and closes back to the thumbnail', async () => {
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open Chimp' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Gorilla' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

/** The stage's width on a 375 px phone: its quarter, 80 px, is the swipe distance. */
const stageWidth = 320;

/** Opens the named picture, then fakes the clock: jsdom stamps events with Date.now(). */
async function open(alt: string, pictures = images) {
  render(<Gallery pictures={pictures} />);
  await userEvent.click(screen.getByRole('button', { name: `Open ${alt}` }));
  await screen.findByRole('dialog');
  vi.useFakeTimers({ toFake: ['Date'] });
  // jsdom has no layout.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: stageWidth,
  } as DOMRect);
}

const at = (x: number, y: number, pointerId = 1) => ({
  clientX: x,
  clientY: y,
  button: 0,
  pointerId,
});

/**
 * Drags the picture from (200, 300) by (dx, dy) in `steps` even moves `msPerStep` apart (their
 * pace is the release speed), then lifts the finger.
 */
function swipe(dx: number, dy = 0, { steps = 4, msPerStep = 100 } = {}) {
  const picture = screen.getByRole('img');
  fireEvent.pointerDown(picture, at(200, 300));
  for (let step = 1; step <= steps; step += 1) {
    vi.advanceTimersByTime(msPerStep);
    fireEvent.pointerMove(picture, at(200 + (dx * step) / steps, 300 + (dy * step) / steps));
  }
  fireEvent.pointerUp(picture, at(200 + dx, 300 + dy));
}

describe('Lightbox swipes', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a swipe left shows the next picture, a swipe right the previous one', async () => {
    await open('Lion');
    swipe(-100);
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chimp' })).toBeInTheDocument();
    swipe(100);
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
  });

  it('wraps around at both ends, like the buttons', async () => {
    await open('Gorilla');
    swipe(100);
    expect(screen.getByRole('img', { name: 'Chimp' })).toBeInTheDocument();
    swipe(-100);
    expect(screen.getByRole('img', { name: 'Gorilla' })).toBeInTheDocument();
  });

  it('a short, slow drag springs back and changes nothing', async () => {
    await open('Lion');
    // 79 px at 0.2 px/ms: short of a quarter of the width, slower than a flick.
    swipe(-79);
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
    const figure = screen.getByRole('img', { name: 'Lion' }).closest('figure')!;
    expect(figure.style.getPropertyValue('--swipe-offset')).toBe('0px');
    expect(figure).not.toHaveAttribute('data-dragging');
  });

  it('a quick flick moves even when short', async () => {
    await open('Lion');
    // The last 10 px in 10 ms: 1 px/ms.
    swipe(-40, 0, { steps: 4, msPerStep: 10 });
    expect(screen.getByRole('img', { name: 'Chimp' })).toBeInTheDocument();
  });

  it('a mostly vertical drag does nothing, however far or fast', async () => {
    await open('Lion');
    swipe(-150, 200, { steps: 2, msPerStep: 10 });
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
  });

  it('a second finger (a pinch) calls the swipe off', async () => {
    await open('Lion');
    const picture = screen.getByRole('img');
    fireEvent.pointerDown(picture, at(200, 300));
    fireEvent.pointerDown(picture, at(100, 300, 2));
    // Spreading the fingers: each went further sideways than a swipe needs.
    vi.advanceTimersByTime(100);
    fireEvent.pointerMove(picture, at(300, 300));
    fireEvent.pointerMove(picture, at(0, 300, 2));
    fireEvent.pointerUp(picture, at(300, 300));
    fireEvent.pointerUp(picture, at(0, 300, 2));
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
  });

  it('the picture follows the finger while dragging', async () => {
    await open('Lion');
    const picture = screen.getByRole('img');
    fireEvent.pointerDown(picture, at(200, 300));
    fireEvent.pointerMove(picture, at(170, 310));
    const figure = picture.closest('figure')!;
    expect(figure.style.getPropertyValue('--swipe-offset')).toBe('-30px');
    expect(figure).toHaveAttribute('data-dragging');
  });

  it('with a single picture, nothing follows the finger or moves', async () => {
    await open('Gorilla', images.slice(0, 1));
    const picture = screen.getByRole('img');
    fireEvent.pointerDown(picture, at(200, 300));
    fireEvent.pointerMove(picture, at(50, 300));
    const figure = picture.closest('figure')!;
    expect(figure.style.getPropertyValue('--swipe-offset')).toBe('0px');
    expect(figure).not.toHaveAttribute('data-dragging');
    fireEvent.pointerUp(picture, at(50, 300));
    expect(screen.getByRole('dialog', { name: 'Image 1 of 1' })).toBeInTheDocument();
  });

  it('the buttons and arrow keys still move after a swipe', async () => {
    await open('Gorilla');
    swipe(-100);
    vi.useRealTimers();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Chimp' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('img', { name: 'Lion' })).toBeInTheDocument();
  });
});
