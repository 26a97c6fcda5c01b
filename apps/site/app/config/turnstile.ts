/**
 * The optional Cloudflare Turnstile challenge the enquiry form asks for past a spam cap
 * (docs/decisions.md#enquiry-form-token). Off unless the build sets `VITE_TURNSTILE_SITE_KEY`;
 * `VITE_TURNSTILE_SCRIPT_URL` points the widget script elsewhere (the tests use local-supabase's
 * stand-in). The build's Content-Security-Policy admits the script's origin only when it is on.
 */
export interface TurnstileConfig {
  siteKey: string;
  /** The widget script, loaded only when the challenge is shown. */
  scriptUrl: string;
}

export const defaultTurnstileScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export interface TurnstileEnv {
  VITE_TURNSTILE_SITE_KEY?: string | undefined;
  VITE_TURNSTILE_SCRIPT_URL?: string | undefined;
}

/** The challenge's settings, or null when no site key is set. */
export function readTurnstileConfig(env: TurnstileEnv | undefined): TurnstileConfig | null {
  const siteKey = env?.VITE_TURNSTILE_SITE_KEY?.trim();
  if (!siteKey) return null;
  const scriptUrl = env?.VITE_TURNSTILE_SCRIPT_URL?.trim() || defaultTurnstileScriptUrl;
  try {
    new URL(scriptUrl);
  } catch {
    throw new Error(`VITE_TURNSTILE_SCRIPT_URL is not a URL: "${scriptUrl}".`);
  }
  return { siteKey, scriptUrl };
}

/** The challenge of this build (import.meta.env), or null. */
export function turnstileConfig(): TurnstileConfig | null {
  return readTurnstileConfig(import.meta.env as TurnstileEnv | undefined);
}
