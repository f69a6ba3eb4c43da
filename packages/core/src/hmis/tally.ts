/**
 * Counting a month: a health post's HMIS 9.3 sheet from a register, and a palika's as the sum of its
 * posts. Runs on the server over the database's records, never on a device
 * (reference/sources/nepal-hmis-dhis2.md §1.4 "Tally engine on the server").
 */
import type { IsoDate } from '../calendar/civil-date.ts';
import { factsOf, type HmisFacts, type MissingField } from './facts.ts';
import { periodRange, type HmisPeriod } from './period.ts';
import { HmisRegisterSchema, type HmisRegister, type HmisRegisterInput } from './register.ts';
import { HMIS_CELLS, HMIS_SECTIONS, SECTION_FACTS, type HmisSection } from './rules.ts';

/**
 * The revision of the counting: raise it with any change that can alter a cell for the same records (a rule, a
 * fact, the register the server loads). Tallies stored by the server are read only under the revision that made
 * them (apps/server hmis-tallies.ts); a test there pins the counting sources to this number. 2: rows counted at the
 * post kept with them when they were written, not at their recorder's post now.
 */
export const HMIS_TALLY_REVISION = 2;

/** A month's cells: a number, or null for blank (a section with nothing counted). */
export type HmisValues = Record<string, number | null>;

/** A sheet: its cells, and the records of the month that lack something the sheet needs. */
export interface HmisMonth {
  period: HmisPeriod;
  values: HmisValues;
  missing: MissingField[];
}

/** The month of one health post: every cell of {@link HMIS_CELLS}. */
export function tallyMonth(register: HmisRegisterInput, healthPostId: number, period: HmisPeriod): HmisMonth {
  return tallyMonths(register, [healthPostId], [period])[0] as HmisMonth;
}

/**
 * The months of several posts from one register (read and turned into facts once): for each post of
 * `healthPostIds`, each period of `periods`, in that order (post-major). Each equals {@link tallyMonth}'s.
 * `trusted`: the register comes from the server's own loader (every field of the right type), so it is not
 * checked again, only given its defaults (a year of a palika's rows: the check cost more than the count).
 */
export function tallyMonths(
  register: HmisRegisterInput,
  healthPostIds: readonly number[],
  periods: readonly HmisPeriod[],
  opts: { trusted?: boolean } = {},
): HmisMonth[] {
  const { facts, missing } = factsOf(opts.trusted ? withDefaults(register) : HmisRegisterSchema.parse(register));
  // each fact into its (post, period) once, rather than every list filtered for every month
  const ranges = periods.map((p) => periodRange(p));
  const slot = (f: { date: IsoDate; healthPostId: number }) => {
    const post = healthPostIds.indexOf(f.healthPostId);
    if (post < 0) return -1;
    const month = ranges.findIndex((r) => f.date >= r.start && f.date <= r.end);
    return month < 0 ? -1 : post * periods.length + month;
  };
  const slots = healthPostIds.length * periods.length;
  const grouped = Array.from({ length: slots }, () => Object.fromEntries(Object.keys(facts).map((k) => [k, [] as unknown[]])) as unknown as HmisFacts);
  for (const [k, list] of Object.entries(facts) as [keyof HmisFacts, { date: IsoDate; healthPostId: number }[]][]) {
    for (const f of list) {
      const i = slot(f);
      if (i >= 0) (grouped[i]?.[k] as unknown[] | undefined)?.push(f);
    }
  }
  const missingBySlot = Array.from({ length: slots }, () => [] as MissingField[]);
  for (const m of missing) {
    const i = slot(m);
    if (i >= 0) missingBySlot[i]?.push(m);
  }
  return grouped.map((monthFacts, i) => ({
    period: periods[i % periods.length] as HmisPeriod,
    values: valuesOf(monthFacts),
    missing: missingBySlot[i] ?? [],
  }));
}

/** The register with its defaults, unchecked (see {@link tallyMonths}). */
function withDefaults(register: HmisRegisterInput): HmisRegister {
  const rows = <T extends { superseded?: boolean }>(list: T[] | undefined) =>
    (list ?? []).map((r) => (r.superseded === undefined ? { ...r, superseded: false } : r));
  return {
    mothers: register.mothers ?? [],
    ancVisits: rows(register.ancVisits),
    tdDoses: rows(register.tdDoses),
    deliveries: rows(register.deliveries),
    pncContacts: rows(register.pncContacts),
    complications: rows(register.complications),
    maternalDeaths: rows(register.maternalDeaths),
    vaccinations: rows(register.vaccinations),
  } as HmisRegister;
}

/** Every cell of a month's facts (a section with none of its facts is blank). */
function valuesOf(monthFacts: HmisFacts): HmisValues {
  const blank = new Set<HmisSection>(HMIS_SECTIONS.filter((s) => monthFacts[SECTION_FACTS[s]].length === 0));
  const values: HmisValues = {};
  for (const cell of HMIS_CELLS) {
    values[cell.id] = blank.has(cell.section) ? null : (monthFacts[cell.facts] as unknown[]).filter((f) => cell.where(f as never)).length;
  }
  return values;
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
