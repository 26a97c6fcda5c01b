import { Suspense, use, useId, useState, type ReactNode } from 'react';

/**
 * When a deferred part hydrates: once it comes near the viewport, or once the browser is idle
 * after the first load. Either way it hydrates at once when the visitor points at it, focuses
 * into it (Tab) or presses a key in it, and React then replays the click or key press.
 */
export type HydrateWhen = 'visible' | 'idle';

/**
 * The promise a part waits for. Settled, it also carries React's own thenable fields
 * (`status: 'fulfilled'`), which `use` reads synchronously.
 */
type Wait = Promise<void>;

/** Wrapper → the promise its deferred part waits for, kept across React's retries. */
const waits = new WeakMap<Element, Wait>();

/** How far below the viewport a `visible` part starts hydrating, so a scroll finds it ready. */
const visibleMargin = '200px 0px';

/** Events that hydrate a part at once. */
const wakeEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Idle after the load event: the first load's own work and the LCP picture come first. */
function whenIdle(callback: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: 3000 })
      : window.setTimeout(callback, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function waitFor(wrapper: Element, when: HydrateWhen): Wait {
  let resolve!: () => void;
  const wait: Wait = new Promise<void>((settle) => {
    resolve = settle;
  });
  const visible = when === 'visible' && 'IntersectionObserver' in window;
  const observer = visible
    ? new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: visibleMargin },
      )
    : undefined;
  // On the window, in the capture phase: before React's own listener on the document, which
  // stops an event aimed at a part that cannot hydrate yet. Settled synchronously, so React's
  // synchronous hydration of that part, right after, finds it ready and dispatches the event.
  const wake = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) done();
  };
  function done() {
    observer?.disconnect();
    for (const type of wakeEvents) window.removeEventListener(type, wake, true);
    Object.assign(wait, { status: 'fulfilled', value: undefined });
    resolve();
  }
  for (const type of wakeEvents) window.addEventListener(type, wake, true);
  if (observer) observer.observe(wrapper);
  else whenIdle(done);
  return wait;
}

/** Suspends while the part waits; React keeps the prerendered markup on screen meanwhile. */
function Deferred({
  id,
  when,
  defer,
  children,
}: {
  id: string;
  when: HydrateWhen;
  defer: boolean;
  children: ReactNode;
}) {
  const wrapper =
    defer && typeof document !== 'undefined'
      ? document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`)
      : null;
  if (wrapper) {
    let wait = waits.get(wrapper);
    if (!wait) {
      wait = waitFor(wrapper, when);
      waits.set(wrapper, wait);
    }
    use(wait);
  }
  return children;
}

/**
 * Keeps a part of a prerendered page out of the first hydration (docs/decisions.md#deferred-hydration):
 * its markup is on screen and its links work from the first paint, but React hydrates it only
 * when it becomes visible or the browser is idle (`when`), or the visitor reaches it with the
 * pointer or the keyboard. The first load's main-thread work then holds only what is above the
 * fold; the rest hydrates later in React's small, interruptible tasks.
 *
 * For parts whose props do not change on their own right after the load: an update that reaches
 * a part still waiting makes React hydrate it first. While prerendering, after the first
 * hydration (client-side navigations) and in tests, the children render as usual.
 */
export function HydrateLater({ when, children }: { when: HydrateWhen; children: ReactNode }) {
  const id = useId();
  // Only a part whose prerendered markup is on the page when it first renders (the first
  // hydration) waits. One first rendered in the browser (a client-side navigation, a test)
  // renders at once, then and on every later update.
  const [prerendered] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`) !== null,
  );
  return (
    <div data-hydrate-later={id}>
      <Suspense fallback={null}>
        <Deferred id={id} when={when} defer={prerendered}>
          {children}
        </Deferred>
      </Suspense>
    </div>
  );
}
