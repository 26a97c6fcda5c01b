import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import bcrypt from 'bcryptjs';

// scrypt from Node's crypto: memory-hard, no dependency. Stored in auth.users.encrypted_password
// as `$scrypt$N=16384,r=8,p=1$<salt>$<hash>` (base64), so the parameters can change later.
const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `$scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const bcryptHash = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * Checks a password against our scrypt hashes and GoTrue's bcrypt ones (`$2a$`/`$2b$`, as in a
 * backup of a hosted project). False for a wrong password and for anything else (empty).
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored && bcryptHash.test(stored)) return bcrypt.compare(password, stored);
  const match = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored ?? '');
  if (!match) return false;
  const [, N, r, p, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * What sign-in calls: `verifyPassword`, but a user with no usable hash (unknown email, a
 * code-only account) costs the same hash check against a throwaway hash, so the answer's timing
 * does not tell which emails have accounts.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored && (bcryptHash.test(stored) || stored.startsWith('$scrypt$'))) {
    return passwords.verify(password, stored);
  }
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await passwords.verify(password, await dummy);
  return false;
}

/** The hash functions as one object, so a test can observe which run. */
export const passwords = { hash: hashPassword, verify: verifyPassword };
