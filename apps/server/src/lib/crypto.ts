import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Session tokens carry 256 random bits; only their SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The stored form of a bearer token. A fast hash is right here: the token has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum, ~12 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password, so an unknown mobile number costs as long as a wrong password.
const DUMMY_HASH = hash(randomBytes(16).toString('hex'));

/** Checks a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
