/**
 * Labels of schedule periods (spec §3, §9), apart from the schedule itself (schedule.ts): the app's
 * screens label the periods the server sends and need none of the templates the schedule is made from.
 */

/**
 * Week number shown for a mother period (spec §3, §9): fromDays 0 shows week 1, otherwise floor(days / 7).
 * @throws {RangeError} for a negative or non-integer day count.
 */
export function weekLabelOfFromDays(fromDays: number): number {
  assertDayCount(fromDays);
  return fromDays === 0 ? 1 : Math.floor(fromDays / 7);
}

/** Days in a month, as the immunization reference counts them (reference/schedule-templates.ts: 9 m = 274 days). */
const REFERENCE_DAYS_PER_MONTH = 30.44;

/** From this age on the programme names a period in months (9, 12, 15 months), so the label adds them. */
const MONTHS_FROM_DAYS = 26 * 7;

/**
 * Label of a baby period (spec §3, §9): birthDays 0 is 'At Birth', otherwise 'Week' + floor(birthDays / 7).
 * From six months on it also carries the age in whole months ('Week 39 · 9 months'), the way mothers and
 * the immunization card count a baby's age (docs/glossary-ne.md).
 * @throws {RangeError} for a negative or non-integer day count.
 */
export function babyPeriodLabel(birthDays: number): { kind: 'atBirth' } | { kind: 'week'; week: number; months?: number } {
  assertDayCount(birthDays);
  if (birthDays === 0) return { kind: 'atBirth' };
  const week = Math.floor(birthDays / 7);
  return birthDays >= MONTHS_FROM_DAYS ? { kind: 'week', week, months: Math.round(birthDays / REFERENCE_DAYS_PER_MONTH) } : { kind: 'week', week };
}

function assertDayCount(days: number): void {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Expected a whole number of days >= 0, got ${days}`);
}
