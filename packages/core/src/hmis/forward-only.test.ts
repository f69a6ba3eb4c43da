/**
 * The counting rules look only backward in time: a row changes its own month or later ones, never a month that ended
 * before its date, but for one case: an antenatal visit can move the pregnancy's first contact (a later visit marked
 * "first" takes it from the earliest one), so a visit reaches back to the pregnancy's earliest visit. The server relies
 * on it to keep a post's earlier months when a row is written (docs/decisions/039-hmis-months-since.md: a raise of
 * the counter carries the earliest date its rows reach, migration 0032). Checked on the golden registers: each dated
 * row taken out in turn leaves every month that ended before its reach as it was.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { addMonths, periodRange } from './period.ts';
import { HmisRegisterSchema, type HmisRegister } from './register.ts';
import { tallyMonths } from './tally.ts';

const monthsDir = new URL('./golden/months/', import.meta.url);
const registers = readdirSync(monthsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    register: HmisRegisterSchema.parse((JSON.parse(readFileSync(new URL(name, monthsDir), 'utf8')) as { register: unknown }).register),
  }));

/** Each dated list of the register with the field that dates its rows (mothers have none: a change to one raises every month). */
const DATED = {
  ancVisits: 'visitDate',
  tdDoses: 'givenOn',
  deliveries: 'bornOn',
  pncContacts: 'visitedOn',
  complications: 'occurredOn',
  maternalDeaths: 'diedOn',
  vaccinations: 'givenOn',
} as const satisfies Partial<Record<keyof HmisRegister, string>>;

// two fiscal years around the golden months (FY 2082/83), so a month long before or after a row is counted too
const PERIODS = Array.from({ length: 24 }, (_, i) => addMonths('208104', i));

test.each(registers)('$name: no row changes a month that ended before its date', ({ register }) => {
  const posts = [...new Set(Object.keys(DATED).flatMap((list) => register[list as keyof typeof DATED].map((r) => r.healthPostId)))];
  const all = tallyMonths(register, posts, PERIODS, { trusted: true });
  let checked = 0;
  for (const [list, field] of Object.entries(DATED) as [keyof typeof DATED, string][]) {
    const rows = register[list] as { id: string; [k: string]: unknown }[];
    for (const row of rows) {
      const own = row[field] as string;
      const date =
        list === 'ancVisits'
          ? register.ancVisits.filter((v) => v.pregnancyId === row.pregnancyId).reduce((d, v) => (v.visitDate < d ? v.visitDate : d), own)
          : own;
      const without = tallyMonths({ ...register, [list]: rows.filter((r) => r !== row) }, posts, PERIODS, { trusted: true });
      const before = PERIODS.flatMap((p, j) => (periodRange(p).end < date ? posts.map((_, i) => i * PERIODS.length + j) : []));
      for (const k of before) expect(without[k]?.values, `${list} ${row.id} (${date}) changed ${PERIODS[k % PERIODS.length]}`).toStrictEqual(all[k]?.values);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(10);
});
