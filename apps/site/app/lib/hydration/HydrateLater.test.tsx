import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, type HydrateWhen } from './HydrateLater.tsx';

/** Whether React owns the element yet: it keeps its fiber on the DOM nodes it hydrated. */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function Part({ when, onClick }: { when: HydrateWhen; onClick: () => void }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <HydrateLater when={when}>
        <footer>
          <button type="button" onClick={onClick}>
            Later
          </button>
        </footer>
      </HydrateLater>
    </main>
  );
}

let root: Root | undefined;

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test scrolls. */
const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
}

/** Brings every observed part into view. */
function scrollToParts() {
  for (const { element, callback } of observed.splice(0)) {
    callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

/** The prerendered page, hydrated the way the browser does on a first load. */
async function hydratePage(when: HydrateWhen, onClick = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Part when={when} onClick={onClick} />);
  document.body.append(container);
  const before = container.innerHTML;
  delete document.documentElement.dataset.hydrated;
  const onRecoverableError = vi.fn();
  // Not inside act(), which would wait for the deferred part as well: as in a browser.
  root = hydrateRoot(container, <Part when={when} onClick={onClick} />, { onRecoverableError });
  await waitFor(() => expect(hydrated(screen.getByRole('heading'))).toBe(true));
  // What the root does once it has hydrated (root.tsx).
  document.documentElement.dataset.hydrated = '';
  return { container, before, onRecoverableError, button: screen.getByRole('button') };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.dataset.hydrated = '';
});

describe('HydrateLater', () => {
  it('keeps the prerendered markup and leaves the part out of the first hydration', async () => {
    const { container, before, onRecoverableError, button } = await hydratePage('visible');
    expect(hydrated(screen.getByRole('heading'))).toBe(true);
    expect(hydrated(button)).toBe(false);
    expect(container.innerHTML).toBe(before);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hydrates a part once it comes into view', async () => {
    const { button } = await hydratePage('visible');
    expect(observed).toHaveLength(1);
    await act(async () => scrollToParts());
    await waitFor(() => expect(hydrated(button)).toBe(true));
  });

  it('hydrates a part at once when the keyboard reaches it', async () => {
    const { button } = await hydratePage('visible');
    await act(async () => {
      fireEvent.focusIn(button);
    });
    expect(hydrated(button)).toBe(true);
  });

  it('hydrates on the pointer and hands the same click to the hydrated part', async () => {
    const onClick = vi.fn();
    const { button } = await hydratePage('visible', onClick);
    act(() => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(hydrated(button)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates an idle part by itself once the page is idle', async () => {
    const { button } = await hydratePage('idle');
    await waitFor(() => expect(hydrated(button)).toBe(true));
  });

  it('renders its children as usual outside a first load (client-side navigations)', () => {
    const onClick = vi.fn();
    render(<Part when="visible" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
