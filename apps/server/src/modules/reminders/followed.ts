// Who is followed: how a pregnancy ended and what became of the babies of its birth, as every query that decides
// her own postnatal care reads it (core domain/schedule.ts ownPostnatalCare makes the choice from these rows): the
// reminder scan and its send-time check (here), her report (modules/health/) and the staff due list
// (modules/due-list/). One place, in the reminder module whose rule it is, so the four cannot drift apart.
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { MOTHER_POSTNATAL_DAYS } from '@mamata/core/reference/schedule-templates';

type Ref = AnyColumn | SQL | Placeholder;

/**
 * Days a pregnancy that ended in a birth or a stillbirth is still read for her own postnatal care: her care
 * lasts MOTHER_POSTNATAL_DAYS after the birth; the margin covers Nepal's date against the database's.
 */
const FOLLOWED_DAYS = MOTHER_POSTNATAL_DAYS + 5;

/**
 * The babies of the birth of the pregnancy `pregnancyId` of `providerId` (the provider narrows it to an
 * indexed column), except those removed as a mistake, as JSON `[{ status, endedOn }]`. Both are written with
 * their table (`sql.raw('"pregnancies"."id"')`), or a placeholder: Drizzle writes a column of a one-table select
 * without it, and inside this subquery a bare "id" would be the baby's own.
 */
export function babiesOfBirth(pregnancyId: SQL | Placeholder, providerId: SQL | Placeholder): SQL<{ status: string; endedOn: string | null }[]> {
  return sql`coalesce((select json_agg(json_build_object('status', pb.status, 'endedOn', pb.ended_on))
    from babies pb where pb.provider_id = ${providerId} and pb.pregnancy_id = ${pregnancyId} and pb.status <> 'removed'), '[]'::json)`;
}

/**
 * A pregnancy whose mother may still get reminders and due items: a current one, or one that ended in a birth
 * or a stillbirth recently enough for her own postnatal care; never once her death is recorded (a maternal death
 * not voided, whenever it happened: before, during or after the birth).
 */
export function motherFollowed(endedOn: Ref, outcome: Ref, providerId: Ref): SQL {
  return sql`((${endedOn} is null or (${outcome} in ('birth', 'stillbirth') and ${endedOn} >= current_date - ${sql.raw(String(FOLLOWED_DAYS))}))
    and not exists (select 1 from obstetric_events oe where oe.provider_id = ${providerId} and oe.kind = 'maternalDeath' and oe.superseded_at is null))`;
}
