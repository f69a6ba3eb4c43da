/**
 * The senders' last check, just before a push or SMS leaves (docs/decisions/012-reminders.md "Send-time
 * check"): does the notification still apply? A rescan of the person cancels what no longer applies, but
 * a rescan can be missed (the engine was off, the job was lost, the loss was recorded on another server),
 * and a message about a baby who died must never go out. So, at send time:
 * - a notification withdrawn after a loss (or after a birth removed as a mistake) does not go;
 * - a reminder goes only while its subject is followed (the same `MOTHER_FOLLOWED` and `LIVING_BABY` the
 *   scan uses, and for the mother the same core motherCareSchedule: antenatal while the pregnancy goes on, her
 *   own postnatal care after a stillbirth or her baby's death) and its item is still to do on Nepal's today, with the same due day (core
 *   `reminderStillApplies`: not given, not missed, not too late, not moved by a corrected birth or LMP);
 * - an emergency goes only while its reading still stands (not corrected or removed as a mistake);
 * - a login code goes only while it can still be used (not used, not expired).
 * Staff notices always apply.
 */
import { sql } from 'drizzle-orm';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { babySchedule, motherCareSchedule } from '@mamata/core/domain/schedule';
import { reminderStillApplies, type ReminderAbout } from '@mamata/core/domain/reminders';
import type { Db } from '../../db/client.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import { LIVING_BABY, MOTHER_FOLLOWED, PREGNANCY_BABIES, givenOf, records } from './reminder-scan.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** What an emergency notification is about (modules/reminders/emergency.ts). */
export interface EmergencyAbout {
  kind: 'emergency';
  pregnancyId: string;
  series: string;
  date: string;
  value: (number | null)[];
}

/** What a login code's SMS is about (modules/auth/login-code.service.ts). */
export interface LoginCodeAbout {
  kind: 'login_code';
  codeId: string;
}

type About = ReminderAbout | EmergencyAbout | LoginCodeAbout | null;

interface Row {
  id: string;
  type: string;
  withdrawn: boolean;
  about: About;
  /** The reminder's subject while it is followed: its start (LMP or birth) and what was given; else null. */
  subject: {
    start: string;
    given: [string, string][];
    /** The mother's pregnancy: how it ended and the babies of its birth. */
    endedOn?: string | null;
    outcome?: string | null;
    babies?: { status: string; endedOn: string | null }[];
  } | null;
  /** An emergency's pregnancy's current readings on its date: [systolic, diastolic] per visit. */
  readings: [number | null, number | null][] | null;
  /** A login code's: unused and unexpired. */
  code_live: boolean | null;
}

/**
 * For each notification id, null when it still applies, else why not (kept as the delivery's last error).
 * One query for the whole group of deliveries about to be sent.
 */
export async function whyNotApplies(db: Db, notificationIds: readonly string[], now: Date): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (notificationIds.length === 0) return out;
  const ids = [...new Set(notificationIds)];
  const rows = await rowsOf<Row>(
    db,
    sql`
    select n.id, n.type, n.withdrawn_at is not null as withdrawn, n.about,
      case
        when n.about->>'kind' = 'reminder' and n.about->>'subject' = 'baby' then (
          select json_build_object('start', b.birth_date, 'given', ${givenOf('baby_id', 'b.id')})
          from babies b where b.id = (n.about->>'subjectId')::uuid and b.provider_id = p.id and ${LIVING_BABY})
        when n.about->>'kind' = 'reminder' and n.about->>'subject' = 'mother' then (
          select json_build_object('start', pr.last_menstrual_period, 'given', ${givenOf('pregnancy_id', 'pr.id')},
            'endedOn', pr.ended_on, 'outcome', pr.outcome, 'babies', ${PREGNANCY_BABIES})
          from pregnancies pr where pr.id = (n.about->>'subjectId')::uuid and pr.provider_id = p.id and ${MOTHER_FOLLOWED})
      end as subject,
      case when n.about->>'kind' = 'emergency' then (
          select coalesce(json_agg(json_build_array(v.systolic_pressure, v.diastolic_pressure)), '[]'::json)
          from antenatal_visits v
          where v.pregnancy_id = (n.about->>'pregnancyId')::uuid and v.visit_date = (n.about->>'date')::date and v.superseded_at is null)
      end as readings,
      case when n.about->>'kind' = 'login_code' then (
          select lc.used_at is null and lc.expires_at > ${now.toISOString()}::timestamptz from login_codes lc where lc.id = (n.about->>'codeId')::uuid)
      end as code_live
    from notifications n join providers p on p.id = n.provider_id
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const today = nepalToday(now);
  const templates = rows.some((r) => r.about?.kind === 'reminder') ? await scheduleTemplates(db) : null;
  for (const r of rows) out.set(r.id, verdict(r, today, templates));
  for (const id of ids) if (!out.has(id)) out.set(id, 'notification gone');
  return out;
}

function verdict(r: Row, today: string, templates: Awaited<ReturnType<typeof scheduleTemplates>> | null): string | null {
  if (r.withdrawn) return 'withdrawn: no longer applies';
  const about = r.about;
  if (!about) return null;
  if (about.kind === 'login_code') return r.code_live ? null : 'no longer applies: the login code was used or expired';
  if (about.kind === 'reminder') {
    if (!r.subject || !templates) return about.subject === 'baby' ? 'no longer applies: the baby is not followed' : 'no longer applies: the pregnancy ended';
    const given = records(r.subject.given);
    const { start, endedOn = null, outcome = null, babies = [] } = r.subject;
    const schedule =
      about.subject === 'baby'
        ? babySchedule(start, today, given, templates.baby)
        : motherCareSchedule({ lmp: start, endedOn, outcome, babies }, today, given, templates.mother, { reminders: true });
    return reminderStillApplies(schedule, about) ? null : 'no longer applies: given, no longer due, or moved';
  }
  const [systolic = null, diastolic = null] = about.value;
  const stands = (r.readings ?? []).some(([s, d]) => s === systolic && d === diastolic);
  return stands ? null : 'no longer applies: the reading was corrected or removed';
}
