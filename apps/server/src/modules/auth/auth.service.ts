import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from '../../lib/crypto.ts';
import { getProviderProfile } from '../providers/providers.service.ts';
import * as q from './auth.queries.ts';

/**
 * Failed-login limits over a sliding window (docs/decisions/003-sessions.md). A lock lasts at most
 * LOGIN_LOCK_MINUTES after the last failure, so an attacker cannot keep a mother out for long
 * without also hitting the per-address limit, and the pair limit (number + address) trips first
 * for an honest mistake.
 */
export const LOGIN_LOCK_MINUTES = 15;
export const MAX_FAILURES_PER_NUMBER_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_NUMBER = 20;
export const MAX_FAILURES_PER_ADDRESS = 50;
const MS_PER_DAY = 86_400_000;
const TOUCH_EVERY_MS = 3_600_000;

/** Session lifetimes, from config. */
export interface SessionPolicy {
  idleDays: number;
  maxDays: number;
}

/** What the service needs. */
export interface AuthDeps {
  db: Db;
  sessions: SessionPolicy;
}

/** Refuses a login attempt (429) while this number or address is past the failed-attempt limits. */
export async function assertLoginAllowed(db: Db, mobileNumber: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_LOCK_MINUTES * 60_000);
  const failures = await q.countLoginFailures(db, mobileNumber, ip, since);
  if (failures.pair >= MAX_FAILURES_PER_NUMBER_AND_ADDRESS || failures.mobile >= MAX_FAILURES_PER_NUMBER || failures.ip >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError('RATE_LIMITED', 'errors.tooManyAttempts', { minutes: LOGIN_LOCK_MINUTES });
  }
}

/** Logs a mobile number in (spec §4 steps 3-5). An inactive account gets no token. */
export async function login(deps: AuthDeps, input: { mobileNumber: string; password: string; ip: string; userAgent: string | null }) {
  await assertLoginAllowed(deps.db, input.mobileNumber, input.ip);

  const account = await q.findProviderForLogin(deps.db, input.mobileNumber);
  const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !ok) {
    await q.insertLoginFailure(deps.db, input.mobileNumber, input.ip);
    throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
  }
  await q.clearLoginFailures(deps.db, input.mobileNumber);
  if (!account.active) return { kind: 'inactive' as const };

  const { token, tokenHash } = newSessionToken();
  await q.insertSession(deps.db, {
    tokenHash,
    providerId: account.id,
    expiresAt: new Date(Date.now() + deps.sessions.maxDays * MS_PER_DAY),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip,
  });
  const provider = await getProviderProfile(deps.db, account.id);
  return { kind: 'active' as const, token, provider };
}

/** The session behind a bearer token, or undefined when it is unknown, ended or expired. */
export async function authenticate(deps: AuthDeps, token: string) {
  const idleSince = new Date(Date.now() - deps.sessions.idleDays * MS_PER_DAY);
  const session = await q.findLiveSession(deps.db, hashToken(token), idleSince);
  if (!session) return undefined;
  if (Date.now() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) await q.touchSession(deps.db, session.id);
  return { sessionId: session.id, providerId: session.providerId, expiresAt: session.expiresAt, mustChangePassword: session.mustChangePassword };
}

/** Ends the current session (spec: POST /provider/logout). */
export async function logout(deps: AuthDeps, sessionId: string) {
  await q.revokeSession(deps.db, sessionId);
}

/**
 * Changes the password (decisions.md: old must match, new differs and has 8+ characters; the
 * last two are in the shared schema). Every other session of the account ends.
 */
export async function changePassword(deps: AuthDeps, auth: { providerId: string; sessionId: string }, input: { oldPassword: string; newPassword: string }) {
  const stored = await q.findPasswordHash(deps.db, auth.providerId);
  if (!(await verifyPassword(stored, input.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', 'errors.oldPasswordWrong', {}, { oldPassword: 'errors.oldPasswordWrong' });
  }
  await q.updatePasswordHash(deps.db, auth.providerId, await hashPassword(input.newPassword));
  await q.revokeOtherSessions(deps.db, auth.providerId, auth.sessionId);
}
