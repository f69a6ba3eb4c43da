#!/usr/bin/env node
/**
 * One-off generator for `bs-month-lengths.json` (the Bikram Sambat month-length table).
 *
 * Source: nepali-date-converter 3.4.0 (MIT, https://github.com/subeshb1/Nepali-Date),
 * installed as a root devDependency. It is used ONLY here and in tests, never at runtime.
 *
 * Method:
 *   1. Walk every AD day from 1943-04-14 (= BS 2000/01/01) forward, converting each day to BS
 *      with the library, until the library refuses (after BS 2090/12/30). The length of each
 *      BS month is the number of AD days that map into it. While walking we assert that the BS
 *      dates advance by exactly one day (day + 1, or day 1 of the next month / year).
 *   2. Convert every BS date of the derived table back to AD with the library and assert it is
 *      the AD day we started from (BS -> AD agrees with AD -> BS).
 *   3. Cross-check the derived lengths against the library's own exported `dateConfigMap`.
 *
 * Cross-check against other sources (see docs/decisions/004-bikram-sambat.md, "Bikram Sambat
 * calendar"): five npm libraries (nepali-date-converter, bikram-sambat, nepali-datetime,
 * @sbmdkl/nepali-date-converter, nepali-date-library) agree on every day from AD 1944-01-01 to
 * AD 2027-06-14, and disagree from BS 2084 Jestha onward. Years after `lastConfirmedYear`
 * (2083) are therefore projections and flagged "provisional" by the runtime code.
 *
 * Usage (from the repository root):
 *   node packages/core/src/calendar/generate-bs-table.mjs            # writes the JSON
 *   node packages/core/src/calendar/generate-bs-table.mjs --check    # verify only, exit 1 on diff
 *
 * The runtime table can later be replaced without a code change via `setBsCalendarTable()`
 * (e.g. when Nepal's calendar committee publishes a year); re-running this script is only
 * needed to rebuild the bundled default.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ndc from 'nepali-date-converter';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2090;
const LAST_CONFIRMED_YEAR = 2083;
const EPOCH_AD = '1943-04-14'; // AD date of BS 2000/01/01
const DAY_MS = 86_400_000;

// The package is UMD/CommonJS: depending on the loader the class is `default` or `default.default`.
const NepaliDate = typeof ndc.default === 'function' ? ndc.default : ndc.default.default;
const dateConfigMap = ndc.dateConfigMap ?? ndc.default.dateConfigMap;

/** The library reads a Date's *local* fields, so build local midnight from the civil date. */
function localDate(utcMs) {
  const d = new Date(utcMs);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

function iso(utcMs) {
  return new Date(utcMs).toISOString().slice(0, 10);
}

const [ey, em, ed] = EPOCH_AD.split('-').map(Number);
const epochMs = Date.UTC(ey, em - 1, ed);

/** @type {Record<string, number[]>} */
const years = {};
let prev = null;
let days = 0;
for (let ms = epochMs; ; ms += DAY_MS, days++) {
  let bs;
  try {
    bs = new NepaliDate(localDate(ms)).getBS();
  } catch {
    break; // past BS 2090/12/30
  }
  const { year, month, date } = bs; // month is 0-based
  if (prev === null) {
    if (year !== FIRST_YEAR || month !== 0 || date !== 1) {
      throw new Error(`${EPOCH_AD} should be BS 2000/01/01, got ${year}/${month + 1}/${date}`);
    }
  } else {
    const sameMonth = year === prev.year && month === prev.month && date === prev.date + 1;
    const nextMonth = date === 1 && ((year === prev.year && month === prev.month + 1) || (year === prev.year + 1 && month === 0 && prev.month === 11));
    if (!sameMonth && !nextMonth) {
      throw new Error(`Non-contiguous BS date at AD ${iso(ms)}: ${year}/${month + 1}/${date}`);
    }
  }
  const row = (years[String(year)] ??= new Array(12).fill(0));
  row[month] = date;
  prev = { year, month, date };
}

// Shape checks.
const yearKeys = Object.keys(years).map(Number);
if (yearKeys[0] !== FIRST_YEAR || yearKeys.at(-1) !== LAST_YEAR || yearKeys.length !== LAST_YEAR - FIRST_YEAR + 1) {
  throw new Error(`Unexpected year range ${yearKeys[0]}..${yearKeys.at(-1)}`);
}
for (const [y, months] of Object.entries(years)) {
  if (months.some((n) => n < 29 || n > 32)) throw new Error(`Bad month length in ${y}: ${months}`);
}

// BS -> AD must map every derived BS date back to the AD day it came from.
let ms = epochMs;
for (const [y, months] of Object.entries(years)) {
  months.forEach((len, mi) => {
    for (let d = 1; d <= len; d++, ms += DAY_MS) {
      const ad = new NepaliDate(Number(y), mi, d).getAD();
      const got = `${ad.year}-${String(ad.month + 1).padStart(2, '0')}-${String(ad.date).padStart(2, '0')}`;
      if (got !== iso(ms)) throw new Error(`BS ${y}/${mi + 1}/${d}: expected AD ${iso(ms)}, got ${got}`);
    }
  });
}

// Cross-check against the library's own configuration table.
for (const [y, months] of Object.entries(years)) {
  const lib = Object.values(dateConfigMap[y] ?? {});
  if (lib.join() !== months.join()) throw new Error(`Mismatch with dateConfigMap for ${y}: ${months} vs ${lib}`);
}

const table = {
  lastConfirmedYear: LAST_CONFIRMED_YEAR,
  reference: { bs: '2000/01/01', ad: EPOCH_AD },
  years,
};

const lines = Object.entries(years).map(([y, m]) => `    "${y}": [${m.join(', ')}]`);
const json =
  '{\n' +
  `  "lastConfirmedYear": ${table.lastConfirmedYear},\n` +
  `  "reference": { "bs": "${table.reference.bs}", "ad": "${table.reference.ad}" },\n` +
  '  "years": {\n' +
  lines.join(',\n') +
  '\n  }\n}\n';

const out = join(dirname(fileURLToPath(import.meta.url)), 'bs-month-lengths.json');
if (process.argv.includes('--check')) {
  const current = readFileSync(out, 'utf8');
  if (current !== json) {
    console.error(`${out} differs from the generated table`);
    process.exit(1);
  }
  console.log(`${out} is up to date (${days} days, BS ${FIRST_YEAR}-${LAST_YEAR}).`);
} else {
  writeFileSync(out, json);
  console.log(`Wrote ${out}: ${days} days, BS ${FIRST_YEAR}-${LAST_YEAR}, last AD ${iso(epochMs + (days - 1) * DAY_MS)}.`);
}
