import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { captureError } from './error-queue.ts';

/**
 * Records an error an error boundary caught: React stops those from reaching window.onerror, so
 * without this a page that fails to render would never show up in the analytics.
 */
export function useReportError(error: unknown): void {
  useEffect(() => {
    if (error == null) return;
    if (isRouteErrorResponse(error)) {
      captureError({ kind: 'error', message: `${error.status} ${error.statusText}` });
    } else if (error instanceof Error) {
      captureError({ kind: 'error', message: error.message, stack: error.stack });
    } else {
      captureError({ kind: 'error', message: String(error) });
    }
  }, [error]);
}
