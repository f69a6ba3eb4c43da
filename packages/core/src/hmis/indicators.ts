/**
 * The palika's indicators (docs/decisions/029-hmis-push.md): figures a palika admin follows month by month,
 * each read from the cells of the HMIS 9.3 sheet (rules.ts), never counted again from the records, so a figure
 * always equals the sheet's cells. Penta 1 to Penta 3 dropout is the national indicator of
 * reference/sources/nepal-hmis-dhis2.md §1.2 ("Penta1→3 dropout"): (Penta 1 − Penta 3) / Penta 1, in percent.
 */
import type { HmisText } from './rules.ts';
import { BABY_PERIODS } from '../reference/schedule-templates.ts';

/** An indicator and the sheet's cells whose sum it is. */
export interface HmisIndicator {
  id: string;
  label: HmisText;
  cells: readonly string[];
}

const t = (en: string, ne: string): HmisText => ({ en, ne });

/** The counts, in the order the screen shows them. Each is the sum of its cells ("age not recorded" included). */
export const HMIS_INDICATORS: readonly HmisIndicator[] = [
  { id: 'firstAnc', label: t('First ANC', 'पहिलो गर्भ जाँच'), cells: ['anc.firstAnyTime.lt20', 'anc.firstAnyTime.ge20', 'anc.firstAnyTime.notRecorded'] },
  {
    id: 'ancOnProtocol',
    label: t('ANC contacts on protocol', 'तोकिएको समयमा गर्भ जाँच'),
    cells: ['anc.onProtocol.lt20', 'anc.onProtocol.ge20', 'anc.onProtocol.notRecorded'],
  },
  {
    id: 'institutionalBirths',
    label: t('Institutional births', 'संस्थागत प्रसूति'),
    cells: ['delivery.sba.facility', 'delivery.otherHealthWorker.facility'],
  },
  { id: 'pncWithin24h', label: t('PNC within 24 hours', '२४ घण्टाभित्र सुत्केरी जाँच'), cells: ['pnc.within24h'] },
  { id: 'bcg', label: t('BCG', 'बीसीजी'), cells: ['immunization.bcg'] },
  { id: 'penta1', label: t('Penta 1', 'पेन्टा १'), cells: ['immunization.penta1'] },
  { id: 'penta3', label: t('Penta 3', 'पेन्टा ३'), cells: ['immunization.penta3'] },
  { id: 'mr2', label: t('MR 2', 'दादुरा-रुबेला २'), cells: ['immunization.mr2'] },
];

/** A month's figures: each indicator's count (null: every cell blank), and the Penta 1 to 3 dropout in percent. */
export interface HmisIndicatorMonth {
  period: string;
  values: Record<string, number | null>;
  /** (Penta 1 − Penta 3) / Penta 1 × 100, one decimal; null when no Penta 1 was given. Negative when more finished than started. */
  pentaDropout: number | null;
}

/** The figures of one month from its cell values (cell id -> value, null blank). */
export function indicatorsOf(period: string, cellValues: Record<string, number | null | undefined>): HmisIndicatorMonth {
  const values: Record<string, number | null> = {};
  for (const ind of HMIS_INDICATORS) {
    const parts = ind.cells.map((c) => cellValues[c]).filter((v): v is number => typeof v === 'number');
    values[ind.id] = parts.length === 0 ? null : parts.reduce((a, b) => a + b, 0);
  }
  const p1 = values.penta1 ?? null;
  const p3 = values.penta3 ?? 0;
  const pentaDropout = p1 === null || p1 === 0 ? null : Math.round(((p1 - p3) / p1) * 1000) / 10;
  return { period, values, pentaDropout };
}

/**
 * The age (days) from which a child with no Penta 1 recorded is a child with no dose, the outreach list's
 * measure: the first dose of the pentavalent (DTP-containing) vaccine, due at 6 weeks in the national schedule
 * (reference/schedule-templates.ts, nepal-immunization-schedule.json).
 */
export const NO_DOSE_FROM_DAYS: number = (() => {
  const period = BABY_PERIODS.find((p) => p.items.some((i) => i.key === 'penta-1'));
  if (!period) throw new Error('the baby schedule has no penta-1');
  return period.birthDays;
})();
