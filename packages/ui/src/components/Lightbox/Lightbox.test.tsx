import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Lightbox } from './Lightbox.tsx';

const images = [
  { src: '/1.jpg', alt: 'Gorilla', caption: 'Bwindi' },
  { src: '/2.jpg', alt: 'Lion' },
  { src: '/3.jpg', alt: 'Chimp' },
];

function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <UiTestProvider>
      {images.map((image, position) => (
        <button key={image.src} type="button" onClick={() => setIndex(position)}>
          Open {image.alt}
        </button>
      ))}
      <Lightbox images={images} index={index} onIndexChange={setIndex} />
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
