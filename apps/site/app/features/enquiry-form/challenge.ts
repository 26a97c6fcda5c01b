import { readSupabaseConfig } from '@tembo/data';

/** What the Turnstile script puts on `window` (the calls the form uses). */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'error-callback'?: () => void;
      'expired-callback'?: () => void;
      language?: string;
    },
  ): string;
  remove(id: string): void;
}

const loading = new Map<string, Promise<TurnstileApi>>();

/**
 * Loads the widget script once (Cloudflare's explicit-render mode), when the challenge is first
 * shown: public pages never load it otherwise.
 */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<TurnstileApi>((resolve, reject) => {
      const url = new URL(scriptUrl);
      url.searchParams.set('render', 'explicit');
      const script = document.createElement('script');
      script.src = url.href;
      script.async = true;
      script.onload = () => {
        const api = (window as { turnstile?: TurnstileApi }).turnstile;
        if (api) resolve(api);
        else reject(new Error('The Turnstile script did not define window.turnstile.'));
      };
      script.onerror = () => reject(new Error('The Turnstile script did not load.'));
      document.head.append(script);
    });
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

/** Why the challenge could not be turned into a passed form token, in the form's words. */
export class ChallengeError extends Error {}

/**
 * Sends the widget's answer and the form token to the enquiry-challenge edge function, which
 * checks the answer with Cloudflare and returns the form token marked as passed.
 */
export async function passChallenge(turnstileToken: string, formToken: string): Promise<string> {
  const { url, anonKey } = readSupabaseConfig(import.meta.env);
  let response: Response;
  try {
    response = await fetch(`${url}/functions/v1/enquiry-challenge`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ turnstileToken, formToken }),
    });
  } catch {
    throw new ChallengeError(
      'The check could not be sent. Please check your connection and try again.',
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    formToken?: unknown;
    message?: unknown;
  };
  if (!response.ok || typeof body.formToken !== 'string') {
    throw new ChallengeError(
      typeof body.message === 'string'
        ? body.message
        : 'The check did not succeed. Please try it again.',
    );
  }
  return body.formToken;
}
