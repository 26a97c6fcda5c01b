import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { jwtSecret } from './keys.ts';

const key = new TextEncoder().encode(jwtSecret);

/** The claims GoTrue puts in an access token, and what the demo API keys carry. */
export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  phone?: string;
  session_id?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
}

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: string };

/** HS256 with the local secret; the reason reads like GoTrue's (`token is expired`, …). */
export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'token is expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'signature is invalid' };
    }
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'token is malformed' };
    throw error;
  }
}

/** The bearer token of an `Authorization` header, if there is one. */
export function bearer(header: string | null | undefined): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
