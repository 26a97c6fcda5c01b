/** The two analytics endpoints of docs/product-rules.md#analytics; the host rewrites them to the backend. */
export const analyticsEndpoints = {
  events: '/api/analytics/events',
  performance: '/api/analytics/performance',
} as const;

/** A thing that happened: a page view, an enquiry sent, a script error. */
interface AnalyticsEvent {
  name: string;
  properties: Record<string, unknown>;
  /** ISO 8601. */
  timestamp: string;
}

/** A web-vitals measurement (LCP, INP, CLS, FCP, TTFB). */
interface PerformanceMetric {
  name: string;
  value: number;
  /** ISO 8601. */
  timestamp: string;
}

/**
 * Posts JSON without holding up the page: sendBeacon survives the page being closed; where it is
 * missing or refuses (its queue is full), fetch with keepalive does the same job. Returns
 * whether the browser accepted the request; delivery itself is never awaited.
 */
function postJson(url: string, body: AnalyticsEvent | PerformanceMetric): boolean {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return true;
  } catch {
    // Some browsers throw on a beacon over their size limit; fall through to fetch.
  }
  if (typeof fetch !== 'function') return false;
  fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // Analytics must never surface as an error of its own.
  });
  return true;
}

/** Records an event, e.g. `trackEvent('enquiry_sent', { package: id })`. */
export function trackEvent(name: string, properties: Record<string, unknown> = {}): boolean {
  return postJson(analyticsEndpoints.events, {
    name,
    properties,
    timestamp: new Date().toISOString(),
  });
}

/** Records one performance measurement. */
export function trackPerformance(name: string, value: number): boolean {
  return postJson(analyticsEndpoints.performance, {
    name,
    value,
    timestamp: new Date().toISOString(),
  });
}
