import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, newSessionToken, verifyPassword } from '../../lib/crypto.ts';
import { getProviderProfile } from '../providers/providers.service.ts';
import * as q from './auth.queries.ts';
import { audit } from '../../lib/audit.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { clearLoginFailures, takeLoginTry } from './login-throttle.ts';
import type { ChangePasswordBodyParsed } from '@mamata/core/schemas/auth';
import { sessionExpiresAt, type SessionDeps } from '../sessions/sessions.service.ts';

/** How long a one-time password (registration, reset) can be used for the first login. */
export const ONE_TIME_PASSWORD_HOURS = 72;

/** What the service needs: the database and the session policy (modules/sessions). */
export type AuthDeps = SessionDeps;

/** Logs a mobile number in (spec §4 steps 3-5). An inactive account gets no token. */
export async function login(deps: AuthDeps, input: { mobileNumber: string; password: string; ip: string; userAgent: string | null }) {
  const account = await q.findProviderForLogin(deps.db, input.mobileNumber);
  // counted as a failure before the password is checked; a right password takes it back
  await takeLoginTry(deps.db, 'provider', { mobileNumber: input.mobileNumber, ip: input.ip, accountId: account?.id });
  const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !ok) {
    await audit(
      deps.db,
      { kind: 'anonymous' },
      { action: 'login_failed', entity: 'provider', providerId: account?.id ?? null, ip: input.ip, details: { mobileNumber: input.mobileNumber } },
    );
    throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
  }
  await clearLoginFailures(deps.db, 'provider', input.mobileNumber, input.ip);
  if (!account.active) return { kind: 'inactive' as const };
  // a one-time password handed over on paper works for 72 hours only
  if (account.mustChangePassword && Date.now() - account.passwordChangedAt.getTime() > ONE_TIME_PASSWORD_HOURS * 3_600_000) {
    throw new AppError('UNAUTHENTICATED', 'errors.oneTimePasswordExpired');
  }

  return { kind: 'active' as const, ...(await startSession(deps, account.id, input, {})) };
}

/**
 * Starts a session of an active account and audits the login in the same transaction; `details` says how
 * (a login code: docs/decisions/026-login-lockout-and-proxies.md). `before` runs first in that transaction.
 */
export async function startSession(
  deps: AuthDeps,
  providerId: string,
  input: { ip: string; userAgent: string | null },
  details: Record<string, unknown>,
  before?: (tx: Tx) => Promise<void>,
) {
  const { token, tokenHash } = newSessionToken();
  await deps.db.transaction(async (tx) => {
    if (before) await before(tx);
    const session = await q.insertSession(tx, {
      tokenHash,
      providerId,
      expiresAt: sessionExpiresAt(deps.sessions),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip,
    });
    await audit(
      tx,
      { kind: 'provider', providerId },
      { action: 'login', entity: 'session', entityId: session.id, providerId, ip: input.ip, ...(Object.keys(details).length > 0 ? { details } : {}) },
    );
  });
  const provider = await getProviderProfile(deps.db, providerId);
  return { token, provider };
}

/** Ends the current session (spec: POST /provider/logout). */
export async function logout(deps: AuthDeps, sessionId: string) {
  await q.revokeSession(deps.db, sessionId);
}

/**
 * Changes the password (docs/spec/decisions.md: old must match, new differs and has 8+ characters; the
 * last two are in the shared schema). Every other session of the account ends.
 */
export async function changePassword(deps: AuthDeps, auth: { providerId: string; sessionId: string }, input: ChangePasswordBodyParsed) {
  const stored = await q.findPasswordHash(deps.db, auth.providerId);
  if (!(await verifyPassword(stored?.passwordHash ?? null, input.oldPassword))) {
    // the first change after registration or a reset replaces the one-time password: say so
    const key = stored?.mustChangePassword ? 'errors.oneTimePasswordWrong' : 'errors.oldPasswordWrong';
    throw new AppError('VALIDATION_FAILED', key, {}, { oldPassword: key });
  }
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await q.updatePasswordHash(tx, auth.providerId, passwordHash);
    await q.revokeOtherSessions(tx, auth.providerId, auth.sessionId);
    await audit(
      tx,
      { kind: 'provider', providerId: auth.providerId },
      { action: 'update', entity: 'provider_password', entityId: auth.providerId, providerId: auth.providerId },
    );
  });
}
