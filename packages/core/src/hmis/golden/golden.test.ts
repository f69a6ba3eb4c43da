/**
 * Golden months: HMIS 9.3 sheets computed by hand from golden/FORMAT.md, by someone who had not read the
 * rule code, checked cell by cell against the tally (reference/sources/nepal-hmis-dhis2.md §1.4 "Golden
 * tests"; docs/decisions/025-hmis-month.md). Files under `months/disputed/` are not loaded: their hand
 * sheets disagree with the code and wait for a decision.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { addMonths } from '../period.ts';
import { HmisRegisterSchema } from '../register.ts';
import { sumMonths, tallyMonth } from '../tally.ts';

const here = new URL('./', import.meta.url);

/** The 83 cell ids, read from FORMAT.md's tables (the specification the sheets were computed from). */
const FORMAT_CELLS = [...readFileSync(new URL('FORMAT.md', here), 'utf8').matchAll(/^\| `([a-zA-Z0-9]+\.[a-zA-Z0-9.]+)`/gm)].map((m) => m[1]);

const Cells = z.record(z.string(), z.number().int().min(0).nullable());
/** Why each non-zero cell has its number (and, under `sections`, why sections are blank or not). */
const Notes = z.record(z.string(), z.string());
const GoldenFileSchema = z.strictObject({
  description: z.string().min(1),
  register: z.unknown(),
  expected: z.array(z.strictObject({ healthPostId: z.number().int(), period: z.string(), cells: Cells, notes: Notes })).min(1),
  palika: z.array(z.strictObject({ healthPostIds: z.array(z.number().int()).min(1), period: z.string(), cells: Cells, notes: Notes })).default([]),
});

const monthsDir = new URL('months/', here);
const files = readdirSync(monthsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, golden: GoldenFileSchema.parse(JSON.parse(readFileSync(new URL(name, monthsDir), 'utf8'))) }));

test('FORMAT.md names 83 distinct cells', () => {
  expect(FORMAT_CELLS).toHaveLength(83);
  expect(new Set(FORMAT_CELLS).size).toBe(83);
});

test('the golden months cover the twelve BS months of FY 2082/83 (Shrawan 2082 to Asar 2083)', () => {
  const periods = new Set(files.flatMap(({ golden }) => golden.expected.map((sheet) => sheet.period)));
  const year = Array.from({ length: 12 }, (_, i) => addMonths('208204', i));
  expect(year.filter((p) => !periods.has(p))).toEqual([]);
});

describe.each(files)('$name', ({ golden }) => {
  const register = HmisRegisterSchema.parse(golden.register);
  const sheets = [...golden.expected, ...golden.palika];

  test.each(sheets)('lists all 83 cells, with a note for each number but 0 ($period)', (sheet) => {
    expect(Object.keys(sheet.cells).sort()).toEqual([...FORMAT_CELLS].sort());
    const unexplained = Object.entries(sheet.cells).filter(([cell, n]) => n !== null && n > 0 && !sheet.notes[cell]);
    expect(unexplained).toEqual([]);
  });

  test.each(golden.expected)('post $healthPostId, period $period: every cell as computed by hand', ({ healthPostId, period, cells }) => {
    const month = tallyMonth(register, healthPostId, period);
    expect(month.period).toBe(period);
    expect(month.values).toStrictEqual(cells);
  });

  test.each(golden.palika)('palika of posts $healthPostIds, period $period: the sum of its posts', ({ healthPostIds, period, cells }) => {
    const month = sumMonths(
      period,
      healthPostIds.map((id) => tallyMonth(register, id, period)),
    );
    expect(month.values).toStrictEqual(cells);
  });
});
