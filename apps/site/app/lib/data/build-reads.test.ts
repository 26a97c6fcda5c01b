// The prerender's reads: one request per distinct successful GET in a build, never a shared
// failure, and writes untouched.
import { describe, expect, it } from 'vitest';
import { onceEachRead } from './build-reads.ts';

/** A backend stand-in that counts requests and answers each with `answer(n)`. */
function counting(answer: (n: number, request: Request) => Response) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(requests.length, request);
  };
  return { requests, fetchImpl };
}

const url = 'https://project.supabase.test/rest/v1/packages?select=*&category=eq.gorillas';
const headers = { apikey: 'anon', authorization: 'Bearer anon' };

describe('onceEachRead', () => {
  it('asks once for the same GET and gives every caller the whole answer', async () => {
    const backend = counting((n) => Response.json([{ n }], { headers: { 'x-n': String(n) } }));
    const read = onceEachRead(backend.fetchImpl);
    const answers = await Promise.all([read(url, { headers }), read(url, { headers })]);
    const later = await read(url, { headers });
    expect(backend.requests).toHaveLength(1);
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-n')).toBe('1');
      expect(await answer.json()).toEqual([{ n: 1 }]);
    }
  });

  it('asks again for another URL or other headers', async () => {
    const backend = counting((n) => Response.json({ n }));
    const read = onceEachRead(backend.fetchImpl);
    expect(await (await read(url, { headers })).json()).toEqual({ n: 1 });
    expect(await (await read(`${url}&limit=3`, { headers })).json()).toEqual({ n: 2 });
    const other = { ...headers, prefer: 'count=exact' };
    expect(await (await read(url, { headers: other })).json()).toEqual({ n: 3 });
    expect(backend.requests).toHaveLength(3);
  });

  it('keeps no failure: an error answer is asked again', async () => {
    const backend = counting((n) =>
      n === 1 ? Response.json({ message: 'busy' }, { status: 500 }) : Response.json({ n }),
    );
    const read = onceEachRead(backend.fetchImpl);
    expect((await read(url, { headers })).status).toBe(500);
    const second = await read(url, { headers });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ n: 2 });
  });

  it('keeps no network failure either', async () => {
    let calls = 0;
    const read = onceEachRead(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return Response.json({ ok: true });
    });
    await expect(read(url, { headers })).rejects.toThrow('fetch failed');
    expect(await (await read(url, { headers })).json()).toEqual({ ok: true });
  });

  it('sends every write to the backend', async () => {
    const backend = counting(() => new Response(null, { status: 204 }));
    const read = onceEachRead(backend.fetchImpl);
    const rpc = 'https://project.supabase.test/rest/v1/rpc/submit_enquiry';
    await read(rpc, { method: 'POST', headers, body: '{}' });
    await read(rpc, { method: 'POST', headers, body: '{}' });
    expect(backend.requests).toHaveLength(2);
  });
});
