/**
 * The HMIS month as DHIS2 `dataValueSets` payloads (reference/sources/nepal-hmis-dhis2.md §1.3): one per
 * data set, `{ dataSet, period, orgUnit, completeDate, dataValues: [{ dataElement, categoryOptionCombo,
 * value }] }`, every disaggregation its own category option combo (the pitfall of §1.3: never two cells on
 * one element with the default combo). The identifiers come from a metadata mapping kept as a versioned
 * file per deployment (the national server's identifiers change, §1.2 "Verify"); nothing here knows them.
 */
import { z } from 'zod';
import type { HmisMonth } from './tally.ts';
import { HMIS_CELLS } from './rules.ts';

/** A DHIS2 identifier: 11 characters, a letter first. */
export const Dhis2UidSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{10}$/, { message: 'not a DHIS2 UID' });

/** The metadata mapping of a deployment: data sets, each cell's element and combo, each health post's org unit. */
export const Dhis2MappingSchema = z
  .object({
    /** Bumped whenever an identifier changes; sent submissions record it. */
    version: z.string().min(1),
    /** Where and when the identifiers were read (the national server's metadata request, §1.2). */
    source: z.string().min(1),
    dataSets: z.record(z.string(), Dhis2UidSchema),
    /** Cell id (rules.ts) -> its data set (a key of `dataSets`), data element and category option combo. */
    cells: z.record(z.string(), z.object({ dataSet: z.string(), dataElement: Dhis2UidSchema, categoryOptionCombo: Dhis2UidSchema })),
    /** Health post id -> its organisation unit. */
    orgUnits: z.record(z.string(), Dhis2UidSchema),
    attributeOptionCombo: Dhis2UidSchema.optional(),
  })
  .superRefine((m, ctx) => {
    const seen = new Map<string, string>();
    for (const [cell, target] of Object.entries(m.cells)) {
      if (!HMIS_CELLS.some((c) => c.id === cell && !c.local)) ctx.addIssue({ code: 'custom', path: ['cells', cell], message: 'no such cell to send' });
      if (!(target.dataSet in m.dataSets)) ctx.addIssue({ code: 'custom', path: ['cells', cell, 'dataSet'], message: 'unknown data set' });
      // two cells on one element and combo would overwrite each other in DHIS2
      const key = `${target.dataElement}.${target.categoryOptionCombo}`;
      const other = seen.get(key);
      if (other) ctx.addIssue({ code: 'custom', path: ['cells', cell], message: `same element and combo as ${other}` });
      seen.set(key, cell);
    }
  });
export type Dhis2Mapping = z.infer<typeof Dhis2MappingSchema>;

/** One data value set, as `POST /api/dataValueSets` takes it. */
export interface DataValueSet {
  dataSet: string;
  period: string;
  orgUnit: string;
  completeDate: string;
  attributeOptionCombo?: string;
  dataValues: { dataElement: string; categoryOptionCombo: string; value: string }[];
}

/**
 * The month's payloads, one per data set with a value, and the cells that could not be sent: a number with no
 * mapping. Blank cells are not sent (no data); zeros are (DHIS2 keeps them where `zeroIsSignificant`); Mamata's
 * own cells (`local`) never. `completeDate` is a BS date 'YYYY-MM-DD' as Nepal's DHIS2 takes it (§1.1).
 */
export function toDataValueSets(
  month: HmisMonth,
  healthPostId: number,
  mapping: Dhis2Mapping,
  completeDate: string,
): { payloads: DataValueSet[]; unmapped: string[]; orgUnitMissing: boolean } {
  const orgUnit = mapping.orgUnits[String(healthPostId)];
  const unmapped: string[] = [];
  const bySet = new Map<string, DataValueSet['dataValues']>();
  for (const cell of HMIS_CELLS) {
    const value = month.values[cell.id];
    if (cell.local || value === null || value === undefined) continue;
    const target = mapping.cells[cell.id];
    if (!target) {
      unmapped.push(cell.id);
      continue;
    }
    const list = bySet.get(target.dataSet) ?? [];
    list.push({ dataElement: target.dataElement, categoryOptionCombo: target.categoryOptionCombo, value: String(value) });
    bySet.set(target.dataSet, list);
  }
  if (!orgUnit) return { payloads: [], unmapped, orgUnitMissing: true };
  const payloads = [...bySet].map(([set, dataValues]) => ({
    dataSet: mapping.dataSets[set] as string,
    period: month.period,
    orgUnit,
    completeDate,
    ...(mapping.attributeOptionCombo ? { attributeOptionCombo: mapping.attributeOptionCombo } : {}),
    dataValues,
  }));
  return { payloads, unmapped, orgUnitMissing: false };
}
