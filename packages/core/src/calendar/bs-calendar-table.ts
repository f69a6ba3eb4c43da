import { z } from 'zod';
import { parseIsoDate } from './civil-date.ts';
import { setBsCalendarTable, type BsCalendarTable } from './bikram-sambat.ts';

const MONTHS_PER_YEAR = 12;
/** Days a Bikram Sambat year can have: its months add up to 365 or 366 (every year of bs-month-lengths.json does). */
export const BS_YEAR_LENGTHS: readonly number[] = [365, 366];

/**
 * Zod schema of the month-length table (the shape of `bs-month-lengths.json`):
 * `{ lastConfirmedYear, reference: { bs: 'YYYY/01/01', ad: 'YYYY-MM-DD' }, years: { "2000": [12 lengths], ... } }`.
 * Validates: every year has 12 months of 29-32 days adding up to 365 or 366; year keys are 4-digit and contiguous;
 * `reference.bs` is Baisakh 1 of the first year and `reference.ad` a real ISO date.
 */
export const BsCalendarTableSchema = z
  .object({
    /** Last BS year whose month lengths are officially published; later years are provisional. */
    lastConfirmedYear: z.number().int(),
    /** Anchor: the AD date of Baisakh 1 of the table's first year. */
    reference: z.object({
      bs: z.string().regex(/^\d{4}\/01\/01$/, 'reference.bs must be YYYY/01/01'),
      ad: z.string().refine((s) => {
        try {
          parseIsoDate(s);
          return true;
        } catch {
          return false;
        }
      }, 'reference.ad must be a valid YYYY-MM-DD date'),
    }),
    /** Month lengths (Baisakh..Chaitra) keyed by BS year. */
    years: z.record(z.string().regex(/^\d{4}$/, 'year keys must be 4-digit BS years'), z.array(z.number().int().min(29).max(32)).length(MONTHS_PER_YEAR)),
  })
  .superRefine((table, ctx) => {
    const years = Object.keys(table.years)
      .map(Number)
      .sort((a, b) => a - b);
    const first = years[0];
    if (first === undefined) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'the table must contain at least one year' });
      return;
    }
    for (const [year, months] of Object.entries(table.years)) {
      const total = months.reduce((a, b) => a + b, 0);
      if (!BS_YEAR_LENGTHS.includes(total))
        ctx.addIssue({ code: 'custom', path: ['years', year], message: `the months of BS ${year} add up to ${total} days, not 365 or 366` });
    }
    years.forEach((y, i) => {
      if (y !== first + i) {
        ctx.addIssue({ code: 'custom', path: ['years'], message: `years must be contiguous: ${first + i} is missing` });
      }
    });
    if (table.reference.bs !== `${first}/01/01`) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference', 'bs'],
        message: `reference.bs must be the first day of the first year (${first}/01/01)`,
      });
    }
  });

/**
 * Validates an untrusted month-length table (an administrator's, or the server's as fetched by a
 * browser) and makes it the one every conversion uses. On failure the current table is kept.
 * @throws {z.ZodError} when the table is invalid
 */
export function parseBsCalendarTable(table: unknown): BsCalendarTable {
  return setBsCalendarTable(BsCalendarTableSchema.parse(table));
}
