/**
 * The palika's DHIS2 token at rest (docs/decisions/033-dhis2-token-at-rest.md): AES-256-GCM (node:crypto) with a
 * key from the configuration (`HMIS_TOKEN_KEY`, `<id>:<32 bytes in base64>`), the key's id written with the
 * ciphertext so a key can be replaced while the tokens sealed with the one before (`HMIS_TOKEN_KEYS_OLD`) are still
 * read and sealed again with the new one at their next use. The token is opened only to send it to DHIS2.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';

/** A key: its id (stored with each ciphertext) and its 32 bytes. */
export interface TokenKey {
  id: string;
  key: Buffer;
}

/** The keys of a deployment: the one that seals, and the older ones that may still open. Absent: no key configured. */
export interface TokenKeys {
  current: TokenKey | undefined;
  old: TokenKey[];
}

/** The format of `HMIS_TOKEN_KEY`: an id of letters, digits, `_` or `-`, a colon, 32 bytes in base64. */
export const TOKEN_KEY_PATTERN = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/_-]{43}=?)$/;

/** Parses `<id>:<base64>`; undefined when it is not a key (config.ts says why). */
export function parseTokenKey(text: string): TokenKey | undefined {
  const m = TOKEN_KEY_PATTERN.exec(text.trim());
  if (!m) return undefined;
  const key = Buffer.from((m[2] as string).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? { id: m[1] as string, key } : undefined;
}

/**
 * The key used outside production when none is configured (development, the tests, the e2e server): fixed and
 * public, so a token sealed with it protects nothing. Production never falls back to it (config.ts).
 */
export const DEVELOPMENT_TOKEN_KEY: TokenKey = { id: 'dev', key: Buffer.alloc(32, 'mamata-development-only-token-key') };

const FORMAT = 'v1';

/** Seals a token: `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url), a fresh 12-byte IV each time. */
export function sealToken(token: string, keys: TokenKeys): string {
  const k = requireKey(keys);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k.key, iv);
  // the key id is authenticated with the ciphertext: a row's id cannot be swapped to another key's
  cipher.setAAD(Buffer.from(`${FORMAT}:${k.id}`));
  const ct = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [FORMAT, k.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join(':');
}

/** The key id a sealed token names (to tell whether it should be sealed again with the current key). */
export function keyIdOf(sealed: string): string | undefined {
  const parts = sealed.split(':');
  return parts.length === 5 && parts[0] === FORMAT ? parts[1] : undefined;
}

/**
 * Opens a sealed token. A key id the deployment does not hold, or a ciphertext the key does not open (a key changed
 * without keeping the old one), is a 503 that says so, never the cipher's own error.
 */
export function openToken(sealed: string, keys: TokenKeys): string {
  const parts = sealed.split(':');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new AppError('UNAVAILABLE', 'errors.dhis2TokenUnreadable');
  const [, id, iv, tag, ct] = parts as [string, string, string, string, string];
  const k = [keys.current, ...keys.old].find((x) => x?.id === id);
  if (!k) throw new AppError('UNAVAILABLE', keys.current ? 'errors.dhis2TokenUnreadable' : 'errors.dhis2TokenKeyMissing');
  try {
    const decipher = createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${FORMAT}:${id}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new AppError('UNAVAILABLE', 'errors.dhis2TokenUnreadable');
  }
}

/** The current key, or a 503 saying the deployment has none (production without `HMIS_TOKEN_KEY`). */
function requireKey(keys: TokenKeys): TokenKey {
  if (!keys.current) throw new AppError('UNAVAILABLE', 'errors.dhis2TokenKeyMissing');
  return keys.current;
}

/** The deployment's keys from the configuration: outside production, the development key when none is set. */
export function tokenKeysOf(config: { NODE_ENV: string; HMIS_TOKEN_KEY?: TokenKey | undefined; HMIS_TOKEN_KEYS_OLD: TokenKey[] }): TokenKeys {
  const current = config.HMIS_TOKEN_KEY ?? (config.NODE_ENV === 'production' ? undefined : DEVELOPMENT_TOKEN_KEY);
  return { current, old: config.HMIS_TOKEN_KEYS_OLD };
}
