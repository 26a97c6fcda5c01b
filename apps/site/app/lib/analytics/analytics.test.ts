import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureError,
  errorQueueLimit,
  flushErrors,
  listenForErrors,
  pendingErrors,
} from './error-queue.ts';
import { analyticsEndpoints, trackEvent, trackPerformance } from './send.ts';
import { reportWebVitals } from './web-vitals.ts';

const webVitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock('web-vitals', () => webVitals);

async function beaconBody(call: unknown[]): Promise<unknown> {
  return JSON.parse(await (call[1] as Blob).text());
}

let beacon: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  flushErrors();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('sending', () => {
  it('beacons an event as JSON with name, properties and timestamp', async () => {
    trackEvent('enquiry_sent', { package: 'abc' });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(analyticsEndpoints.events);
    const body = (await beaconBody(beacon.mock.calls[0]!)) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'enquiry_sent',
      properties: { package: 'abc' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    trackPerformance('LCP', 1234.5);
    expect(fetchSpy).toHaveBeenCalledWith(
      analyticsEndpoints.performance,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetchSpy.mock.calls[0]![1];
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'LCP', value: 1234.5 });
    vi.unstubAllGlobals();
  });
});

describe('global errors', () => {
  it('logs an unhandled rejection and sends it as an event', async () => {
    vi.useFakeTimers();
    const stop = listenForErrors();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('network down') });
    window.dispatchEvent(event);
    expect(consoleError).toHaveBeenCalledWith(
      '[unhandledrejection] network down',
      expect.anything(),
    );
    expect(pendingErrors()).toHaveLength(1);
    vi.runAllTimers();
    expect(pendingErrors()).toHaveLength(0);
    const body = (await beaconBody(beacon.mock.calls[0]!)) as {
      name: string;
      properties: { message: string };
    };
    expect(body.name).toBe('unhandled_rejection');
    expect(body.properties.message).toBe('network down');
    stop();
    vi.useRealTimers();
  });

  it('keeps at most 50 unsent errors, dropping the oldest', () => {
    beacon.mockReturnValue(false);
    vi.stubGlobal('fetch', undefined);
    for (let index = 1; index <= errorQueueLimit + 5; index += 1) {
      captureError({ kind: 'error', message: `error ${index}` });
    }
    flushErrors();
    expect(pendingErrors()).toHaveLength(errorQueueLimit);
    expect(pendingErrors()[0]!.message).toBe('error 6');
    expect(pendingErrors().at(-1)!.message).toBe(`error ${errorQueueLimit + 5}`);
    vi.unstubAllGlobals();
    beacon.mockReturnValue(true);
    flushErrors();
    expect(pendingErrors()).toHaveLength(0);
  });
});

describe('web vitals', () => {
  it('are not collected on localhost, an IP address or a preview host', async () => {
    expect(await reportWebVitals('localhost')).toBe(false);
    expect(await reportWebVitals('127.0.0.1')).toBe(false);
    expect(await reportWebVitals('deploy-preview-3--tembo.netlify.app')).toBe(false);
    expect(webVitals.onLCP).not.toHaveBeenCalled();
  });

  it('report the five metrics from the production host', async () => {
    expect(await reportWebVitals('www.tembosafaris.com')).toBe(true);
    for (const listen of Object.values(webVitals)) expect(listen).toHaveBeenCalledTimes(1);
    const report = webVitals.onCLS.mock.calls[0]![0] as (metric: {
      name: string;
      value: number;
    }) => void;
    report({ name: 'CLS', value: 0.02 });
    const body = (await beaconBody(beacon.mock.calls[0]!)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'CLS', value: 0.02 });
  });
});
