import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { toast, Toaster } from './Toast.tsx';

function renderToaster() {
  render(
    <UiTestProvider>
      <Toaster />
    </UiTestProvider>,
  );
}

beforeAll(async () => {
  // Toaster loads its region lazily; have the module ready so act() can flush it.
  await import('./ToastRegion.tsx');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces politely and disappears after 5000 ms', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Enquiry sent', description: 'We reply within a day.' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Enquiry sent');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Enquiry sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Enquiry sent')).not.toBeInTheDocument();
  });

  it('keeps only one toast at a time', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'First' });
      toast.show({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    // The second one gets its own full time.
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes after', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Saved' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Saved' });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('is dismissed by its close button', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Saved' }, { timeout: 0 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  function swipe(distance: number) {
    const element = screen.getByRole('alertdialog');
    fireEvent.pointerDown(element, { clientX: 200, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 200 + distance, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 200 + distance, clientY: 10, pointerId: 1 });
  }

  it('is swiped away past 50 px, either way', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Saved' }, { timeout: 0 });
    });
    swipe(-50);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('springs back from a short swipe', async () => {
    renderToaster();
    await act(async () => {
      toast.show({ title: 'Saved' }, { timeout: 0 });
    });
    swipe(49);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog').style.getPropertyValue('--swipe-offset')).toBe('0px');
  });
});
