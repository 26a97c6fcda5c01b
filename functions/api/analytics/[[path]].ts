/**
 * Cloudflare Pages only: forwards the site's analytics beacons (/api/analytics/*) to the
 * analytics edge function, which Cloudflare's `_redirects` cannot do (it proxies only within the
 * site). Netlify and Vercel do it with the rewrite the build writes into their files
 * (apps/site/scripts/host-config.ts). Reads VITE_SUPABASE_URL from the Pages project's
 * environment variables, the same value the build uses.
 */
interface PagesContext {
  request: Request;
  params: { path?: string | string[] };
  env: { VITE_SUPABASE_URL?: string };
}

export async function onRequest({ request, params, env }: PagesContext): Promise<Response> {
  if (!env.VITE_SUPABASE_URL) {
    return new Response('VITE_SUPABASE_URL is not set for this Pages project', { status: 500 });
  }
  const rest = [params.path ?? []].flat().map(encodeURIComponent).join('/');
  const search = new URL(request.url).search;
  const target = `${new URL(env.VITE_SUPABASE_URL).origin}/functions/v1/analytics/${rest}${search}`;
  return fetch(new Request(target, request));
}
