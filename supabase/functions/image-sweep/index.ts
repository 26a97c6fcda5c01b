// POST /functions/v1/image-sweep: deletes the images nothing shows any more
// (docs/architecture.md#publishing).
//
// The pg_cron job `image-sweep` calls it through kick_image_sweep() when something is due. It
// asks the database which objects may go (image_sweep_candidates: unused by every row, the last
// good build and every kept revision, for the grace period), deletes them through the Storage API
// with the service role, and logs each outcome (report_image_sweep). Through the Storage API, not
// by deleting rows of storage.objects: hosted Storage keeps the files in S3 and refuses direct
// deletes from the table; local-supabase deletes the row and its bytes together. Calling it when
// nothing is due does nothing.
//
// Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (built in on Supabase); IMAGE_SWEEP_TOKEN
// is the bearer the caller must present (the Vault secret image_sweep_function_token), by
// default the service role key.
//
// Web-standard Request/Response, so the same file runs on Supabase Edge Functions (Deno) and in
// local-supabase, which imports the default export.

export type FunctionEnv = Record<string, string | undefined>;

/** pg_net calls it with IMAGE_SWEEP_TOKEN, which need not be a JWT: the function checks it. */
export const config = { verifyJwt: false };

const bucket = 'images';

interface Candidate {
  name: string;
  unused_since: string;
}

function serviceHeaders(env: FunctionEnv): Record<string, string> {
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

function rpc(env: FunctionEnv, name: string, body: unknown): Promise<Response> {
  return fetch(`${env.SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify(body),
  });
}

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

export async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  if (request.method !== 'POST') {
    return reply(405, { error: 'method_not_allowed', message: 'Use POST.' });
  }
  const expected = env.IMAGE_SWEEP_TOKEN || env.SUPABASE_SERVICE_ROLE_KEY;
  if (!expected || request.headers.get('authorization') !== `Bearer ${expected}`) {
    return reply(401, { error: 'unauthorized', message: 'The sweep token is missing or wrong.' });
  }
  const listed = await rpc(env, 'image_sweep_candidates', {});
  if (!listed.ok) {
    return reply(502, {
      error: 'candidates_failed',
      message: `The database did not list the images (${listed.status}).`,
    });
  }
  const names = ((await listed.json()) as Candidate[]).map((candidate) => candidate.name);
  if (names.length === 0) return reply(200, { deleted: 0, failed: 0 });

  let deleted: string[] = [];
  let failure = 'Storage did not delete it.';
  try {
    const removed = await fetch(`${env.SUPABASE_URL}/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      headers: serviceHeaders(env),
      body: JSON.stringify({ prefixes: names }),
    });
    if (removed.ok) {
      // Storage answers with the objects it deleted.
      const objects = (await removed.json()) as { name?: string }[];
      const gone = new Set(objects.map((object) => object.name));
      deleted = names.filter((name) => gone.has(name));
    } else {
      failure = `Storage answered ${removed.status}: ${(await removed.text()).slice(0, 300)}`;
    }
  } catch (error) {
    failure = `Storage could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  }
  const failed = Object.fromEntries(
    names.filter((name) => !deleted.includes(name)).map((name) => [name, failure]),
  );
  const reported = await rpc(env, 'report_image_sweep', { deleted, failed });
  if (!reported.ok) {
    return reply(502, {
      error: 'report_failed',
      message: `The database did not log the sweep (${reported.status}).`,
      deleted: deleted.length,
    });
  }
  return reply(200, { deleted: deleted.length, failed: Object.keys(failed).length });
}

export default handler;

// On Supabase Edge Functions (Deno) the module serves itself; local-supabase imports `handler`.
interface DenoRuntime {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
deno?.serve((request) => handler(request, deno.env.toObject()));
