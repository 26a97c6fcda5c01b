import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayTestSuite } from '../private/Overlay/overlayTestSuite.tsx';
import { UiTestProvider } from '../../test.tsx';
import { Drawer, isAndroidEdge } from './Drawer.tsx';

overlayTestSuite('Drawer', Drawer, 'Close menu');

const panelHeight = 800;

function OpenDrawer() {
  const [isOpen, setOpen] = useState(true);
  return (
    <UiTestProvider>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Menu">
        <a href="/about">About</a>
      </Drawer>
    </UiTestProvider>
  );
}

/** Drags the handle from y=100 by `distance` px, the last 10 px taking `lastMoveMs`. */
function drag(distance: number, lastMoveMs: number) {
  const handle = document.querySelector('[data-drag-handle]') as HTMLElement;
  const at = (y: number) => ({ clientX: 0, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerDown(handle, at(100));
  vi.advanceTimersByTime(300);
  fireEvent.pointerMove(handle, at(100 + distance - 10));
  vi.advanceTimersByTime(lastMoveMs);
  fireEvent.pointerMove(handle, at(100 + distance));
  fireEvent.pointerUp(handle, at(100 + distance));
}

describe('Drawer gestures', () => {
  beforeEach(() => {
    // jsdom stamps events with Date.now(): the gesture's pace is the faked clock's.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // jsdom has no layout: give the panel the height a phone would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: panelHeight,
    } as DOMRect);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes when dragged down a quarter of its height', () => {
    render(<OpenDrawer />);
    drag(panelHeight * 0.25, 500);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('springs back after a short, slow drag', () => {
    render(<OpenDrawer />);
    drag(panelHeight * 0.25 - 20, 500);
    expect(screen.getByText('open')).toBeInTheDocument();
    const panel = document.querySelector('[data-placement]') as HTMLElement;
    expect(panel.style.getPropertyValue('--drag-offset')).toBe('0px');
  });

  it('closes on a short flick faster than 0.4 px/ms', () => {
    render(<OpenDrawer />);
    // 10 px in 20 ms = 0.5 px/ms.
    drag(60, 20);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('does not close on a short drag at exactly 0.4 px/ms', () => {
    render(<OpenDrawer />);
    drag(60, 25);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('follows the finger while dragging', () => {
    render(<OpenDrawer />);
    const handle = document.querySelector('[data-drag-handle]') as HTMLElement;
    fireEvent.pointerDown(handle, { clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 150, pointerId: 1 });
    const panel = document.querySelector('[data-placement]') as HTMLElement;
    expect(panel.style.getPropertyValue('--drag-offset')).toBe('50px');
    expect(panel).toHaveAttribute('data-dragging');
  });
});

describe('isAndroidEdge', () => {
  it('matches Edge on Android only', () => {
    expect(
      isAndroidEdge(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.2210.157',
      ),
    ).toBe(true);
    expect(
      isAndroidEdge(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isAndroidEdge(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ),
    ).toBe(false);
    expect(
      isAndroidEdge(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/120.0 Mobile/15E148 Safari/605.1.15',
      ),
    ).toBe(false);
  });
});
