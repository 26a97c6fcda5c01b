import { describe, expect, it } from 'vitest';
import { readSupabaseConfig } from './config.ts';

describe('readSupabaseConfig', () => {
  it('returns the URL without a trailing slash and the anon key', () => {
    expect(
      readSupabaseConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: ' key ',
      }),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'key' });
  });

  it('names every missing variable', () => {
    expect(() => readSupabaseConfig({})).toThrow(
      /Missing VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY/,
    );
    expect(() =>
      readSupabaseConfig({ VITE_SUPABASE_URL: 'https://a.co', VITE_SUPABASE_ANON_KEY: ' ' }),
    ).toThrow(/Missing VITE_SUPABASE_ANON_KEY\./);
  });

  it('rejects a URL that is not one', () => {
    expect(() =>
      readSupabaseConfig({ VITE_SUPABASE_URL: 'abc', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toThrow(/not a URL/);
  });
});
