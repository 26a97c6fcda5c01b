import { isProductionHost } from './environment.ts';
import { trackPerformance } from './send.ts';

/**
 * Reports LCP, INP, CLS, FCP and TTFB from production hosts only. The library is imported on
 * demand so it stays out of the first load; on other hosts it is never downloaded.
 * Resolves to whether reporting started.
 */
export async function reportWebVitals(hostname = window.location.hostname): Promise<boolean> {
  if (!isProductionHost(hostname)) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = ({ name, value }: { name: string; value: number }) =>
    trackPerformance(name, value);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
  return true;
}
