import { listenForErrors } from './error-queue.ts';
import { reportWebVitals } from './web-vitals.ts';

/**
 * Starts analytics in the browser: global error capture at once, web vitals once the page has
 * loaded (production hosts only). Returns the function that stops error capture.
 */
export function startAnalytics(): () => void {
  const stop = listenForErrors();
  const startVitals = () => {
    reportWebVitals().catch(() => {
      // Offline or blocked by an extension: vitals are optional.
    });
  };
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
  return () => {
    window.removeEventListener('load', startVitals);
    stop();
  };
}
