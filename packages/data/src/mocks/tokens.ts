// Unsigned JWT-shaped tokens for the auth mocks. supabase-js only decodes them (expiry, user id);
// nothing in the mocks checks a signature.

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** atob takes base64 without its padding (forgiving-base64). */
function fromBase64Url(value: string): string {
  return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
}

/** Claims the mocks put in a token. */
export interface MockClaims {
  sub?: string;
  role: 'anon' | 'authenticated';
  email?: string;
  exp: number;
}

/** A JWT-shaped token carrying `claims` (signature "mock"). */
export function mockToken(claims: MockClaims): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(claims))}.mock`;
}

/** The claims of the request's bearer token, or anon's when there is none or it is not ours. */
export function claimsOf(request: Request): MockClaims {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const payload = token.split('.')[1];
  try {
    if (payload) return JSON.parse(fromBase64Url(payload)) as MockClaims;
  } catch {
    // Not one of ours: treated as anon.
  }
  return { role: 'anon', exp: 0 };
}

/** Configuration for clients that talk to the mocks (any URL works; this one never resolves). */
export const mockSupabaseConfig = {
  url: 'http://supabase.mock',
  /** The anon key of the mocks (an anon token, like Supabase's). */
  anonKey: mockToken({ role: 'anon', exp: 4_102_444_800 }),
} as const;
