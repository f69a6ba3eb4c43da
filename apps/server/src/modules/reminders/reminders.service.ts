/**
 * Her notifications and devices, and the staff notice (docs/spec/decisions.md "Staff console": send notifications).
 * A mother reads and marks only her own notifications and registers devices only to her own account; staff
 * send notices only to people of a health post within their scope, and read a person's delivery states only
 * after the per-record access check; both are audited.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { babySchedule, motherSchedule } from '@mamata/core/domain/schedule';
import { fitSms, SMS_SEGMENTS, sendNotBefore } from '@mamata/core/domain/reminders';
import type { NoticeAudience, NoticeBody, PersonNotification, PushSubscriptionBody } from '@mamata/core/schemas/reminders';
import { DELIVERY_STATES, MAX_PUSH_DEVICES_PER_ACCOUNT, NOTICE_CONFIRM_ABOVE, NOTICES_PER_POST_PER_HOUR } from '@mamata/core/schemas/reminders';
import type { Db } from '../../db/client.ts';
import { countInWindow } from '../../db/window-counter.ts';
import { AppError } from '../../lib/errors.ts';
import { notificationDeliveries, notices, notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { candidates, records, type CandidateRow } from './reminder-scan.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { registrationHealthPost, requirePersonAccess, staffActor, type StaffAuth } from '../access/access.service.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';

/** Marks her notifications read (only hers: others' ids change nothing); returns how many changed. */
export async function markRead(db: Db, providerId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.providerId, providerId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Stores this device's push subscription for her account (a device that was someone else's moves to her)
 * and keeps only her newest MAX_PUSH_DEVICES_PER_ACCOUNT: a new device beyond them replaces her oldest
 * (docs/decisions/023-outbox-lanes.md). One transaction, with her account row locked, so subscriptions
 * sent at once cannot each see room for themselves.
 */
export async function saveSubscription(db: Db, providerId: string, body: PushSubscriptionBody): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from providers where id = ${providerId}::uuid for update`);
    // the statement's own clock, not the transaction's start: one that waited for the lock is newer
    const at = sql`clock_timestamp()`;
    await tx
      .insert(pushSubscriptions)
      .values({ providerId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { providerId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: at },
      });
    await tx.execute(sql`delete from push_subscriptions where provider_id = ${providerId}::uuid and id not in (
        select id from push_subscriptions where provider_id = ${providerId}::uuid
        order by updated_at desc, created_at desc, id limit ${MAX_PUSH_DEVICES_PER_ACCOUNT})`);
  });
}

/** Removes this device's subscription from her account (push off on this phone, or logout). */
export async function removeSubscription(db: Db, providerId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.providerId, providerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Trimester of a pregnancy by days since LMP: 1 to week 13, 2 to week 27, 3 after (WHO ANC 2016 trimester bounds). */
function trimesterOf(daysSinceLmp: number): 1 | 2 | 3 {
  return daysSinceLmp < 14 * 7 ? 1 : daysSinceLmp < 28 * 7 ? 2 : 3;
}

/** The people of a health post a notice goes to. */
async function audienceOf(db: Db, healthPostId: number, audience: NoticeAudience): Promise<CandidateRow[]> {
  const everyone: CandidateRow[] = [];
  for (let after: string | null = null; ;) {
    const page: CandidateRow[] = await candidates(db, { after, limit: 2000, healthPostId });
    everyone.push(...page);
    if (page.length < 2000) break;
    after = page[page.length - 1]!.id;
  }
  if (audience.kind === 'all') return everyone;
  const today = nepalToday();
  if (audience.kind === 'trimester') {
    return everyone.filter(
      (p) => p.pregnancy && daysBetween(p.pregnancy.lmp, today) >= 0 && trimesterOf(daysBetween(p.pregnancy.lmp, today)) === audience.trimester,
    );
  }
  const templates = await scheduleTemplates(db);
  const dueNow = (items: Array<{ key: string; status: string }>) =>
    items.some((i) => i.key === audience.itemKey && (i.status === 'due' || i.status === 'overdue'));
  return everyone.filter(
    (p) =>
      (p.pregnancy && dueNow(motherSchedule(p.pregnancy.lmp, today, records(p.pregnancy.given), templates.mother).flatMap((x) => x.items))) ||
      (p.babies ?? []).some((b) => dueNow(babySchedule(b.birthDate, today, records(b.given), templates.baby).flatMap((x) => x.items))),
  );
}

/**
 * A staff notice: one notification per person of the audience in her language, with its push and SMS
 * outbox rows per her settings, the notice and its audit row, in one transaction. Above
 * NOTICE_CONFIRM_ABOVE people it goes out only with `confirmCount` equal to their number (else 409 with
 * the number), and a health post sends at most NOTICES_PER_POST_PER_HOUR an hour: the count is taken in
 * the same transaction as the notice, one upsert on the post's counter row, so notices sent at once
 * cannot pass it together and a refused one takes nothing (docs/decisions/027-limits-that-hold.md).
 */
export async function sendNotice(db: Db, auth: StaffAuth, body: NoticeBody, now = new Date()): Promise<{ id: string; recipients: number }> {
  const post = await registrationHealthPost(db, auth, body.healthPostId);
  const people = await audienceOf(db, post.id, body.audience);
  const confirmed = body.confirmCount === undefined ? people.length <= NOTICE_CONFIRM_ABOVE : body.confirmCount === people.length;
  if (!confirmed) throw new AppError('CONFLICT', 'errors.noticeConfirm', { count: people.length }, undefined, people.length);
  const notBefore = sendNotBefore(now).toISOString();
  return db.transaction(async (tx) => {
    const { current } = await countInWindow(tx, `notices of health post ${post.id}`, 3_600_000);
    if (current > NOTICES_PER_POST_PER_HOUR) throw new AppError('RATE_LIMITED', 'errors.noticeLimit', { max: NOTICES_PER_POST_PER_HOUR });
    const [notice] = await tx
      .insert(notices)
      .values({
        staffId: auth.staffId,
        healthPostId: post.id,
        audience: body.audience,
        titleEn: body.titleEn,
        titleNe: body.titleNe,
        bodyEn: body.bodyEn,
        bodyNe: body.bodyNe,
        recipients: people.length,
      })
      .returning({ id: notices.id });
    if (!notice) throw new Error('insert returned nothing');
    for (let i = 0; i < people.length; i += 500) {
      const chunk = people.slice(i, i + 500);
      const texts = JSON.stringify({ en: { title: body.titleEn, body: body.bodyEn }, ne: { title: body.titleNe, body: body.bodyNe } });
      const values = chunk.map((p) => {
        const ne = p.lang === 'ne';
        return sql`(${p.id}::uuid, ${ne ? body.titleNe : body.titleEn}, ${ne ? body.bodyNe : body.bodyEn}, ${texts}::jsonb, 'notice', ${`notice:${notice.id}:${p.id}`}, '/notification-list', ${now.toISOString()}::timestamptz)`;
      });
      const inserted = await rowsOf<{ id: string; provider_id: string }>(
        tx,
        sql`insert into notifications (provider_id, title, body, texts, type, dedupe_key, link, created_at) values ${sql.join(values, sql`, `)}
          on conflict (dedupe_key) do nothing returning id, provider_id`,
      );
      const byPerson = new Map(chunk.map((p) => [p.id, p]));
      const outbox: SQL[] = [];
      for (const n of inserted) {
        const p = byPerson.get(n.provider_id);
        if (!p) continue;
        const ne = p.lang === 'ne';
        const title = ne ? body.titleNe : body.titleEn;
        const text = ne ? body.bodyNe : body.bodyEn;
        if (p.push_enabled) {
          const payload = JSON.stringify({ title, body: text, url: '/notification-list', tag: n.id });
          outbox.push(sql`(${n.id}::uuid, ${p.id}::uuid, 'push', ${p.has_push ? 'pending' : 'skipped'}, ${payload}::jsonb, ${notBefore}::timestamptz)`);
        }
        if (p.sms_enabled)
          outbox.push(
            sql`(${n.id}::uuid, ${p.id}::uuid, 'sms', 'pending', ${JSON.stringify({ text: fitSms(`${title}: ${text}`, SMS_SEGMENTS[ne ? 'ne' : 'en']) })}::jsonb, ${notBefore}::timestamptz)`,
          );
      }
      if (outbox.length > 0) {
        await tx.execute(
          sql`insert into notification_deliveries (notification_id, provider_id, channel, state, payload, next_attempt_at) values ${sql.join(outbox, sql`, `)}`,
        );
      }
    }
    await audit(tx, staffActor(auth), {
      action: 'create',
      entity: 'notice',
      entityId: notice.id,
      ip: auth.ip,
      details: { healthPostId: post.id, audience: body.audience, recipients: people.length, titleEn: body.titleEn },
    });
    return { id: notice.id, recipients: people.length };
  });
}

const STATES = new Set<string>(DELIVERY_STATES);

/** A person's latest notifications with each channel's delivery state (an audited read). */
export async function personNotifications(db: Db, auth: StaffAuth, personId: string): Promise<PersonNotification[]> {
  await requirePersonAccess(db, auth, personId);
  const rows = await db
    .select({ n: notifications, d: notificationDeliveries })
    .from(notifications)
    .leftJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
    .where(eq(notifications.providerId, personId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(200);
  await audit(db, staffActor(auth), { action: 'read', entity: 'notifications', entityId: personId, providerId: personId, ip: auth.ip });
  const out = new Map<string, PersonNotification>();
  for (const { n, d } of rows) {
    let entry = out.get(n.id);
    if (!entry) {
      entry = {
        id: n.id,
        title: n.title,
        type: n.type,
        createdAt: n.createdAt.toISOString(),
        read: n.readAt !== null,
        withdrawn: n.withdrawnAt !== null,
        deliveries: [],
      };
      out.set(n.id, entry);
    }
    if (d && (d.channel === 'push' || d.channel === 'sms') && STATES.has(d.state)) {
      entry.deliveries.push({
        channel: d.channel,
        state: d.state as PersonNotification['deliveries'][number]['state'],
        attempts: d.attempts,
        sentAt: d.sentAt?.toISOString() ?? null,
        deliveredAt: d.deliveredAt?.toISOString() ?? null,
      });
    }
  }
  return [...out.values()].slice(0, 50);
}
