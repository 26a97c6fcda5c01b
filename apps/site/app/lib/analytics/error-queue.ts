import { trackEvent } from './send.ts';

/** How many unsent errors are kept; the oldest is dropped first (docs/product-rules.md#limits). */
export const errorQueueLimit = 50;

/** One global script error or unhandled promise rejection. */
export interface CapturedError {
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack?: string | undefined;
  /** The script and position, for `error` events. */
  source?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  /** The page the visitor was on. */
  path: string;
  timestamp: string;
}

const queue: CapturedError[] = [];
let flushScheduled = false;

/** What is waiting to be sent, oldest first (for tests and debugging). */
export function pendingErrors(): readonly CapturedError[] {
  return queue;
}

/** Sends what is queued, one event per error; anything the browser refuses stays queued. */
export function flushErrors(): void {
  flushScheduled = false;
  while (queue.length > 0) {
    const next = queue[0]!;
    const { kind, timestamp: _timestamp, ...properties } = next;
    if (!trackEvent(kind === 'error' ? 'script_error' : 'unhandled_rejection', properties)) return;
    queue.shift();
  }
}

/** Queues an error, logs it and schedules sending; a burst of errors goes out together. */
export function captureError(entry: Omit<CapturedError, 'path' | 'timestamp'>): void {
  const captured: CapturedError = {
    ...entry,
    message: entry.message.slice(0, 1000),
    stack: entry.stack?.slice(0, 4000),
    path: window.location.pathname,
    timestamp: new Date().toISOString(),
  };
  queue.push(captured);
  if (queue.length > errorQueueLimit) queue.splice(0, queue.length - errorQueueLimit);
  console.error(`[${captured.kind}] ${captured.message}`, entry.stack ?? '');
  if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(flushErrors, 0);
  }
}

function describeReason(reason: unknown): { message: string; stack?: string | undefined } {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

function onError(event: ErrorEvent) {
  captureError({
    kind: 'error',
    ...describeReason(event.error ?? event.message),
    source: event.filename || undefined,
    line: event.lineno || undefined,
    column: event.colno || undefined,
  });
}

function onRejection(event: PromiseRejectionEvent) {
  captureError({ kind: 'unhandledrejection', ...describeReason(event.reason) });
}

/** Starts listening for global errors; returns the function that stops it. */
export function listenForErrors(): () => void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('pagehide', flushErrors);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('pagehide', flushErrors);
  };
}
