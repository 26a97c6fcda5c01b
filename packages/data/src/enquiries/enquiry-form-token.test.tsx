// @vitest-environment jsdom
// The enquiry form's token is asked for at the first idle moment after the form rendered, not in
// the task that rendered it (a page hydrating with the form is one long task on a phone).
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMockFetch } from '../mocks/fetch.ts';
import { handledRequests } from '../mocks/rest.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { createPublicClient, PublicClientProvider } from '../public-client.tsx';
import { formTokenIdleTimeoutMs, useEnquiryFormToken } from './enquiry-submit-mutation.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  handledRequests.length = 0;
});

const tokenRequests = () =>
  handledRequests.filter((entry) => entry.handler === 'rpc.enquiry_form_token').length;

function render() {
  const client = createPublicClient(mockSupabaseConfig, { fetch: createMockFetch() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PublicClientProvider client={client}>{children}</PublicClientProvider>
  );
  return renderHook(() => useEnquiryFormToken(), { wrapper });
}

it('asks for the token when the browser is idle, within the idle timeout, and keeps it', async () => {
  const idle: { task: () => void; timeout: number | undefined }[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
    idle.push({ task, timeout: options?.timeout });
    return idle.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  const { result } = render();
  // Rendered and its effects run: nothing asked yet, one idle task waiting with a deadline.
  expect(tokenRequests()).toBe(0);
  expect(idle).toHaveLength(1);
  expect(idle[0]!.timeout).toBe(formTokenIdleTimeoutMs);
  expect(result.current.current()).toBeNull();

  idle[0]!.task();
  await waitFor(() => expect(result.current.current()).toEqual(expect.any(String)));
  expect(tokenRequests()).toBe(1);
});

it('asks for nothing when the form is gone before the browser was idle', () => {
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', () => 7);
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  const { unmount } = render();
  unmount();
  expect(cancelled).toEqual([7]);
  expect(tokenRequests()).toBe(0);
});
