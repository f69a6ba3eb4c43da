import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { babies, healthPosts, palikas, pregnancies, providers, sessions, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { scopeCondition, type Scope } from '../access/access.queries.ts';
import { insertAccount, type NewAccount } from '../accounts/accounts.queries.ts';

/** A staff account by mobile number, with its password hash (never leaves the service). */
export async function findStaffForLogin(db: Db, mobileNumber: string) {
  const [row] = await db
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.mobileNumber, mobileNumber));
  return row;
}

/** A staff member with their health post and palika. */
export async function findStaff(db: Db, staffId: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      fullName: staffUsers.fullName,
      role: staffUsers.role,
      inCharge: staffUsers.inCharge,
      healthPostId: staffUsers.healthPostId,
      palikaId: staffUsers.palikaId,
      /** The palika of their health post: what a palika admin's reach over staff is judged by. */
      healthPostPalikaId: healthPosts.palikaId,
      healthPostName: healthPosts.name,
      healthPostNameNe: healthPosts.nameNe,
      palikaName: palikas.name,
      palikaNameNe: palikas.nameNe,
    })
    .from(staffUsers)
    .leftJoin(healthPosts, eq(healthPosts.id, staffUsers.healthPostId))
    .leftJoin(palikas, eq(palikas.id, staffUsers.palikaId))
    .where(eq(staffUsers.id, staffId));
  return row;
}

/** Starts a staff session. */
export async function insertStaffSession(db: Db, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values);
}

/** Ends a staff session. */
export async function revokeStaffSession(db: Db, sessionId: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

/** People in scope, newest first, filtered by name or mobile number. */
export async function listPeople(db: Db, scope: Scope, opts: { search: string; limit: number; offset: number }) {
  const like = `%${opts.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    scopeCondition(scope),
    opts.search ? or(ilike(providers.mobileNumber, like), ilike(sql`${providers.firstName} || ' ' || ${providers.lastName}`, like)) : undefined,
  );
  const base = db.select().from(providers).innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId)).where(where).$dynamic();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: providers.id,
        firstName: providers.firstName,
        lastName: providers.lastName,
        mobileNumber: providers.mobileNumber,
        registrationType: providers.registrationType,
        active: providers.active,
        healthPostId: providers.healthPostId,
        lmp: sql<
          string | null
        >`(select ${pregnancies.lastMenstrualPeriod} from ${pregnancies} where ${pregnancies.providerId} = ${providers.id} and ${pregnancies.endedOn} is null order by ${pregnancies.lastMenstrualPeriod} desc limit 1)`,
        babyBirthDate: sql<
          string | null
        >`(select ${babies.birthDate} from ${babies} where ${babies.providerId} = ${providers.id} order by ${babies.birthDate} desc limit 1)`,
      })
      .from(providers)
      .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(where)
      .orderBy(desc(providers.createdAt), providers.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(base.as('people')),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Registers a mother: her account and her pregnancy (see {@link insertAccount}). */
export function insertMother(db: Db, account: NewAccount, pregnancy: Omit<typeof pregnancies.$inferInsert, 'providerId'>) {
  return insertAccount(db, account, (tx, providerId) => tx.insert(pregnancies).values({ ...pregnancy, providerId }));
}

/** Activates or deactivates an account. */
export async function updateActive(db: Db | Tx, providerId: string, active: boolean) {
  await db
    .update(providers)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(providers.id, providerId));
}

/** Ends every session of a provider account (deactivation). */
export async function revokeProviderSessions(db: Db | Tx, providerId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.providerId, providerId), isNull(sessions.revokedAt)));
}

/** Replaces the password with a one-time one and ends every session of the account. */
export async function replacePasswordWithOneTime(db: Db | Tx, providerId: string, passwordHash: string) {
  await db
    .update(providers)
    .set({ passwordHash, mustChangePassword: true, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(providers.id, providerId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.providerId, providerId), isNull(sessions.revokedAt)));
}

/** A staff member's password hash. */
export async function findStaffPasswordHash(db: Db, staffId: string) {
  const [row] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return row?.passwordHash ?? null;
}

/** Stores a staff member's new password hash. */
export async function updateStaffPasswordHash(db: Db, staffId: string, passwordHash: string) {
  await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffId));
}

/** Ends a staff member's sessions, all of them or all but `keepSessionId`. */
export async function revokeStaffSessions(db: Db, staffId: string, keepSessionId?: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined));
}

/** Activates or deactivates a staff account. */
export async function updateStaffActive(db: Db, staffId: string, active: boolean) {
  await db.update(staffUsers).set({ active }).where(eq(staffUsers.id, staffId));
}

/** The staff accounts an administrator manages: all but themself, or (a palika) the health-post staff of its health posts. */
export type StaffUsersScope = { kind: 'all'; exceptId: string } | { kind: 'palika'; palikaId: string; exceptId: string };

/** Staff accounts in an administrator's reach, by name, filtered by name or mobile number. */
export async function listStaffUsers(db: Db, scope: StaffUsersScope, opts: { search: string; limit: number; offset: number }) {
  const like = `%${opts.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    ne(staffUsers.id, scope.exceptId),
    scope.kind === 'palika' ? and(eq(staffUsers.role, 'health_post'), eq(healthPosts.palikaId, scope.palikaId)) : undefined,
    opts.search ? or(ilike(staffUsers.mobileNumber, like), ilike(staffUsers.fullName, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffUsers.id,
        fullName: staffUsers.fullName,
        mobileNumber: staffUsers.mobileNumber,
        role: staffUsers.role,
        inCharge: staffUsers.inCharge,
        active: staffUsers.active,
        healthPostId: staffUsers.healthPostId,
        healthPostName: healthPosts.name,
        healthPostNameNe: healthPosts.nameNe,
        palikaId: palikas.id,
        palikaName: palikas.name,
        palikaNameNe: palikas.nameNe,
      })
      .from(staffUsers)
      .leftJoin(healthPosts, eq(healthPosts.id, staffUsers.healthPostId))
      .leftJoin(palikas, eq(palikas.id, staffUsers.palikaId))
      .where(where)
      .orderBy(asc(staffUsers.fullName), staffUsers.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(staffUsers).leftJoin(healthPosts, eq(healthPosts.id, staffUsers.healthPostId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * People of the scope who may be the one about to be registered: the same number, or a pregnancy with the same
 * LMP, or a baby born on the same date (the names are compared by the service). At most 50.
 */
export async function duplicateCandidates(db: Db, scope: Scope, by: { mobile: string; lmp?: string; birthDate?: string }) {
  const lmpMatch = by.lmp
    ? sql`exists (select 1 from ${pregnancies} where ${pregnancies.providerId} = ${providers.id} and ${pregnancies.lastMenstrualPeriod} = ${by.lmp})`
    : undefined;
  const birthMatch = by.birthDate
    ? sql`exists (select 1 from ${babies} where ${babies.providerId} = ${providers.id} and ${babies.birthDate} = ${by.birthDate})`
    : undefined;
  const any = or(by.mobile ? eq(providers.mobileNumber, by.mobile) : undefined, lmpMatch, birthMatch);
  if (!any) return [];
  return db
    .select({
      id: providers.id,
      firstName: providers.firstName,
      lastName: providers.lastName,
      mobileNumber: providers.mobileNumber,
      registrationType: providers.registrationType,
    })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .where(and(scopeCondition(scope), any))
    .orderBy(desc(providers.createdAt))
    .limit(50);
}

/** A person's mobile number (her login). */
export async function findMobileNumber(db: Db, providerId: string) {
  const [row] = await db.select({ mobileNumber: providers.mobileNumber }).from(providers).where(eq(providers.id, providerId));
  return row?.mobileNumber;
}
