import { describe, expect, it } from 'vitest';
import { defaultTurnstileScriptUrl, readTurnstileConfig } from './turnstile.ts';

describe('the Turnstile settings', () => {
  it('are off without a site key', () => {
    expect(readTurnstileConfig({})).toBeNull();
    expect(readTurnstileConfig({ VITE_TURNSTILE_SITE_KEY: '  ' })).toBeNull();
    expect(readTurnstileConfig(undefined)).toBeNull();
  });

  it("use Cloudflare's script unless another is set", () => {
    expect(readTurnstileConfig({ VITE_TURNSTILE_SITE_KEY: 'key' })).toEqual({
      siteKey: 'key',
      scriptUrl: defaultTurnstileScriptUrl,
    });
    expect(
      readTurnstileConfig({
        VITE_TURNSTILE_SITE_KEY: 'key',
        VITE_TURNSTILE_SCRIPT_URL: 'http://127.0.0.1:54392/__stand-in/turnstile/api.js',
      })?.scriptUrl,
    ).toBe('http://127.0.0.1:54392/__stand-in/turnstile/api.js');
  });

  it('refuse a script address that is not a URL', () => {
    expect(() =>
      readTurnstileConfig({ VITE_TURNSTILE_SITE_KEY: 'key', VITE_TURNSTILE_SCRIPT_URL: 'nope' }),
    ).toThrow('VITE_TURNSTILE_SCRIPT_URL is not a URL');
  });
});
