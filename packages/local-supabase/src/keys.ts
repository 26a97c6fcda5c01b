/**
 * The Supabase CLI's well-known local JWT secret and the demo keys it signs. They are public
 * (printed by `supabase start` on every machine), so they are safe to commit and only ever
 * valid against a local backend. Tests and the e2e setup import them from here.
 */
export const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The CLI's demo anon key: `{ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }`. */
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The CLI's demo service_role key: bypasses Row Level Security. Never ship it to a browser. */
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The demo super_admin that local runs create after the migrations (never in migrations or the
 * seed, which production applies too).
 */
export const demoAdmin = {
  email: 'admin@tembo-safaris.local',
  password: 'tembo-demo-admin',
} as const;

/** `pnpm dev`'s API port; 54321 (the CLI's) is often taken by another stack. */
export const defaultPort = 54391;

/** Where the site's dev server runs; the default redirect for auth emails. */
export const defaultSiteUrl = 'http://127.0.0.1:5391';
