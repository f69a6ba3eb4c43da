import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures, sessions, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { addressGroup } from '../../lib/address-group.ts';

/** The provider login and the staff login count their failures apart: guesses on one never lock the other. */
export type LoginRealm = 'provider' | 'staff';

/**
 * Failed-login throttling as banks do it (OWASP ASVS 5.0 V6, docs/decisions/003-sessions.md):
 * - per (number, address): 5 free failures a day, then each try waits twice as long as the last
 *   (1, 2, 4 ... 60 minutes), so one address gets about a dozen guesses an hour at one number;
 * - per address (any number): 30 free failures an hour, then growing waits (2, 4 ... 900 seconds);
 * - per number (any address): a block at 100 failures within an hour, far above what one address
 *   can send, and never for an address this account has logged in from before (her own phone).
 * A try during a wait is refused without checking the password and is not counted; a try that is let
 * through is counted before its password is checked (takeLoginTry).
 * "Address" is the address group (lib/address-group.ts): an IPv6 /64 counts as one address, since one
 * machine holds all of it (docs/decisions/026-login-lockout-and-proxies.md); `login_failures.ip` keeps the group.
 */
export const PAIR_FREE_FAILURES = 5;
export const PAIR_WINDOW_MS = 24 * 3_600_000;
export const PAIR_MAX_WAIT_MS = 60 * 60_000;
export const ADDRESS_FREE_FAILURES = 30;
export const ADDRESS_WINDOW_MS = 3_600_000;
export const ADDRESS_MAX_WAIT_MS = 15 * 60_000;
export const NUMBER_BLOCK_FAILURES = 100;
export const NUMBER_WINDOW_MS = 3_600_000;
/** How far back a login from the same address makes it "her own": the longest session. */
const KNOWN_ADDRESS_MS = 180 * 86_400_000;

/** The wait after `failures` failures when `free` are free: 0, then base, 2 x base, ... up to `cap`. */
export function growingWait(failures: number, free: number, baseMs: number, capMs: number): number {
  if (failures < free) return 0;
  return Math.min(capMs, baseMs * 2 ** Math.min(failures - free, 30));
}

async function failuresSince(db: Db | Tx, realm: LoginRealm, where: ReturnType<typeof and>, sinceMs: number) {
  const [row] = await db
    .select({ n: count(), last: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.realm, realm), gt(loginFailures.createdAt, new Date(Date.now() - sinceMs)), where));
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last).getTime() : 0 };
}

/** Whether this account has had a session started from this address group (then the number-wide block spares it). */
async function knownAddress(db: Db | Tx, realm: LoginRealm, accountId: string | undefined, group: string): Promise<boolean> {
  if (!accountId) return false;
  const since = new Date(Date.now() - KNOWN_ADDRESS_MS);
  const table = realm === 'provider' ? sessions : staffSessions;
  const owner = realm === 'provider' ? sessions.providerId : staffSessions.staffId;
  // sessions keep the exact address; an account has a handful of them, compared by group here
  const rows = await db
    .selectDistinct({ ip: table.ip })
    .from(table)
    .where(and(eq(owner, accountId), gt(table.createdAt, since)));
  return rows.some((r) => r.ip !== null && addressGroup(r.ip) === group);
}

/** Refuses (429, with how many minutes to wait) a login try that is within a wait or a block. */
async function assertLoginAllowed(db: Db | Tx, realm: LoginRealm, input: LoginTry) {
  const now = Date.now();
  const group = addressGroup(input.ip);
  const pair = await failuresSince(db, realm, and(eq(loginFailures.mobileNumber, input.mobileNumber), eq(loginFailures.ip, group)), PAIR_WINDOW_MS);
  const address = await failuresSince(db, realm, eq(loginFailures.ip, group), ADDRESS_WINDOW_MS);
  let waitUntil = Math.max(
    pair.last + growingWait(pair.n, PAIR_FREE_FAILURES, 60_000, PAIR_MAX_WAIT_MS),
    address.last + growingWait(address.n, ADDRESS_FREE_FAILURES, 2_000, ADDRESS_MAX_WAIT_MS),
  );
  if (waitUntil <= now) {
    const number = await failuresSince(db, realm, eq(loginFailures.mobileNumber, input.mobileNumber), NUMBER_WINDOW_MS);
    if (number.n >= NUMBER_BLOCK_FAILURES && !(await knownAddress(db, realm, input.accountId, group))) waitUntil = number.last + NUMBER_WINDOW_MS;
  }
  if (waitUntil > now) {
    throw new AppError('RATE_LIMITED', 'errors.tooManyAttempts', { minutes: Math.max(1, Math.ceil((waitUntil - now) / 60_000)) });
  }
}

/** A login try: the number typed, the caller's address and the account of that number, if any. */
export interface LoginTry {
  mobileNumber: string;
  ip: string;
  accountId?: string | undefined;
}

/**
 * Takes one login try before the password is checked, or refuses it (429) within a wait or a block. The
 * try is counted as a failure in advance (a row of `login_failures`) and a right password takes it back
 * (clearLoginFailures): so tries sent at once each see the ones before them, and exactly the free ones
 * are checked (docs/decisions/027-limits-that-hold.md). The check and the row are one short transaction
 * that holds a lock on the address group and one on the number (taken in that order), so no two tries that
 * share either are counted at the same time, on PostgreSQL as on PGlite; the password is checked after it.
 */
export async function takeLoginTry(db: Db, realm: LoginRealm, input: LoginTry): Promise<void> {
  const group = addressGroup(input.ip);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login address ${realm} ${group}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login number ${realm} ${input.mobileNumber}`}, 0))`);
    await assertLoginAllowed(tx, realm, input);
    await tx.insert(loginFailures).values({ realm, mobileNumber: input.mobileNumber, ip: group });
  });
}

/**
 * After a successful login: forgets the failures of this number from this address (not from other
 * addresses: her success must not reset an attacker's waits), and rows older than a day.
 */
export async function clearLoginFailures(db: Db, realm: LoginRealm, mobileNumber: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.realm, realm), eq(loginFailures.mobileNumber, mobileNumber), eq(loginFailures.ip, addressGroup(ip))));
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < now() - interval '1 day'`);
}

/**
 * Lifts every wait and block on a number's provider login (a nurse's unlock, or a login code she used):
 * its failures from every address are forgotten. Returns how many there were.
 */
export async function liftLoginLock(db: Db | Tx, mobileNumber: string): Promise<number> {
  const gone = await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.realm, 'provider'), eq(loginFailures.mobileNumber, mobileNumber)))
    .returning({ id: loginFailures.id });
  return gone.length;
}
