/**
 * Runs `task` when the main thread is next idle (within `timeoutMs`), not in the task that
 * rendered: a page that has just hydrated does not also start a request in that long task.
 * Falls back to the next task where `requestIdleCallback` is missing. Returns the cancel, so an
 * effect can return it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
