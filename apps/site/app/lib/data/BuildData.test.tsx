/**
 * A data page's build-time cache is hydrated as current, and read again only when it is older
 * than the freshness and the site changed since the build read it
 * (docs/decisions.md#build-freshness).
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, dehydrate, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { defaultStaleTime } from '@tembo/data';
import { mockTable } from '@tembo/data/mocks';
import { server, setupMockServer } from '../../test/render-route.tsx';
import { BuildData } from './BuildData.tsx';
import { freshnessIdleTimeoutMs } from './build-freshness.ts';

setupMockServer();

const key = ['packages', 'list'];

/** What the build's loader dehydrated: one query, read `age` milliseconds ago. */
function builtState(age: number) {
  const build = new QueryClient();
  build.setQueryData(key, 'as the build read it', { updatedAt: Date.now() - age });
  return dehydrate(build);
}

/** Long enough for an answer to be acted on, or a request to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function renderPage(age: number) {
  const read = vi.fn(async () => 'as read again');
  function Page() {
    const { data } = useQuery({ queryKey: key, queryFn: read, staleTime: defaultStaleTime });
    return <p>{data}</p>;
  }
  const requests: string[] = [];
  const answered: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/rest/v1/')) requests.push(new URL(request.url).pathname);
  });
  server.events.on('response:mocked', ({ request }) => answered.push(request.url));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BuildData state={builtState(age)}>
        <Page />
      </BuildData>
    </QueryClientProvider>,
  );
  return { read, requests, answered };
}

describe('BuildData', () => {
  it('asks whether the site changed and keeps old build data that is still current', async () => {
    const { read, requests, answered } = renderPage(defaultStaleTime + 60_000);
    expect(screen.getByText('as the build read it')).toBeVisible();
    await waitFor(() => expect(requests).toEqual(['/rest/v1/rpc/site_changed_since']));
    // The answer (no) has come back, and the page had time to act on it: nothing reads again.
    await waitFor(() => expect(answered).toHaveLength(1));
    await settle();
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByText('as the build read it')).toBeVisible();
  });

  it('reads again when the site changed after the build read it', async () => {
    mockTable('packages')[0]!.updated_at = new Date().toISOString();
    const { read } = renderPage(defaultStaleTime + 60_000);
    expect(await screen.findByText('as read again')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks at the first idle moment, not in the task that hydrated the page', async () => {
    const idle: { task: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
      idle.push({ task, timeout: options?.timeout });
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { requests } = renderPage(defaultStaleTime + 60_000);
      // Rendered, effects run: the question waits for idle time, at most a second.
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      expect(idle[0]!.timeout).toBe(freshnessIdleTimeoutMs);
      idle[0]!.task();
      await waitFor(() => expect(requests).toEqual(['/rest/v1/rpc/site_changed_since']));
    } finally {
      cleanup();
      fetchSpy.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('neither asks nor reads while the build data is fresh', async () => {
    const { read, requests } = renderPage(60_000);
    // The page has rendered and its effects have run.
    expect(screen.getByText('as the build read it')).toBeVisible();
    await settle();
    expect(requests).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });
});
