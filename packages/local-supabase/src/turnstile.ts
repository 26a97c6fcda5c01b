import { Hono } from 'hono';
import { json } from './server/http.ts';

/**
 * A stand-in for Cloudflare Turnstile (docs/decisions.md#enquiry-form-token), served with the dev
 * endpoints so that `pnpm dev` and the tests never reach Cloudflare:
 *
 * - `GET /__stand-in/turnstile/api.js`: the widget script. `turnstile.render(container, options)`
 *   shows a labelled checkbox ("I am a person"); ticking it calls `options.callback` with a
 *   token the verify stand-in accepts.
 * - `POST /__stand-in/turnstile/siteverify`: Cloudflare's siteverify. `success` is true when the
 *   secret is set and the response is a token the widget handed out (`standInPass` + sitekey);
 *   `standInFail` and anything else fail with `invalid-input-response`.
 *
 * The site uses them when built with `VITE_TURNSTILE_SCRIPT_URL` pointing at the first, and the
 * enquiry-challenge function with `TURNSTILE_VERIFY_URL` pointing at the second.
 */
export const standInPrefix = '/__stand-in/turnstile';
export const standInPass = 'stand-in-pass.';

const widgetScript = `(() => {
  const widgets = new Map();
  let next = 0;
  window.turnstile = {
    render(target, options) {
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      const id = 'stand-in-turnstile-' + ++next;
      const label = document.createElement('label');
      label.style.display = 'inline-flex';
      label.style.gap = '0.5rem';
      label.style.padding = '0.75rem';
      label.style.border = '1px solid currentColor';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = id;
      box.addEventListener('change', () => {
        if (!box.checked) return;
        box.disabled = true;
        options.callback?.(${JSON.stringify(standInPass)} + (options.sitekey ?? ''));
      });
      label.append(box, document.createTextNode('I am a person (Turnstile stand-in)'));
      container.append(label);
      widgets.set(id, label);
      return id;
    },
    reset(id) {
      const box = widgets.get(id)?.querySelector('input');
      if (box) { box.checked = false; box.disabled = false; }
    },
    remove(id) {
      widgets.get(id)?.remove();
      widgets.delete(id);
    },
  };
  const onload = new URL(document.currentScript?.src ?? location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export function turnstileStandInRoutes(): Hono {
  const app = new Hono();
  app.get(
    '/api.js',
    () =>
      new Response(widgetScript, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'cross-origin-resource-policy': 'cross-origin',
        },
      }),
  );
  app.post('/siteverify', async (c) => {
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await c.req.text());
    } catch {
      return json({ success: false, 'error-codes': ['bad-request'] }, 400);
    }
    const secret = form.get('secret') ?? '';
    const response = form.get('response') ?? '';
    if (!secret) return json({ success: false, 'error-codes': ['missing-input-secret'] });
    if (!response.startsWith(standInPass)) {
      return json({ success: false, 'error-codes': ['invalid-input-response'] });
    }
    return json({
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
      'error-codes': [],
    });
  });
  return app;
}
