import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, healthPostMessages, healthPosts, newsletterSubscribers, providers, staffUsers } from '../../db/schema/index.ts';
import { audit, type Actor, type AuditEntry } from '../../lib/audit.ts';
import { scopeCondition, type Scope } from '../access/access.queries.ts';

/** Siren, review and help messages of the health posts in scope. */
const postScope = (scope: Scope) => scopeCondition(scope, healthPostMessages.healthPostId);

/** The kinds that go to a health post. */
export type PostKind = 'siren' | 'help' | 'review';

const handledIs = (column: typeof healthPostMessages.handledAt | typeof contactMessages.handledAt, handled: boolean) =>
  handled ? isNotNull(column) : isNull(column);

/** Siren or help messages in scope, newest first, with their health post, sender account and handler. */
export async function listPostMessages(db: Db, scope: Scope, opts: { kind: PostKind; handled: boolean; limit: number; offset: number }) {
  const where = and(eq(healthPostMessages.kind, opts.kind), handledIs(healthPostMessages.handledAt, opts.handled), postScope(scope));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: healthPostMessages.id,
        kind: healthPostMessages.kind,
        recipient: healthPostMessages.recipient,
        mobileNumber: healthPostMessages.mobileNumber,
        message: healthPostMessages.message,
        aiFindings: healthPostMessages.aiFindings,
        createdAt: healthPostMessages.createdAt,
        pressedAt: healthPostMessages.pressedAt,
        handledAt: healthPostMessages.handledAt,
        handledBy: staffUsers.fullName,
        healthPostId: healthPosts.id,
        healthPostName: healthPosts.name,
        healthPostNameNe: healthPosts.nameNe,
        providerId: providers.id,
        providerFirstName: providers.firstName,
        providerLastName: providers.lastName,
        senderRegistered: sql<boolean>`exists (select 1 from providers sender where sender.mobile_number = health_post_messages.mobile_number and sender.health_post_id = health_post_messages.health_post_id)`,
      })
      .from(healthPostMessages)
      .innerJoin(healthPosts, eq(healthPosts.id, healthPostMessages.healthPostId))
      .leftJoin(providers, eq(providers.id, healthPostMessages.providerId))
      .leftJoin(staffUsers, eq(staffUsers.id, healthPostMessages.handledBy))
      .where(where)
      .orderBy(desc(healthPostMessages.createdAt), healthPostMessages.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(healthPostMessages).innerJoin(healthPosts, eq(healthPosts.id, healthPostMessages.healthPostId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Contact-form messages, newest first. */
export async function listContactMessages(db: Db, opts: { handled: boolean; limit: number; offset: number; palikaId?: string }) {
  const where = and(handledIs(contactMessages.handledAt, opts.handled), opts.palikaId ? eq(contactMessages.palikaId, opts.palikaId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        fullName: contactMessages.fullName,
        address: contactMessages.address,
        mobileNumber: contactMessages.mobileNumber,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
        handledBy: staffUsers.fullName,
      })
      .from(contactMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), contactMessages.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Open siren and help messages in scope, counted per kind. */
export async function countOpenPostMessages(db: Db, scope: Scope) {
  const rows = await db
    .select({ kind: healthPostMessages.kind, n: count() })
    .from(healthPostMessages)
    .innerJoin(healthPosts, eq(healthPosts.id, healthPostMessages.healthPostId))
    .where(and(isNull(healthPostMessages.handledAt), postScope(scope)))
    .groupBy(healthPostMessages.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Partial<Record<string, number>>;
}

/** Open contact messages. */
export async function countOpenContactMessages(db: Db, palikaId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.handledAt), palikaId ? eq(contactMessages.palikaId, palikaId) : undefined));
  return row?.n ?? 0;
}

/** Where a siren or help message belongs (for the access check). */
export async function findPostMessagePlace(db: Db, id: string, kind: PostKind) {
  const [row] = await db
    .select({
      id: healthPostMessages.id,
      healthPostId: healthPostMessages.healthPostId,
      palikaId: healthPosts.palikaId,
      providerId: healthPostMessages.providerId,
    })
    .from(healthPostMessages)
    .innerJoin(healthPosts, eq(healthPosts.id, healthPostMessages.healthPostId))
    .where(and(eq(healthPostMessages.id, id), eq(healthPostMessages.kind, kind)));
  return row;
}

/** Whether a contact message exists. */
export async function contactMessageExists(db: Db, id: string, palikaId?: string) {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), palikaId ? eq(contactMessages.palikaId, palikaId) : undefined));
  return row !== undefined;
}

/** Marks a siren or help message handled by `staffId`, or open again (`staffId` null), with its audit row in the same transaction. */
export async function setPostMessageHandled(db: Db, id: string, staffId: string | null, audited?: { actor: Actor; entry: AuditEntry }) {
  await db.transaction(async (tx) => {
    await tx
      .update(healthPostMessages)
      .set({ handledAt: staffId ? sql`now()` : null, handledBy: staffId })
      .where(eq(healthPostMessages.id, id));
    if (audited) await audit(tx, audited.actor, audited.entry);
  });
}

/** Marks a contact message handled by `staffId`, or open again (`staffId` null). */
export async function setContactMessageHandled(db: Db, id: string, staffId: string | null, actor: Actor, entry: AuditEntry) {
  await db.transaction(async (tx) => {
    await tx
      .update(contactMessages)
      .set({ handledAt: staffId ? sql`now()` : null, handledBy: staffId })
      .where(eq(contactMessages.id, id));
    await audit(tx, actor, entry);
  });
}

/** Newsletter subscribers, oldest first (the CSV export). */
export function listSubscribers(db: Db) {
  return db
    .select({ email: newsletterSubscribers.email, lang: newsletterSubscribers.lang, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.email);
}
