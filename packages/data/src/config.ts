/** Where the site finds its Supabase project. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * The build environment: `import.meta.env` in Vite code, `process.env` in Node scripts. Other
 * variables may be present and are ignored.
 */
export interface SupabaseEnv {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
  [name: string]: unknown;
}

/**
 * Reads the Supabase URL and anon key from the build environment. A build without them cannot
 * work, so this throws a message that says exactly what to set rather than failing later.
 */
export function readSupabaseConfig(env: SupabaseEnv): SupabaseConfig {
  const missing = (['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const).filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(' and ')}. Set them to your Supabase project's API URL and anon key ` +
        '(Project Settings → API), or run `pnpm dev`, which starts the local backend and sets them for you.',
    );
  }
  const url = env.VITE_SUPABASE_URL!.trim().replace(/\/+$/, '');
  try {
    new URL(url);
  } catch {
    throw new Error(
      `VITE_SUPABASE_URL is not a URL: "${url}". Expected e.g. https://xyz.supabase.co`,
    );
  }
  return { url, anonKey: env.VITE_SUPABASE_ANON_KEY!.trim() };
}
