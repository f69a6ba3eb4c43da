/**
 * The 8 antenatal care (ANC) contacts of Nepal's national eHMIS: one definition for the mother's schedule
 * (reference/schedule-templates.ts, her reminders) and the HMIS 9.3 counting rules (hmis/facts.ts), so a
 * contact the app reminds her of is the contact the health post's monthly sheet counts as "per protocol".
 *
 * Source: `packages/core/src/reference/sources/nepal-hmis-dhis2.md` §1.1 "Counting rules inside the
 * recording system" (the eHMIS user operations manual, amakomaya/hmis-docs complete_manual.pdf §5.6):
 * "the protocol windows are 8 contacts: ≤12 wk, 13–16, 20–24, 28, 32, 34, 36, 38–40 wk. This confirms
 * Nepal's 8-contact adoption in the national tool". The 4-visit protocol (4th, 6th, 8th, 9th month;
 * `nepal-anc-pnc-schedule.json` `anc_nepal_4_visit_protocol`, "may have been superseded") is no longer the
 * national one (docs/decisions/031-anc-eight-contacts.md).
 *
 * Weeks are completed weeks of gestation (domain/pregnancy.ts `gestationalWeek`: whole weeks since the LMP),
 * as the eHMIS computes them from the LMP: window [13, 16] runs from 13 weeks 0 days to 16 weeks 6 days.
 */

/** The 8 contact windows, [first, last] completed week, in the eHMIS's order (contact 1 first). */
export const ANC_CONTACT_WINDOWS_WEEKS: readonly (readonly [number, number])[] = [
  [0, 12],
  [13, 16],
  [20, 24],
  [28, 28],
  [32, 32],
  [34, 34],
  [36, 36],
  [38, 40],
];

/** How many contacts the national schedule has (8). */
export const ANC_CONTACT_COUNT = ANC_CONTACT_WINDOWS_WEEKS.length;

/** The contact (1-8) whose window a completed gestational week falls in, or null between windows. */
export function ancContactOf(gestationalWeek: number): number | null {
  const i = ANC_CONTACT_WINDOWS_WEEKS.findIndex(([from, to]) => gestationalWeek >= from && gestationalWeek <= to);
  return i < 0 ? null : i + 1;
}

/** The schedule item of contact `n` (1-8): `anc-contact-n`. */
export function ancContactKey(contact: number): string {
  return `anc-contact-${contact}`;
}

/** A contact's window in days since the LMP: from its first week's day 0 to its last week's day 6. */
export function ancContactDays(contact: number): { fromDays: number; toDays: number } {
  const window = ANC_CONTACT_WINDOWS_WEEKS[contact - 1];
  if (!window) throw new RangeError(`No ANC contact ${contact}`);
  return { fromDays: window[0] * 7, toDays: window[1] * 7 + 6 };
}
