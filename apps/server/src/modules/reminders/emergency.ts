/**
 * The emergency notification (docs/decisions/012-reminders.md "Emergency readings"): when staff record or
 * correct an antenatal visit and the latest reading of her current pregnancy gets core's verdict
 * 'emergency' (domain/verdicts.ts `pregnancyAlerts`, the verdict the dashboard, the report and the staff
 * console show), she gets one notification saying what her dashboard's red card says, in her language and
 * calendar (domain/emergency-notice.ts), in the app and by push and SMS per her settings. It is written in
 * the visit's transaction, once per reading (its unique key is the pregnancy, the date and the values),
 * and its push and SMS go out at once, in quiet hours too (modules/reminders/outbox.ts QUIET_HOURS_EXEMPT).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { emergencyKey, emergencyNotice, isEmergencyAlert } from '@mamata/core/domain/emergency-notice';
import { pregnancyAlerts, visitReading } from '@mamata/core/domain/verdicts';
import type { Db, Tx } from '../../db/client.ts';
import { antenatalVisits, pregnancies, providers, pushSubscriptions } from '../../db/schema/index.ts';
import type { NotificationTexts } from '../../db/schema/support.ts';
import { textsInEach } from './texts.ts';
import type { EmergencyAbout } from './still-applies.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** Where tapping it takes her: the dashboard, whose red card is at the top. */
export const EMERGENCY_LINK = '/';

/** Notifies her of an emergency reading of this pregnancy, once per reading; returns how many notifications it made. */
export async function notifyEmergency(tx: Db | Tx, pregnancyId: string, now = new Date()): Promise<number> {
  const [who] = await tx
    .select({
      providerId: providers.id,
      active: providers.active,
      lang: providers.lang,
      calendar: providers.calendar,
      pushEnabled: providers.pushEnabled,
      smsEnabled: providers.smsEnabled,
      lmp: pregnancies.lastMenstrualPeriod,
      endedOn: pregnancies.endedOn,
      weightKg: pregnancies.weightKg,
      heightInches: pregnancies.heightInches,
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} s where s.provider_id = ${providers.id})`,
    })
    .from(pregnancies)
    .innerJoin(providers, eq(providers.id, pregnancies.providerId))
    .where(eq(pregnancies.id, pregnancyId));
  // an ended pregnancy's old reading, or an inactive account: nothing to tell
  if (!who || !who.active || who.endedOn !== null) return 0;
  const visits = await tx
    .select()
    .from(antenatalVisits)
    .where(and(eq(antenatalVisits.pregnancyId, pregnancyId), isNull(antenatalVisits.supersededAt)))
    .orderBy(asc(antenatalVisits.visitDate), asc(antenatalVisits.createdAt));
  const alerts = pregnancyAlerts(
    // her alarm is about her latest reading only: an older severe reading entered late stays flagged for the
    // nurse to review (and on her dashboard), but is not sent to her as a new alarm (every reading counts as reviewed)
    visits.map((v) => visitReading(v, who.lmp, true)),
    { weightKg: who.weightKg, heightInches: who.heightInches },
  ).filter(isEmergencyAlert);
  const lang = who.lang === 'ne' ? 'ne' : 'en';
  const calendar = who.calendar === 'bs' ? 'bs' : 'ad';
  const at = now.toISOString();
  let made = 0;
  for (const alert of alerts) {
    const notices = textsInEach((l, c) => emergencyNotice(alert, { lang: l, calendar: c }));
    const text = notices[`${lang}-${calendar}`];
    // each language and calendar for her list (notifications.texts); the SMS's shorter text goes only to the outbox
    const texts: NotificationTexts = Object.fromEntries(Object.entries(notices).map(([key, { title, body }]) => [key, { title, body }]));
    const about: EmergencyAbout = { kind: 'emergency', pregnancyId, series: alert.series, date: alert.date, value: alert.value };
    const [inserted] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into notifications (provider_id, title, body, texts, type, dedupe_key, link, about, created_at)
        values (${who.providerId}::uuid, ${text.title}, ${text.body}, ${JSON.stringify(texts)}::jsonb, 'emergency', ${emergencyKey(who.providerId, pregnancyId, alert)}, ${EMERGENCY_LINK},
          ${JSON.stringify(about)}::jsonb, ${at}::timestamptz)
        on conflict (dedupe_key) do nothing returning id`,
    );
    if (!inserted) continue;
    made++;
    const outbox: SQL[] = [];
    if (who.pushEnabled) {
      const payload = JSON.stringify({ title: text.title, body: text.body, url: EMERGENCY_LINK, tag: inserted.id });
      outbox.push(sql`(${inserted.id}::uuid, ${who.providerId}::uuid, 'push', ${who.hasPush ? 'pending' : 'skipped'}, ${payload}::jsonb, ${at}::timestamptz)`);
    }
    if (who.smsEnabled) {
      outbox.push(sql`(${inserted.id}::uuid, ${who.providerId}::uuid, 'sms', 'pending', ${JSON.stringify({ text: text.sms })}::jsonb, ${at}::timestamptz)`);
    }
    if (outbox.length > 0) {
      await tx.execute(
        sql`insert into notification_deliveries (notification_id, provider_id, channel, state, payload, next_attempt_at) values ${sql.join(outbox, sql`, `)}`,
      );
    }
  }
  return made;
}
