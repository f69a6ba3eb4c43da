/**
 * Which schedule items (reference/schedule-templates.ts keys) the HMIS 9.3 sheet counts, and in which cell:
 * the pregnancy's Td doses, the baby's vaccines, and the postnatal check-ups (the baby's `pnc-*`, "check-up
 * of mother and baby", and the mother's own `mother-pnc-*` when no baby of the birth lives).
 */
import { ANTIGEN_DOSES, type Antigen, type TD_DOSES } from './register.ts';

type TdDose = (typeof TD_DOSES)[number];

const TD_ITEMS: Record<string, TdDose> = { 'td-1': 'td1', 'td-2': 'td2' };

/** Whether an item is a Td dose of pregnancy. */
export function isTdItem(itemKey: string): boolean {
  return itemKey in TD_ITEMS;
}

/** The Td cell of a Td item: the nurse's choice (Td 2+ for a woman vaccinated before) or the item's own dose; null for other items. */
export function tdDoseOfItem(itemKey: string, chosen: string | null): TdDose | null {
  const own = TD_ITEMS[itemKey];
  if (!own) return null;
  return chosen === 'td1' || chosen === 'td2' || chosen === 'td2plus' ? chosen : own;
}

/** The schedule's vaccine ids that the sheet names otherwise ('bopv' is the sheet's OPV). */
const ANTIGEN_OF_VACCINE: Record<string, Antigen> = {
  bcg: 'bcg',
  penta: 'penta',
  bopv: 'opv',
  pcv: 'pcv',
  rota: 'rota',
  fipv: 'fipv',
  mr: 'mr',
  je: 'je',
  tcv: 'tcv',
};

/** The antigen and dose of a baby's vaccine item ('penta-2' -> penta 2), or null for an item the sheet does not count. */
export function vaccinationOfItem(itemKey: string): { antigen: Antigen; dose: number } | null {
  const m = /^([a-z]+)-(\d)$/.exec(itemKey);
  const antigen = m ? ANTIGEN_OF_VACCINE[m[1] ?? ''] : undefined;
  const dose = Number(m?.[2]);
  if (!antigen || !(ANTIGEN_DOSES[antigen] as readonly number[]).includes(dose)) return null;
  return { antigen, dose };
}

/** Postnatal check-up items (a PNC contact on the sheet). */
export const PNC_ITEM_KEYS: readonly string[] = ['pnc-1', 'pnc-2', 'pnc-3', 'mother-pnc-1', 'mother-pnc-2', 'mother-pnc-3'];

/** Every item key the sheet counts (Td doses, the babies' vaccines, postnatal check-ups): the server loads only these. */
export const COUNTED_ITEM_KEYS: readonly string[] = [
  ...Object.keys(TD_ITEMS),
  ...Object.entries(ANTIGEN_OF_VACCINE).flatMap(([vaccine, antigen]) => (ANTIGEN_DOSES[antigen] as readonly number[]).map((dose) => `${vaccine}-${dose}`)),
  ...PNC_ITEM_KEYS,
];
