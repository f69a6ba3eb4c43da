import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import NepaliDate, { dateConfigMap } from 'nepali-date-converter';
import { afterEach, expect, test, vi } from 'vitest';
import {
  AD_MONTH_NAMES,
  BS_MONTH_NAMES,
  DEFAULT_BS_CALENDAR_TABLE,
  DateConversionError,
  WEEKDAY_NAMES,
  adToBs,
  bsToAd,
  daysInBsMonth,
  formatDate,
  formatDateShort,
  getBsCalendarTable,
  getBsRange,
  isProvisionalAdDate,
  isProvisionalBsYear,
  parseBsDate,
  resetBsCalendarTable,
  setBsCalendarTable,
  toNepaliDigits,
  localDigits,
  weekdayOf,
} from './bikram-sambat.ts';
import { BsCalendarTableSchema, parseBsCalendarTable } from './bs-calendar-table.ts';
import type { BsCalendarTable, BsDate } from './bikram-sambat.ts';
import { civilToDayNumber, dayNumberToIso } from './civil-date.ts';
import { addDays, toNepalDate } from './nepal-time.ts';

const OUT_OF_RANGE = "The date doesn't fall within 2000/01/01 - 2090/12/30";
const INVALID = 'Invalid date format';

afterEach(() => {
  resetBsCalendarTable();
  vi.restoreAllMocks();
});

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Expects `fn` to throw a DateConversionError with the given code and exact message. */
function expectDateError(fn: () => unknown, code: 'OUT_OF_RANGE' | 'INVALID_FORMAT', message: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(DateConversionError);
  expect(caught).toBeInstanceOf(Error);
  expect((caught as DateConversionError).code).toBe(code);
  expect((caught as DateConversionError).message).toBe(message);
}

// ---- Agreement with nepali-date-converter over the range where all sources agree ----

test('adToBs and bsToAd agree with nepali-date-converter every day from AD 1944-01-01 to 2027-06-14', () => {
  const first = civilToDayNumber(1944, 1, 1);
  const last = civilToDayNumber(2027, 6, 14);
  const mismatches: string[] = [];
  let compared = 0;
  for (let n = first; n <= last; n++) {
    const iso = dayNumberToIso(n);
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const bs = adToBs(iso);
    if (bsToAd(bs) !== iso) mismatches.push(`bsToAd(adToBs(${iso})) = ${bsToAd(bs)}`);
    // The library reads the *local* fields of a Date, so give it local midnight of the civil day.
    // A zone may skip a whole local day (Pacific/Kiritimati skipped 1994-12-31); the library
    // cannot be asked about such a day from that zone, so it is only checked by the line above.
    const local = new Date(y, m - 1, d);
    if (local.getFullYear() !== y || local.getMonth() !== m - 1 || local.getDate() !== d) continue;
    compared++;
    const lib = new NepaliDate(local).getBS();
    const expected: BsDate = { year: lib.year, month: lib.month + 1, day: lib.date };
    if (bs.year !== expected.year || bs.month !== expected.month || bs.day !== expected.day) {
      mismatches.push(`adToBs(${iso}) = ${JSON.stringify(bs)}, library ${JSON.stringify(expected)}`);
    }
    const libAd = new NepaliDate(expected.year, expected.month - 1, expected.day).getAD();
    const libIso = `${libAd.year}-${pad(libAd.month + 1)}-${pad(libAd.date)}`;
    const ad = bsToAd(expected);
    if (ad !== libIso) mismatches.push(`bsToAd(${JSON.stringify(expected)}) = ${ad}, library ${libIso}`);
    if (mismatches.length > 20) break;
  }
  expect(mismatches).toEqual([]);
  expect(last - first + 1).toBe(30481);
  expect(compared).toBeGreaterThanOrEqual(30480);
});

test('bundled table equals the library month lengths for every confirmed year', () => {
  const expected = Object.entries(dateConfigMap)
    .filter(([year]) => Number(year) <= DEFAULT_BS_CALENDAR_TABLE.lastConfirmedYear)
    .map(([year, months]) => [year, Object.values(months)]);
  const actual = Object.entries(DEFAULT_BS_CALENDAR_TABLE.years).filter(([year]) => Number(year) <= DEFAULT_BS_CALENDAR_TABLE.lastConfirmedYear);
  expect(actual).toHaveLength(84);
  expect(actual).toEqual(expected);
});

// ---- Fixed points ----

test.each([
  ['2000/01/01', '1943-04-14', { year: 2000, month: 1, day: 1 }],
  ['2080/01/01', '2023-04-14', { year: 2080, month: 1, day: 1 }],
  ['2081/01/01', '2024-04-13', { year: 2081, month: 1, day: 1 }],
  ['2082/01/01', '2025-04-14', { year: 2082, month: 1, day: 1 }],
  ['2083/08/05', '2026-11-21', { year: 2083, month: 8, day: 5 }],
  ['2090/12/30', '2034-04-13', { year: 2090, month: 12, day: 30 }],
])('BS %s = AD %s', (bsString, ad, bs) => {
  expect(bsToAd(bsString)).toBe(ad);
  expect(bsToAd(bsString.replaceAll('/', '-'))).toBe(ad);
  expect(bsToAd(bs)).toBe(ad);
  expect(adToBs(ad)).toEqual(bs);
});

test('BS 2083/08/05 (AD 2026-11-21) is a Saturday and 1943-04-14 a Wednesday', () => {
  expect(weekdayOf('2026-11-21')).toBe(6);
  expect(weekdayOf('1943-04-14')).toBe(3);
  expect(new Date(Date.UTC(2026, 10, 21)).getUTCDay()).toBe(6);
});

test('getBsRange reports the default table range', () => {
  expect(getBsRange()).toEqual({
    start: { year: 2000, month: 1, day: 1 },
    end: { year: 2090, month: 12, day: 30 },
    startAd: '1943-04-14',
    endAd: '2034-04-13',
  });
});

test('bsToAd accepts single-digit parts and Devanagari digits', () => {
  expect(bsToAd('2083/8/5')).toBe('2026-11-21');
  expect(bsToAd('२०८३/०८/०५')).toBe('2026-11-21');
  expect(parseBsDate('2081-01-01')).toEqual({ year: 2081, month: 1, day: 1 });
});

// ---- Errors ----

test.each(['1943-04-13', '1900-01-01', '2034-04-14', '2100-01-01'])('adToBs(%s) is OUT_OF_RANGE', (ad) => {
  expectDateError(() => adToBs(ad), 'OUT_OF_RANGE', OUT_OF_RANGE);
});

test.each<[string | BsDate]>([
  ['2090/12/31'],
  ['2091/01/01'],
  ['1999/12/30'],
  ['1999/01/01'],
  [{ year: 2090, month: 12, day: 31 }],
  [{ year: 2091, month: 1, day: 1 }],
])('bsToAd(%j) is OUT_OF_RANGE', (bs) => {
  expectDateError(() => bsToAd(bs), 'OUT_OF_RANGE', OUT_OF_RANGE);
});

test.each<[string | BsDate]>([
  ['abc'],
  [''],
  ['2081/13/01'],
  ['2081/00/10'],
  ['2081/01/33'],
  ['2081/01/00'],
  ['2081-13-01'],
  ['2081/01-01'],
  ['81/01/01'],
  ['2081/01/01x'],
  ['2081/001/01'],
  // 2083 Baisakh has 31 days, Mangsir 29: these days do not exist.
  ['2083/01/32'],
  ['2083/08/30'],
  [{ year: 2081, month: 13, day: 1 }],
  [{ year: 2081, month: 1, day: 1.5 }],
  [{ year: Number.NaN, month: 1, day: 1 }],
])('bsToAd(%j) is INVALID_FORMAT', (bs) => {
  expectDateError(() => bsToAd(bs), 'INVALID_FORMAT', INVALID);
});

test.each(['abc', '', '2026-11-31', '2023-02-29', '2026-13-01', '2026-1-5', '2026/11/21', ' 2026-11-21', '2026-11-21T00:00:00Z'])(
  'adToBs(%j) is INVALID_FORMAT',
  (ad) => {
    expectDateError(() => adToBs(ad), 'INVALID_FORMAT', INVALID);
  },
);

test('adToBs accepts a leap day', () => {
  // BS 2080/11/17 = AD 2024-02-29 (Falgun 2080 starts on AD 2024-02-13).
  expect(adToBs('2024-02-29')).toEqual({ year: 2080, month: 11, day: 17 });
  expect(bsToAd('2080/11/17')).toBe('2024-02-29');
});

test('daysInBsMonth follows the table', () => {
  expect(daysInBsMonth(2083, 1)).toBe(31);
  expect(daysInBsMonth(2083, 8)).toBe(29);
  expect(daysInBsMonth(2000, 2)).toBe(32);
  expectDateError(() => daysInBsMonth(2083, 13), 'INVALID_FORMAT', INVALID);
  expectDateError(() => daysInBsMonth(2091, 1), 'OUT_OF_RANGE', OUT_OF_RANGE);
});

// ---- Round trip over the whole range ----

test('round trip AD -> BS -> AD over the whole range, BS dates advancing one day at a time', () => {
  const first = civilToDayNumber(1943, 4, 14);
  const last = civilToDayNumber(2034, 4, 13);
  const problems: string[] = [];
  let prev: BsDate | null = null;
  for (let n = first; n <= last; n++) {
    const iso = dayNumberToIso(n);
    const bs = adToBs(iso);
    if (bsToAd(bs) !== iso) problems.push(`round trip failed at ${iso}`);
    if (prev) {
      const sameMonth = bs.year === prev.year && bs.month === prev.month && bs.day === prev.day + 1;
      const nextMonth =
        bs.day === 1 &&
        ((bs.year === prev.year && bs.month === prev.month + 1) || (bs.year === prev.year + 1 && bs.month === 1 && prev.month === 12)) &&
        prev.day === daysInBsMonth(prev.year, prev.month);
      if (!sameMonth && !nextMonth) problems.push(`jump at ${iso}: ${JSON.stringify(prev)} -> ${JSON.stringify(bs)}`);
    }
    prev = bs;
    if (problems.length > 20) break;
  }
  expect(problems).toEqual([]);
  expect(prev).toEqual({ year: 2090, month: 12, day: 30 });
});

// ---- Runtime table replacement ----

function tableWith2084(months: number[], lastConfirmedYear = 2083): BsCalendarTable {
  return {
    ...structuredClone(DEFAULT_BS_CALENDAR_TABLE),
    lastConfirmedYear,
    years: { ...structuredClone(DEFAULT_BS_CALENDAR_TABLE.years), '2084': months },
  };
}

test('setBsCalendarTable replaces the month lengths used by conversions', () => {
  expect(DEFAULT_BS_CALENDAR_TABLE.years['2084']).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31]);
  const before = bsToAd('2084/03/01');
  const baisakh1 = bsToAd('2084/01/01');
  // A committee publishes Jestha 2084 with 31 days instead of 32.
  const table = tableWith2084([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], 2084);
  expect(setBsCalendarTable(table)).toEqual(table);
  expect(getBsCalendarTable()).toEqual(table);
  expect(bsToAd('2084/01/01')).toBe(baisakh1);
  expect(bsToAd('2084/03/01')).toBe(addDays(before, -1));
  expect(adToBs(before)).toEqual({ year: 2084, month: 3, day: 2 });
  expectDateError(() => bsToAd('2084/02/32'), 'INVALID_FORMAT', INVALID);
  expect(isProvisionalBsYear(2084)).toBe(false);
  // Earlier years are untouched.
  expect(bsToAd('2083/08/05')).toBe('2026-11-21');
  resetBsCalendarTable();
  expect(bsToAd('2084/03/01')).toBe(before);
  expect(bsToAd('2084/02/32')).toBe(addDays(before, -1));
});

test('the range and its error message follow the active table', () => {
  const years = structuredClone<Record<string, number[]>>(DEFAULT_BS_CALENDAR_TABLE.years);
  years['2091'] = [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 31]; // 366 days
  setBsCalendarTable({ ...DEFAULT_BS_CALENDAR_TABLE, years });
  expect(bsToAd('2091/01/01')).toBe('2034-04-14');
  expect(bsToAd('2091/12/31')).toBe(addDays('2034-04-14', 366 - 1));
  expect(adToBs('2035-04-14')).toEqual({ year: 2091, month: 12, day: 31 });
  expect(getBsRange().end).toEqual({ year: 2091, month: 12, day: 31 });
  expectDateError(() => bsToAd('2092/01/01'), 'OUT_OF_RANGE', "The date doesn't fall within 2000/01/01 - 2091/12/31");
});

const validJson = (): Record<string, unknown> => structuredClone(DEFAULT_BS_CALENDAR_TABLE) as unknown as Record<string, unknown>;

test.each<[string, () => unknown]>([
  ['a year with 11 months', () => tableWith2084([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30])],
  ['a 33-day month', () => tableWith2084([33, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31])],
  ['a 28-day month', () => tableWith2084([28, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31])],
  ['a fractional length', () => tableWith2084([30.5, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31])],
  ['a year of 364 days', () => tableWith2084([30, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30])],
  ['a year of 367 days', () => tableWith2084([32, 32, 32, 32, 31, 30, 30, 30, 29, 29, 30, 30])],
  [
    'a missing year',
    () => {
      const t = validJson() as { years: Record<string, unknown> };
      delete t.years['2050'];
      return t;
    },
  ],
  ['no years', () => ({ ...validJson(), years: {} })],
  ['a non-numeric year key', () => ({ ...validJson(), years: { abcd: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31] } })],
  ['a reference not on the first year', () => ({ ...validJson(), reference: { bs: '2001/01/01', ad: '1943-04-14' } })],
  ['an invalid reference AD date', () => ({ ...validJson(), reference: { bs: '2000/01/01', ad: '1943-02-30' } })],
  ['no lastConfirmedYear', () => ({ ...validJson(), lastConfirmedYear: undefined })],
  ['null', () => null],
])('parseBsCalendarTable rejects %s and keeps the current table', (_name, make) => {
  const current = getBsCalendarTable();
  expect(() => parseBsCalendarTable(make())).toThrow();
  expect(BsCalendarTableSchema.safeParse(make()).success).toBe(false);
  expect(getBsCalendarTable()).toBe(current);
  expect(bsToAd('2083/08/05')).toBe('2026-11-21');
});

test('the bundled JSON passes the schema and is frozen', () => {
  expect(BsCalendarTableSchema.safeParse(validJson()).success).toBe(true);
  expect(Object.isFrozen(DEFAULT_BS_CALENDAR_TABLE.years['2000'])).toBe(true);
  expect(Object.keys(DEFAULT_BS_CALENDAR_TABLE.years)).toHaveLength(91);
  expect(DEFAULT_BS_CALENDAR_TABLE.lastConfirmedYear).toBe(2083);
  expect(DEFAULT_BS_CALENDAR_TABLE.reference).toEqual({ bs: '2000/01/01', ad: '1943-04-14' });
});

// ---- Provisional years ----

test('provisional flags', () => {
  expect(isProvisionalBsYear(2000)).toBe(false);
  expect(isProvisionalBsYear(2083)).toBe(false);
  expect(isProvisionalBsYear(2084)).toBe(true);
  expect(isProvisionalBsYear(2090)).toBe(true);
  const newYear2084 = bsToAd('2084/01/01');
  expect(isProvisionalAdDate(newYear2084)).toBe(true);
  expect(isProvisionalAdDate(addDays(newYear2084, -1))).toBe(false);
  expect(isProvisionalAdDate('2026-11-21')).toBe(false);
  expectDateError(() => isProvisionalAdDate('nope'), 'INVALID_FORMAT', INVALID);
  setBsCalendarTable({ ...DEFAULT_BS_CALENDAR_TABLE, lastConfirmedYear: 2084 });
  expect(isProvisionalAdDate(newYear2084)).toBe(false);
  expect(isProvisionalBsYear(2085)).toBe(true);
});

// ---- Formatting ----

test.each([
  ['ad', 'en', 'Saturday, 21 November 2026', '2026-11-21'],
  ['ad', 'ne', 'शनिबार, २१ नोभेम्बर २०२६', '२०२६-११-२१'],
  ['bs', 'en', 'Saturday, 5 Mangsir 2083', '2083/08/05'],
  ['bs', 'ne', 'शनिबार, ५ मंसिर २०८३', '२०८३/०८/०५'],
] as const)('format 2026-11-21 as %s/%s', (calendar, lang, long, short) => {
  expect(formatDate('2026-11-21', { calendar, lang })).toBe(long);
  expect(formatDateShort('2026-11-21', { calendar, lang })).toBe(short);
});

test.each([
  ['ad', 'en', 'Saturday, 13 April 2024', '2024-04-13'],
  ['ad', 'ne', 'शनिबार, १३ अप्रिल २०२४', '२०२४-०४-१३'],
  ['bs', 'en', 'Saturday, 1 Baisakh 2081', '2081/01/01'],
  ['bs', 'ne', 'शनिबार, १ वैशाख २०८१', '२०८१/०१/०१'],
] as const)('format 2024-04-13 as %s/%s', (calendar, lang, long, short) => {
  expect(formatDate('2024-04-13', { calendar, lang })).toBe(long);
  expect(formatDateShort('2024-04-13', { calendar, lang })).toBe(short);
});

test('formatting errors', () => {
  expectDateError(() => formatDate('2026-02-30', { calendar: 'ad', lang: 'en' }), 'INVALID_FORMAT', INVALID);
  expectDateError(() => formatDateShort('bad', { calendar: 'ad', lang: 'en' }), 'INVALID_FORMAT', INVALID);
  expectDateError(() => formatDate('1900-01-01', { calendar: 'bs', lang: 'ne' }), 'OUT_OF_RANGE', OUT_OF_RANGE);
  // AD formatting is not limited to the BS range.
  expect(formatDate('1900-01-01', { calendar: 'ad', lang: 'en' })).toBe('Monday, 1 January 1900');
});

test('every month and weekday name is used by formatDate', () => {
  const seen = { bsEn: new Set<string>(), bsNe: new Set<string>(), adNe: new Set<string>(), wdNe: new Set<string>() };
  for (let i = 0; i < 366; i++) {
    const d = addDays('2026-01-01', i);
    seen.bsEn.add(formatDate(d, { calendar: 'bs', lang: 'en' }).split(' ').at(-2)!);
    seen.bsNe.add(formatDate(d, { calendar: 'bs', lang: 'ne' }).split(' ').at(-2)!);
    seen.adNe.add(formatDate(d, { calendar: 'ad', lang: 'ne' }).split(' ').at(-2)!);
    seen.wdNe.add(formatDate(d, { calendar: 'ad', lang: 'ne' }).split(',')[0]!);
  }
  expect([...seen.bsEn].sort()).toEqual([...BS_MONTH_NAMES.en].sort());
  expect([...seen.bsNe].sort()).toEqual([...BS_MONTH_NAMES.ne].sort());
  expect([...seen.adNe].sort()).toEqual([...AD_MONTH_NAMES.ne].sort());
  expect([...seen.wdNe].sort()).toEqual([...WEEKDAY_NAMES.ne].sort());
});

test('name tables', () => {
  expect(BS_MONTH_NAMES.en).toEqual(['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra']);
  expect(BS_MONTH_NAMES.ne).toEqual(['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत']);
  expect(AD_MONTH_NAMES.ne).toHaveLength(12);
  expect(AD_MONTH_NAMES.ne[8]).toBe('सेप्टेम्बर');
  expect(WEEKDAY_NAMES.en).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  expect(WEEKDAY_NAMES.ne).toEqual(['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार']);
});

test.each<[string | number, string]>([
  [0, '०'],
  [1234567890, '१२३४५६७८९०'],
  ['2083/08/05', '२०८३/०८/०५'],
  ['Week 12', 'Week १२'],
  ['', ''],
  [-3.5, '-३.५'],
])('toNepaliDigits(%j) = %j', (input, expected) => {
  expect(toNepaliDigits(input)).toBe(expected);
});

test.each<[string | number, string | undefined, string]>([
  [42, 'ne', '४२'],
  ['9801234567', 'ne', '९८०१२३४५६७'],
  [42, 'en', '42'],
  ['10:30', 'en', '10:30'],
  // a language not yet known (i18next before it has started) writes as in English
  [7, undefined, '7'],
])('localDigits(%j, %j) = %j', (input, lang, expected) => {
  expect(localDigits(input, lang)).toBe(expected);
});

// ---- Time-zone independence ----

test('conversions and formatting never read local-time Date fields', () => {
  const local = [
    'getFullYear',
    'getMonth',
    'getDate',
    'getDay',
    'getHours',
    'getMinutes',
    'getSeconds',
    'getTimezoneOffset',
    'toLocaleDateString',
    'toLocaleString',
  ] as const;
  for (const name of local) {
    vi.spyOn(Date.prototype, name).mockImplementation(() => {
      throw new Error(`local-time Date.prototype.${name} called`);
    });
  }
  expect(adToBs('2026-11-21')).toEqual({ year: 2083, month: 8, day: 5 });
  expect(bsToAd('2083/08/05')).toBe('2026-11-21');
  expect(formatDate('2026-11-21', { calendar: 'bs', lang: 'ne' })).toBe('शनिबार, ५ मंसिर २०८३');
  expect(formatDateShort('2026-11-21', { calendar: 'ad', lang: 'en' })).toBe('2026-11-21');
  expect(toNepalDate(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
  expect(addDays('2026-11-21', 10)).toBe('2026-12-01');
});

test('runtime sources use only UTC Date accessors and do not import nepali-date-converter', () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  expect(sources.sort()).toEqual(['bikram-sambat.ts', 'bs-calendar-table.ts', 'civil-date.ts', 'nepal-time.ts']);
  for (const file of sources) {
    const code = readFileSync(join(dir, file), 'utf8');
    expect(code, file).not.toMatch(/\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds|Year|TimezoneOffset)\(/);
    expect(code, file).not.toMatch(/toLocale|Intl\.|new Date\([^)]*,/);
    expect(code, file).not.toMatch(/nepali-date-converter['"]/);
  }
});

test('the bundled table is valid by the schema that guards tables from outside', () => {
  expect(BsCalendarTableSchema.parse(DEFAULT_BS_CALENDAR_TABLE)).toEqual(DEFAULT_BS_CALENDAR_TABLE);
});
