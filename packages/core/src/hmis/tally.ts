/**
 * Counting a month: a health post's HMIS 9.3 sheet from a register, and a palika's as the sum of its
 * posts. Runs on the server over the database's records, never on a device
 * (reference/sources/nepal-hmis-dhis2.md §1.4 "Tally engine on the server").
 */
import type { IsoDate } from '../calendar/civil-date.ts';
import { factsOf, type HmisFacts, type MissingField } from './facts.ts';
import { periodRange, type HmisPeriod } from './period.ts';
import { HmisRegisterSchema, type HmisRegisterInput } from './register.ts';
import { HMIS_CELLS, HMIS_SECTIONS, SECTION_FACTS, type HmisSection } from './rules.ts';

/** A month's cells: a number, or null for blank (a section with nothing counted). */
export type HmisValues = Record<string, number | null>;

/** A sheet: its cells, and the records of the month that lack something the sheet needs. */
export interface HmisMonth {
  period: HmisPeriod;
  values: HmisValues;
  missing: MissingField[];
}

const inMonth = (range: { start: IsoDate; end: IsoDate }, healthPostId: number) => (f: { date: IsoDate; healthPostId: number }) =>
  f.healthPostId === healthPostId && f.date >= range.start && f.date <= range.end;

/** The month of one health post: every cell of {@link HMIS_CELLS}. */
export function tallyMonth(register: HmisRegisterInput, healthPostId: number, period: HmisPeriod): HmisMonth {
  return tallyMonths(register, [healthPostId], [period])[0] as HmisMonth;
}

/**
 * The months of several posts from one register (read and turned into facts once): for each post of
 * `healthPostIds`, each period of `periods`, in that order (post-major). Each equals {@link tallyMonth}'s.
 */
export function tallyMonths(register: HmisRegisterInput, healthPostIds: readonly number[], periods: readonly HmisPeriod[]): HmisMonth[] {
  const { facts, missing } = factsOf(HmisRegisterSchema.parse(register));
  return healthPostIds.flatMap((healthPostId) => periods.map((period) => tallyFacts(facts, missing, healthPostId, period)));
}

function tallyFacts(facts: HmisFacts, missing: MissingField[], healthPostId: number, period: HmisPeriod): HmisMonth {
  const here = inMonth(periodRange(period), healthPostId);
  const monthFacts = Object.fromEntries(
    Object.entries(facts).map(([k, list]) => [k, (list as { date: IsoDate; healthPostId: number }[]).filter(here)]),
  ) as unknown as HmisFacts;
  const blank = new Set<HmisSection>(HMIS_SECTIONS.filter((s) => monthFacts[SECTION_FACTS[s]].length === 0));
  const values: HmisValues = {};
  for (const cell of HMIS_CELLS) {
    values[cell.id] = blank.has(cell.section) ? null : (monthFacts[cell.facts] as unknown[]).filter((f) => cell.where(f as never)).length;
  }
  return { period, values, missing: missing.filter(here) };
}

/**
 * A palika's month: each cell the sum of its posts' cells; blank only when it is blank at every post
 * (a blank counts as nothing next to a number).
 */
export function sumMonths(period: HmisPeriod, months: readonly HmisMonth[]): HmisMonth {
  const values: HmisValues = {};
  for (const cell of HMIS_CELLS) {
    const numbers = months.map((m) => m.values[cell.id]).filter((v): v is number => typeof v === 'number');
    values[cell.id] = numbers.length === 0 ? null : numbers.reduce((a, b) => a + b, 0);
  }
  return { period, values, missing: months.flatMap((m) => m.missing) };
}
