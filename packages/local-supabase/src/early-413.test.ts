// A body over a limit is answered 413 before the server has read it all (security.test.ts, "body
// limits"). A client that is still sending must still see that 413: undici's fetch (what
// supabase-js uses in Node) reports "other side closed" instead when the server resets the
// connection with the answer unread. The node adapter (@hono/node-server) flushes the answer,
// then reads and discards up to 64 MB or half a second of the rest before it closes. These bodies
// go well past that, with a Content-Length and chunked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey } from './keys.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
}, 120_000);
afterAll(() => backend?.stop());

const headers = {
  apikey: anonKey,
  authorization: `Bearer ${anonKey}`,
  'content-type': 'application/json',
};

/** A body of `total` bytes streamed 1 MiB at a time with no Content-Length. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      sent += 1 << 20;
      controller.enqueue(new Uint8Array(1 << 20));
    },
  });
}

describe('fetch sees the 413, not a closed connection', () => {
  it.each([
    ['REST, 80 MB with a Content-Length', '/rest/v1/rpc/submit_enquiry', 'length'],
    ['REST, 200 MB chunked', '/rest/v1/rpc/submit_enquiry', 'chunked'],
    ['auth, 80 MB with a Content-Length', '/auth/v1/signup', 'length'],
    ['a function, 200 MB chunked', '/functions/v1/analytics/events', 'chunked'],
    ['storage, 200 MB chunked', '/storage/v1/object/images/early-413.png', 'chunked'],
  ] as const)(
    '%s',
    async (_, path, kind) => {
      const body =
        kind === 'length' ? new Uint8Array(80 * 1024 * 1024) : chunked(200 * 1024 * 1024);
      const response = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: path.startsWith('/storage')
          ? { ...headers, 'content-type': 'image/png' }
          : headers,
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      await response.arrayBuffer();
      // And the server goes on answering.
      const after = await fetch(`${backend.url}/rest/v1/packages?select=id&limit=1`, { headers });
      expect(after.status).toBe(200);
    },
    60_000,
  );
});
