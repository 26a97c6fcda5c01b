import { getResponse, type HttpHandler } from 'msw';
import { handlers as allHandlers } from './handlers/index.ts';

/**
 * A fetch answered by the mock handlers alone, without intercepting anything globally: give it
 * to createPublicClient / createSupabaseClient (`{ fetch }`). A request no handler answers
 * rejects, naming it, so a test cannot pass on a request the mocks do not know.
 */
export function createMockFetch(...extra: HttpHandler[]): typeof fetch {
  const handlers = [...extra, ...allHandlers];
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) {
      throw new Error(`No mock handler for ${request.method} ${request.url}`);
    }
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
