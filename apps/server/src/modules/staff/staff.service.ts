import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { dueDateFromLmp, gestationalWeek } from '@mamata/core/domain/pregnancy';
import type { Staff } from '@mamata/core/schemas/staff';
import { STAFF_ROLES } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, newSessionToken, verifyPassword } from '../../lib/crypto.ts';
import { sessionExpiresAt, type SessionPolicy } from '../sessions/sessions.service.ts';
import { clearLoginFailures, liftLoginLock, takeLoginTry } from '../auth/login-throttle.ts';
import * as q from './staff.queries.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit } from '../../lib/audit.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { requirePersonAccess, scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import { newAccount, newOneTimePassword } from '../accounts/accounts.service.ts';
import type { ChangePasswordBodyParsed } from '@mamata/core/schemas/auth';
import type { PeopleQueryParsed, PossibleDuplicatesQueryParsed, RegisterMotherBodyParsed, StaffUsersQueryParsed } from '@mamata/core/schemas/staff';
import { isCloseName } from '@mamata/core/domain/possible-duplicate';

/** A pregnancy is registered with an LMP of at most 44 weeks ago (a post-term pregnancy is 42). */
const MAX_LMP_AGE_DAYS = 44 * 7;

/** What the staff service needs. */
export interface StaffDeps {
  db: Db;
  sessions: SessionPolicy;
}

/** Staff login, with the same throttling as providers' but counted apart (docs/decisions/003). */
export async function staffLogin(deps: StaffDeps, input: { mobileNumber: string; password: string; ip: string }) {
  const account = await q.findStaffForLogin(deps.db, input.mobileNumber);
  // counted as a failure before the password is checked; a right password takes it back
  await takeLoginTry(deps.db, 'staff', { mobileNumber: input.mobileNumber, ip: input.ip, accountId: account?.id });
  const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !ok || !account.active) {
    await audit(
      deps.db,
      { kind: 'anonymous' },
      { action: 'login_failed', entity: 'staff_user', entityId: account?.id ?? null, ip: input.ip, details: { mobileNumber: input.mobileNumber } },
    );
    throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
  }
  await clearLoginFailures(deps.db, 'staff', input.mobileNumber, input.ip);
  const { token, tokenHash } = newSessionToken();
  await deps.db.transaction(async (tx) => {
    await q.insertStaffSession(tx, { tokenHash, staffId: account.id, expiresAt: sessionExpiresAt(deps.sessions), ip: input.ip });
    await audit(tx, { kind: 'staff', staffId: account.id }, { action: 'login', entity: 'staff_session', entityId: account.id, ip: input.ip });
  });
  return { token, staff: await getStaff(deps.db, account.id) };
}

/** Ends a staff session. */
export function staffLogout(deps: StaffDeps, sessionId: string) {
  return q.revokeStaffSession(deps.db, sessionId);
}

/** A staff member as the console shows them. */
export async function getStaff(db: Db, staffId: string): Promise<Staff> {
  const s = await q.findStaff(db, staffId);
  if (!s) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  const role = STAFF_ROLES.find((r) => r === s.role);
  if (!role) throw new Error(`unknown staff role ${s.role}`);
  return {
    id: s.id,
    full_name: s.fullName,
    role,
    inCharge: s.inCharge,
    healthPost: s.healthPostId && s.healthPostName && s.healthPostNameNe ? { id: s.healthPostId, name: s.healthPostName, name_ne: s.healthPostNameNe } : null,
    palika: s.palikaId && s.palikaName && s.palikaNameNe ? { id: s.palikaId, name: s.palikaName, name_ne: s.palikaNameNe } : null,
  };
}

/** The people of my health post (or palika), searched and paginated. */
export async function listPeople(db: Db, auth: StaffAuth, query: PeopleQueryParsed) {
  const scope = await scopeOf(db, auth.staffId);
  const { rows, total } = await q.listPeople(db, scope, { search: query.search, limit: query.limit, offset: (query.page - 1) * query.limit });
  await audit(db, staffActor(auth), {
    action: 'list',
    entity: 'provider',
    ip: auth.ip,
    details: { search: query.search, page: query.page, count: rows.length },
  });
  const today = nepalToday();
  return {
    total,
    people: rows.map((r) => ({
      id: r.id,
      full_name: `${r.firstName} ${r.lastName}`,
      mobile_number: r.mobileNumber,
      registration_type: r.registrationType,
      active: r.active,
      healthPostId: r.healthPostId,
      gestationalWeek: r.lmp ? gestationalWeek(r.lmp, today) : null,
      babyBirthDate: r.babyBirthDate,
    })),
  };
}

/**
 * Who of the staff member's own people (health post, or palika for an administrator) may be the person about to
 * be registered: the same mobile number, or a close name with the same LMP or birth date (domain/possible-duplicate.ts).
 * Nobody outside the scope is ever named. An audited read.
 */
export async function possibleDuplicates(db: Db, auth: StaffAuth, query: PossibleDuplicatesQueryParsed) {
  const scope = await scopeOf(db, auth.staffId);
  const rows = await q.duplicateCandidates(db, scope, { mobile: query.mobile_number, lmp: query.lastMenstrualPeriod, birthDate: query.birthDate });
  const typed = { first: query.first_name, last: query.last_name };
  const people: { r: (typeof rows)[number]; reason: 'sameNumber' | 'closeName' }[] = [];
  for (const r of rows) {
    if (query.mobile_number && r.mobileNumber === query.mobile_number) people.push({ r, reason: 'sameNumber' });
    else if (isCloseName(typed, { first: r.firstName, last: r.lastName })) people.push({ r, reason: 'closeName' });
  }
  await audit(db, staffActor(auth), {
    action: 'list',
    entity: 'provider',
    ip: auth.ip,
    details: { check: 'possible-duplicates', count: people.length },
  });
  return {
    people: people.slice(0, 10).map(({ r, reason }) => ({
      id: r.id,
      full_name: `${r.firstName} ${r.lastName}`,
      mobile_number: r.mobileNumber,
      registration_type: r.registrationType,
      reason,
    })),
  };
}

/**
 * Registers a pregnant mother at the staff member's health post: her account (with a one-time
 * password she must change), her directory entry and her pregnancy, in one transaction.
 */
export async function registerMother(db: Db, auth: StaffAuth, body: RegisterMotherBodyParsed) {
  const today = nepalToday();
  const lmpAge = daysBetween(body.lastMenstrualPeriod, today);
  if (lmpAge < 0) throw new AppError('VALIDATION_FAILED', 'validation.lmpInFuture', {}, { lastMenstrualPeriod: 'validation.lmpInFuture' });
  if (lmpAge > MAX_LMP_AGE_DAYS) throw new AppError('VALIDATION_FAILED', 'validation.lmpTooOld', {}, { lastMenstrualPeriod: 'validation.lmpTooOld' });
  const { account, oneTimePassword } = await newAccount(db, auth, { ...body, registrationType: 'MOTHER', gender: 'female' });
  const id = await q.insertMother(db, account, {
    lastMenstrualPeriod: body.lastMenstrualPeriod,
    dueDate: body.deliveryDueDate ?? dueDateFromLmp(body.lastMenstrualPeriod),
    heightInches: body.height,
    weightKg: body.weight,
    emergencyPhoneNumber: body.emergency_phone_number,
  });
  return { id, oneTimePassword };
}

/**
 * Activates or deactivates an account, with its audit row, in one transaction. Deactivation ends
 * every session of the account, so activating it again does not bring an old session (a lost
 * phone's) back to life.
 */
export async function setActive(db: Db, auth: StaffAuth, personId: string, active: boolean) {
  await requirePersonAccess(db, auth, personId);
  await db.transaction(async (tx) => {
    await q.updateActive(tx, personId, active);
    if (!active) await q.revokeProviderSessions(tx, personId);
    await audit(tx, staffActor(auth), { action: 'update', entity: 'provider', entityId: personId, providerId: personId, ip: auth.ip, details: { active } });
    // an inactive account gets no reminders: the reminder module cancels hers, or makes them again (db/person-changes.ts)
    await personChanged(tx, personId);
  });
}

/** Resets a password to a new one-time password; every session of the account ends (one transaction with the audit row). */
export async function resetPassword(db: Db, auth: StaffAuth, personId: string) {
  await requirePersonAccess(db, auth, personId);
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  await db.transaction(async (tx) => {
    await q.replacePasswordWithOneTime(tx, personId, passwordHash);
    await audit(tx, staffActor(auth), { action: 'update', entity: 'provider_password', entityId: personId, providerId: personId, ip: auth.ip });
  });
  return oneTimePassword;
}

/**
 * Lifts the waits and the number-wide block on a person's login (docs/decisions/026-login-lockout-and-proxies.md):
 * staff of her health post (or an administrator over it) only; the lift and its audit row are one transaction.
 */
export async function liftPersonLoginLock(db: Db, auth: StaffAuth, personId: string) {
  await requirePersonAccess(db, auth, personId);
  const mobileNumber = await q.findMobileNumber(db, personId);
  if (!mobileNumber) throw new AppError('NOT_FOUND', 'errors.notFound');
  await db.transaction(async (tx) => {
    const failures = await liftLoginLock(tx, mobileNumber);
    await audit(tx, staffActor(auth), {
      action: 'unlock',
      entity: 'provider_login',
      entityId: personId,
      providerId: personId,
      ip: auth.ip,
      details: { failures },
    });
  });
}

/** A staff member changes their own password; their other sessions end (docs/decisions/003). */
export async function changeStaffPassword(db: Db, auth: StaffAuth, input: ChangePasswordBodyParsed) {
  if (!(await verifyPassword(await q.findStaffPasswordHash(db, auth.staffId), input.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', 'errors.oldPasswordWrong', {}, { oldPassword: 'errors.oldPasswordWrong' });
  }
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await q.updateStaffPasswordHash(tx, auth.staffId, passwordHash);
    await q.revokeStaffSessions(tx, auth.staffId, auth.sessionId);
    await audit(tx, staffActor(auth), { action: 'update', entity: 'staff_password', entityId: auth.staffId, ip: auth.ip });
  });
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof q.findStaff>>>;

/**
 * Whether an administrator may manage (see in their list, deactivate, reactivate) a staff account:
 * never themself; a system admin anyone else; a palika admin the health-post staff of the health
 * posts of their palika (docs/spec/decisions.md roles). The one rule behind both the list and the switch.
 */
export function mayManageStaff(me: StaffRow, target: StaffRow): boolean {
  if (target.id === me.id) return false;
  if (me.role === 'system_admin') return true;
  return me.role === 'palika_admin' && me.palikaId !== null && target.role === 'health_post' && target.healthPostPalikaId === me.palikaId;
}

/** The staff accounts an administrator manages (see {@link mayManageStaff}), searched and paginated; an audited read. */
export async function listStaffUsers(db: Db, auth: StaffAuth, query: StaffUsersQueryParsed) {
  const me = await q.findStaff(db, auth.staffId);
  if (!me) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  let scope: q.StaffUsersScope;
  if (me.role === 'system_admin') scope = { kind: 'all', exceptId: me.id };
  else if (me.role === 'palika_admin' && me.palikaId) scope = { kind: 'palika', palikaId: me.palikaId, exceptId: me.id };
  // the route admits administrators only; a misconfigured one is refused rather than shown everybody
  else throw new AppError('FORBIDDEN', 'errors.forbidden');
  const { rows, total } = await q.listStaffUsers(db, scope, { search: query.search, limit: query.limit, offset: (query.page - 1) * query.limit });
  await audit(db, staffActor(auth), {
    action: 'list',
    entity: 'staff_user',
    ip: auth.ip,
    details: { search: query.search, page: query.page, count: rows.length },
  });
  return {
    total,
    staff: rows.map((r) => {
      const role = STAFF_ROLES.find((x) => x === r.role);
      if (!role) throw new Error(`unknown staff role ${r.role}`);
      return {
        id: r.id,
        full_name: r.fullName,
        mobile_number: r.mobileNumber,
        role,
        inCharge: r.inCharge,
        active: r.active,
        healthPost:
          r.healthPostId && r.healthPostName && r.healthPostNameNe ? { id: r.healthPostId, name: r.healthPostName, name_ne: r.healthPostNameNe } : null,
        palika: r.palikaId && r.palikaName && r.palikaNameNe ? { id: r.palikaId, name: r.palikaName, name_ne: r.palikaNameNe } : null,
      };
    }),
  };
}

/**
 * An administrator activates or deactivates a staff account they manage ({@link mayManageStaff});
 * any other is "not found", and the refusal is audited. Deactivation ends every session of the
 * account at once (one transaction with the change and its audit row).
 */
export async function setStaffActive(db: Db, auth: StaffAuth, staffId: string, active: boolean) {
  const [me, target] = await Promise.all([q.findStaff(db, auth.staffId), q.findStaff(db, staffId)]);
  if (!me || !target || !mayManageStaff(me, target)) {
    await audit(db, staffActor(auth), { action: 'refused', entity: 'staff_user', entityId: staffId, ip: auth.ip, details: { active } });
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  await db.transaction(async (tx) => {
    await q.updateStaffActive(tx, staffId, active);
    if (!active) await q.revokeStaffSessions(tx, staffId);
    await audit(tx, staffActor(auth), { action: 'update', entity: 'staff_user', entityId: staffId, ip: auth.ip, details: { active } });
  });
}
