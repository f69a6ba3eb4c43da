/**
 * A login code sent by SMS to her registered number: the way back in that a stranger cannot block
 * (docs/decisions/026-login-lockout-and-proxies.md). The login's waits and blocks (login-throttle.ts) do not
 * apply to it; it has limits of its own:
 * - sending: per number and address group 3 an hour, per address group 10 an hour, per number 6 an hour
 *   (a stranger can send her a few texts, not a flood); the same limits and the same answer whether the
 *   number is registered or not, so neither the answer nor a refusal tells a stranger who is registered;
 * - the code: 6 digits, 10 minutes, once, 5 wrong tries; only its argon2 hash is kept. It works only with
 *   the request id the asking phone got back, so a stranger's wrong guesses never use up her code's tries.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { LOGIN_CODE_DIGITS, LOGIN_CODE_MINUTES } from '@mamata/core/schemas/auth';
import { translateMessage } from '@mamata/core/i18n/messages';
import type { Lang } from '@mamata/core/preferences';
import { AppError } from '../../lib/errors.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { type AuthDeps, startSession } from './auth.service.ts';
import { findProviderForLogin } from './auth.queries.ts';
import { clearLoginFailures } from './login-throttle.ts';
import * as q from './login-code.queries.ts';

export const LOGIN_CODE_SEND_WINDOW_MS = 3_600_000;
export const LOGIN_CODE_SENDS = { perNumberAndAddress: 3, perAddress: 10, perNumber: 6 } as const;
export const LOGIN_CODE_TRIES = 5;

/** Refuses (429, with the minutes to wait) a request over a sending limit. */
async function assertMaySend(deps: AuthDeps, mobileNumber: string, ipGroup: string) {
  const now = Date.now();
  const c = await q.requestCounts(deps.db, mobileNumber, ipGroup, new Date(now - LOGIN_CODE_SEND_WINDOW_MS));
  const waits = [
    [c.pair, LOGIN_CODE_SENDS.perNumberAndAddress],
    [c.address, LOGIN_CODE_SENDS.perAddress],
    [c.number, LOGIN_CODE_SENDS.perNumber],
  ] as const;
  const until = Math.max(0, ...waits.filter(([count, limit]) => count.n >= limit).map(([count]) => count.first + LOGIN_CODE_SEND_WINDOW_MS));
  if (until > now) throw new AppError('RATE_LIMITED', 'errors.loginCodeLimit', { minutes: Math.max(1, Math.ceil((until - now) / 60_000)) });
}

/**
 * Sends a login code to a registered, active number (one she has logged in with: not a one-time password
 * still to change) and answers a request id; for any other number the same answer, nothing sent.
 */
export async function requestLoginCode(deps: AuthDeps, input: { mobileNumber: string; ip: string }) {
  const ipGroup = addressGroup(input.ip);
  await assertMaySend(deps, input.mobileNumber, ipGroup);
  const account = await findProviderForLogin(deps.db, input.mobileNumber);
  const sendTo = account?.active && !account.mustChangePassword ? account : undefined;
  const code = String(randomInt(10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
  // hashed either way, so the answer takes about as long for a number that gets nothing
  const codeHash = await hashPassword(sendTo ? code : randomUUID());
  const lang: Lang = account?.lang === 'ne' ? 'ne' : 'en';
  return deps.db.transaction(async (tx) => {
    await q.forgetOldRequests(tx);
    const requestId = await q.insertLoginCode(tx, {
      mobileNumber: input.mobileNumber,
      ipGroup,
      providerId: sendTo?.id ?? null,
      codeHash: sendTo ? codeHash : null,
      expiresAt: new Date(Date.now() + LOGIN_CODE_MINUTES * 60_000),
    });
    if (sendTo) {
      await q.queueLoginCodeSms(tx, {
        providerId: sendTo.id,
        codeId: requestId,
        title: translateMessage(lang, 'loginCode.title'),
        text: translateMessage(lang, 'loginCode.sms', { code, minutes: LOGIN_CODE_MINUTES }),
      });
    }
    await audit(
      tx,
      { kind: 'anonymous' },
      {
        action: 'login_code_requested',
        entity: 'login_code',
        entityId: requestId,
        providerId: account?.id ?? null,
        ip: input.ip,
        details: { mobileNumber: input.mobileNumber, sent: Boolean(sendTo) },
      },
    );
    return { requestId };
  });
}

/** Logs her in with the code of her request: once, before it expires, within its tries. */
export async function loginWithCode(deps: AuthDeps, input: { mobileNumber: string; requestId: string; code: string; ip: string; userAgent: string | null }) {
  const row = await q.findLoginCode(deps.db, input.requestId, input.mobileNumber);
  const live = row?.codeHash && row.providerId && !row.usedAt && row.expiresAt.getTime() > Date.now() && row.attempts < LOGIN_CODE_TRIES ? row : undefined;
  const ok = await verifyPassword(live?.codeHash ?? null, input.code);
  const wrong = async () => {
    await audit(
      deps.db,
      { kind: 'anonymous' },
      {
        action: 'login_failed',
        entity: 'login_code',
        entityId: row?.id ?? null,
        providerId: row?.providerId ?? null,
        ip: input.ip,
        details: { mobileNumber: input.mobileNumber },
      },
    );
    return new AppError('UNAUTHENTICATED', 'errors.loginCodeWrong');
  };
  if (!live || !ok) {
    if (live) await q.countWrongTry(deps.db, live.id);
    throw await wrong();
  }
  let used = true;
  const session = await startSession(deps, live.providerId!, input, { method: 'login_code', loginCodeId: live.id }, async (tx) => {
    const providerId = await q.useLoginCode(tx, live.id, LOGIN_CODE_TRIES);
    // used by a try at the same moment, or expired meanwhile
    if (providerId !== live.providerId) {
      used = false;
      throw new AppError('UNAUTHENTICATED', 'errors.loginCodeWrong');
    }
  }).catch(async (error: unknown) => {
    if (!used) throw await wrong();
    throw error;
  });
  // her own phone now: the waits of this number at this address are forgotten, and the number-wide block spares it
  await clearLoginFailures(deps.db, 'provider', input.mobileNumber, input.ip);
  return session;
}
