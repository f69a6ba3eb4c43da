/**
 * What each record of the register means for the HMIS 9.3 sheet, before any counting: a visit's age
 * group, whether it is her first ANC contact and on protocol; whether a birth is one this post reports;
 * whether a PNC contact is within 24 hours of the birth; and so on. The cells (rules.ts) only filter
 * these facts. Every rule here cites reference/sources/nepal-hmis-dhis2.md (§ numbers) or the
 * Nepal ANC/PNC reference (reference/sources/nepal-anc-pnc-schedule.json); "derived" marks a reading of
 * ours to verify against the eHMIS manual.
 */
import { adToBs, bsToAd, daysInBsMonth } from '../calendar/bikram-sambat.ts';
import type { IsoDate } from '../calendar/civil-date.ts';
import { daysBetween } from '../calendar/nepal-time.ts';
import { ANC_CONTACT_WINDOWS_WEEKS, ancContactOf } from '../reference/anc-contacts.ts';
import type { Antigen, AncVisit, Delivery, HmisRegister, PncContact } from './register.ts';

/** Age groups of the sheet (§1.2 "Each split <20 / ≥20 years"); `notRecorded` when her date of birth is unknown. */
export type AgeGroup = 'lt20' | 'ge20' | 'notRecorded';

/** The age the sheet splits at (§1.2: "<20 / ≥20 years"). */
export const HMIS_AGE_SPLIT_YEARS = 20;

/**
 * Her age group on `eventDate`: 20 and over from her 20th birthday on, counted in Bikram Sambat (the
 * calendar her age is told in, §1.1): the same BS month and day 20 BS years after her birth, or the
 * month's last day when that month is shorter.
 */
export function ageGroupAt(dateOfBirth: IsoDate | null, eventDate: IsoDate): AgeGroup {
  if (!dateOfBirth) return 'notRecorded';
  const born = adToBs(dateOfBirth);
  const year = born.year + HMIS_AGE_SPLIT_YEARS;
  const birthday = bsToAd({ year, month: born.month, day: Math.min(born.day, daysInBsMonth(year, born.month)) });
  return eventDate < birthday ? 'lt20' : 'ge20';
}

/**
 * The 8 ANC contact windows of the national eHMIS, in completed weeks of gestation (§1.1 "Counting rules
 * inside the recording system": ≤12 wk, 13–16, 20–24, 28, 32, 34, 36, 38–40 wk). Defined once in
 * reference/anc-contacts.ts, which the mother's schedule uses too.
 */
export const ANC_PROTOCOL_WINDOWS_WEEKS = ANC_CONTACT_WINDOWS_WEEKS;

/** The protocol window (1-8) a gestational week falls in, or null between windows. */
export const ancWindowOf = ancContactOf;

/** A fact: the post and date it is counted at, and the record it came from. */
interface Fact {
  recordId: string;
  healthPostId: number;
  date: IsoDate;
}

export interface AncFact extends Fact {
  age: AgeGroup;
  /** Her first ANC contact of this pregnancy (anywhere). */
  first: boolean;
  /** Completed weeks at the visit. */
  week: number;
  /** The protocol window it is on (the pregnancy's first visit in that window), or null: not on protocol. */
  protocolWindow: number | null;
  /** This visit completes all 8 protocol contacts. */
  completesEight: boolean;
}

export interface TdFact extends Fact {
  dose: 'td1' | 'td2' | 'td2plus';
}

export interface DeliveryFact extends Fact {
  delivery: Delivery;
  /** Facility (this one) or home (home or on the way), for the "Delivery service" cells. */
  where: 'facility' | 'home';
  babies: number;
}

export interface BabyFact extends Fact {
  /** Single, twin or triplet-and-more delivery. */
  multiplicity: 'single' | 'twin' | 'tripletPlus';
  sex: 'female' | 'male' | 'other';
  outcome: 'live' | 'freshStillbirth' | 'maceratedStillbirth' | null;
  weightBand: 'normal' | 'low' | 'veryLow' | null;
  asphyxia: boolean;
  defect: boolean;
}

export interface PncFact extends Fact {
  /** Her first contact within 24 hours of the birth (counted once per birth). */
  within24h: boolean;
  /** This contact completes the 3 protocol contacts. */
  completesThree: boolean;
}

export interface ComplicationFact extends Fact {
  kind: HmisRegister['complications'][number]['kind'];
}
export interface MaternalDeathFact extends Fact {
  timing: HmisRegister['maternalDeaths'][number]['timing'];
}
export interface VaccinationFact extends Fact {
  antigen: Antigen;
  dose: number;
}

/** Every fact of a register, by the section it feeds. */
export interface HmisFacts {
  anc: AncFact[];
  td: TdFact[];
  delivery: DeliveryFact[];
  baby: BabyFact[];
  pnc: PncFact[];
  complication: ComplicationFact[];
  maternalDeath: MaternalDeathFact[];
  vaccination: VaccinationFact[];
}

/** A record the sheet needs something of that was not recorded (shown to the in-charge). */
export interface MissingField {
  source: keyof HmisRegister;
  recordId: string;
  healthPostId: number;
  date: IsoDate;
  field: string;
}

const byDateThenId =
  <T extends { id: string }>(date: (t: T) => string) =>
  (a: T, b: T) =>
    date(a).localeCompare(date(b)) || a.id.localeCompare(b.id);

/** Groups rows by a key, each group sorted by date then id. */
function groupSorted<T extends { id: string }>(rows: T[], key: (t: T) => string, date: (t: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  for (const g of groups.values()) g.sort(byDateThenId(date));
  return groups;
}

/**
 * The first ANC contact of a pregnancy: the earliest visit the nurse marked "first"; when none is marked,
 * the pregnancy's earliest visit unless she said it was not her first (then her first was elsewhere or
 * before Mamata: none is counted). Derived: the eHMIS records "first, any time" per visit (§1.1).
 */
function firstContactOf(visits: AncVisit[]): AncVisit | undefined {
  const marked = visits.find((v) => v.firstAnc === true);
  if (marked) return marked;
  const earliest = visits[0];
  return earliest && earliest.firstAnc === null ? earliest : undefined;
}

function ancFacts(register: HmisRegister, dob: Map<string, IsoDate | null>): AncFact[] {
  const visits = register.ancVisits.filter((v) => !v.superseded);
  const facts: AncFact[] = [];
  for (const pregnancyVisits of groupSorted(
    visits,
    (v) => v.pregnancyId,
    (v) => v.visitDate,
  ).values()) {
    const first = firstContactOf(pregnancyVisits);
    const seenWindows = new Set<number>();
    for (const v of pregnancyVisits) {
      const window = ancWindowOf(v.gestationalWeek);
      // on protocol: the pregnancy's first visit in that window (a second visit in a window is not a contact of the protocol)
      const protocolWindow = window !== null && !seenWindows.has(window) ? window : null;
      if (protocolWindow !== null) seenWindows.add(protocolWindow);
      facts.push({
        recordId: v.id,
        healthPostId: v.healthPostId,
        date: v.visitDate,
        age: ageGroupAt(dob.get(v.motherId) ?? null, v.visitDate),
        first: v === first,
        week: v.gestationalWeek,
        protocolWindow,
        completesEight:
          protocolWindow !== null && seenWindows.size === ANC_PROTOCOL_WINDOWS_WEEKS.length && protocolWindow === ANC_PROTOCOL_WINDOWS_WEEKS.length,
      });
    }
  }
  return facts;
}

/** Birth weight bands (§1.2 "Birth weight": ≥2.5 kg; 1.5–<2.5 kg; <1.5 kg). */
export function weightBandOf(grams: number | null): BabyFact['weightBand'] {
  if (grams === null) return null;
  if (grams >= 2500) return 'normal';
  if (grams >= 1500) return 'low';
  return 'veryLow';
}

/**
 * Whether this post reports a birth in its delivery cells: a birth at this facility, or at home (or on the
 * way) attended by a skilled birth attendant or another health worker (§1.2 "Delivery service: By SBA / by
 * non-SBA health worker × facility / home"). A birth at another facility is that facility's to report;
 * an unattended home birth has no delivery-service cell. Derived.
 */
export function reportedWhere(d: Delivery): DeliveryFact['where'] | null {
  if (d.place === 'thisFacility') return 'facility';
  if ((d.place === 'home' || d.place === 'onTheWay') && (d.attendant === 'sba' || d.attendant === 'otherHealthWorker')) return 'home';
  return null;
}

function multiplicityOf(babies: number): BabyFact['multiplicity'] {
  if (babies === 1) return 'single';
  return babies === 2 ? 'twin' : 'tripletPlus';
}

/** Minutes from the birth to a contact, both in Nepal time; null when the contact's time is not recorded. */
function minutesAfterBirth(d: Delivery, c: PncContact): number | null {
  if (c.visitedAt === null) return null;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return daysBetween(d.bornOn, c.visitedOn) * 1440 + minutes(c.visitedAt) - minutes(d.bornAt);
}

/** PNC within 24 hours of the birth, 24:00 included (§1.2 "PNC: Within 24 h"; §1.4 "PNC ≤24 h from delivery vs visit date-time"). */
export const PNC_FIRST_WITHIN_MINUTES = 24 * 60;

/**
 * The 3 PNC contacts of Nepal's protocol (nepal-anc-pnc-schedule.json `pnc_nepal`: within 24 hours, day 3,
 * day 7), in days since the birth: day 3 as WHO's "day 3 (48-72 hours)" = 2-3 days after the birth date,
 * day 7 as WHO's "days 7-14" (`pnc_who_2022`, the window the app's schedule gives). Derived: verify against
 * the eHMIS manual's "3 PNC as per protocol".
 */
export const PNC_PROTOCOL_DAYS: readonly (readonly [number, number])[] = [
  [2, 3],
  [7, 14],
];

function pncFacts(register: HmisRegister, missing: MissingField[]): PncFact[] {
  const deliveries = new Map(register.deliveries.filter((d) => !d.superseded).map((d) => [d.pregnancyId, d]));
  const contacts = register.pncContacts.filter((c) => !c.superseded);
  const facts: PncFact[] = [];
  for (const [pregnancyId, list] of groupSorted(
    contacts,
    (c) => c.pregnancyId,
    (c) => `${c.visitedOn}T${c.visitedAt ?? '99:99'}`,
  )) {
    const d = deliveries.get(pregnancyId);
    let had24 = false;
    const hadDays = PNC_PROTOCOL_DAYS.map(() => false);
    let done = false;
    for (const c of list) {
      const base = { recordId: c.id, healthPostId: c.healthPostId, date: c.visitedOn };
      if (!d) {
        missing.push({ source: 'pncContacts', recordId: c.id, healthPostId: c.healthPostId, date: c.visitedOn, field: 'delivery' });
        facts.push({ ...base, within24h: false, completesThree: false });
        continue;
      }
      const minutes = minutesAfterBirth(d, c);
      const days = daysBetween(d.bornOn, c.visitedOn);
      // without a time, a contact on the day of the birth is within 24 hours; one on the next day cannot be told
      const isWithin24 = minutes !== null ? minutes >= 0 && minutes <= PNC_FIRST_WITHIN_MINUTES : days === 0;
      if (minutes === null && days === 1)
        missing.push({ source: 'pncContacts', recordId: c.id, healthPostId: c.healthPostId, date: c.visitedOn, field: 'visitedAt' });
      const within24h = isWithin24 && !had24;
      if (isWithin24) had24 = true;
      PNC_PROTOCOL_DAYS.forEach(([from, to], i) => {
        if (days >= from && days <= to) hadDays[i] = true;
      });
      const completesThree = !done && had24 && hadDays.every(Boolean);
      if (completesThree) done = true;
      facts.push({ ...base, within24h, completesThree });
    }
  }
  return facts;
}

/** Reads every record of a register into the facts the cells count, and what the sheet lacks. */
export function factsOf(register: HmisRegister): { facts: HmisFacts; missing: MissingField[] } {
  const missing: MissingField[] = [];
  const dob = new Map(register.mothers.map((m) => [m.id, m.dateOfBirth]));
  const live = <T extends { superseded: boolean }>(rows: T[]) => rows.filter((r) => !r.superseded);

  const anc = ancFacts(register, dob);
  for (const v of live(register.ancVisits)) {
    if (!dob.get(v.motherId)) missing.push({ source: 'ancVisits', recordId: v.id, healthPostId: v.healthPostId, date: v.visitDate, field: 'dateOfBirth' });
  }

  const delivery: DeliveryFact[] = [];
  const baby: BabyFact[] = [];
  for (const d of live(register.deliveries)) {
    const miss = (field: string) => missing.push({ source: 'deliveries', recordId: d.id, healthPostId: d.healthPostId, date: d.bornOn, field });
    if (d.place === null) miss('place');
    const where = reportedWhere(d);
    if (where === null) continue;
    for (const field of ['attendant', 'mode', 'presentation'] as const) if (d[field] === null) miss(field);
    delivery.push({ recordId: d.id, healthPostId: d.healthPostId, date: d.bornOn, delivery: d, where, babies: d.babies.length });
    d.babies.forEach((b, i) => {
      if (b.outcome === null) miss(`babies.${i}.outcome`);
      if (b.outcome === 'live' && b.weightGrams === null) miss(`babies.${i}.weightGrams`);
      baby.push({
        recordId: d.id,
        healthPostId: d.healthPostId,
        date: d.bornOn,
        multiplicity: multiplicityOf(d.babies.length),
        sex: b.sex,
        outcome: b.outcome,
        weightBand: weightBandOf(b.weightGrams),
        asphyxia: b.asphyxia === true,
        defect: b.defect === true,
      });
    });
  }

  return {
    facts: {
      anc,
      td: live(register.tdDoses).map((t) => ({ recordId: t.id, healthPostId: t.healthPostId, date: t.givenOn, dose: t.dose })),
      delivery,
      baby,
      pnc: pncFacts(register, missing),
      complication: live(register.complications).map((c) => ({ recordId: c.id, healthPostId: c.healthPostId, date: c.occurredOn, kind: c.kind })),
      maternalDeath: live(register.maternalDeaths).map((m) => ({ recordId: m.id, healthPostId: m.healthPostId, date: m.diedOn, timing: m.timing })),
      vaccination: live(register.vaccinations).map((v) => ({
        recordId: v.id,
        healthPostId: v.healthPostId,
        date: v.givenOn,
        antigen: v.antigen,
        dose: v.dose,
      })),
    },
    missing,
  };
}
