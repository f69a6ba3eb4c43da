/**
 * The numbers and signs the AI doctor reads besides those of danger-signs.json: the baby's fast breathing
 * by age and the IMCI signs of babies of 2 months and more (WHO IMCI Chart Booklet 2014), the baby's and
 * the mother's fever (danger-signs.json's newborn labels; WHO PCPNC 2015), from
 * reference/sources/triage-thresholds.json, which names each source. Blood pressure is judged by
 * domain/verdict-levels.ts (pregnancy-blood-pressure.json), whose levels the signs below name.
 */
import source from './sources/triage-thresholds.json' with { type: 'json' };
import { DANGER_ACTIONS, dangerSign, type DangerAction, type DangerSign } from './danger-signs.ts';

const data = source.data;

/** Breaths a minute at or above which a baby of `ageDays` breathes fast (IMCI: 60 under 2 months, 50 to 12 months, 40 to 5 years). */
export function fastBreathingThreshold(ageDays: number): number {
  const band = data.fast_breathing_per_minute.find((b) => ageDays >= b.from_days && ageDays <= b.to_days) ?? data.fast_breathing_per_minute.at(-1);
  if (!band) throw new Error('triage-thresholds.json has no breathing bands');
  return band.at_least;
}

export const BABY_FEVER_C = data.baby_fever_c_at_least;
export const BABY_COLD_BELOW_C = data.baby_cold_c_below;
export const MOTHER_FEVER_C = data.mother_fever_c_at_least;
export const PERSISTENT_DIARRHOEA_DAYS = data.persistent_diarrhoea_days_at_least;
/** Babies this old and older are judged by IMCI's infant signs, younger ones by the newborn signs. */
export const YOUNG_INFANT_DAYS = 60;

function isAction(value: string): value is DangerAction {
  return (DANGER_ACTIONS as readonly string[]).includes(value);
}

/** IMCI's signs of a baby that danger-signs.json (newborns) does not have. */
const INFANT_SIGNS: readonly DangerSign[] = data.infant_signs.map((s) => {
  if (!isAction(s.action)) throw new Error(`triage-thresholds.json: unknown action ${s.action} of ${s.id}`);
  return { id: s.id, stage: 'newborn', action: s.action, en: s.label_en, ne: s.label_ne, neNeedsReview: true };
});

/** Her blood pressure in the ranges of bloodPressureVerdict: severe (160/110) and high (140/90). */
const BLOOD_PRESSURE_SIGNS: readonly DangerSign[] = [
  {
    id: 'bp_severe',
    stage: 'pregnancy',
    action: 'go_to_facility_now',
    en: 'Blood pressure in the severe range (160/110 or more)',
    ne: 'धेरै उच्च रक्तचाप (१६०/११० वा बढी)',
    neNeedsReview: false,
  },
  {
    id: 'bp_high',
    stage: 'pregnancy',
    action: 'see_health_worker_within_24h',
    en: 'High blood pressure (140/90 or more)',
    ne: 'उच्च रक्तचाप (१४०/९० वा बढी)',
    neNeedsReview: false,
  },
];

const EXTRA: ReadonlyMap<string, DangerSign> = new Map([...INFANT_SIGNS, ...BLOOD_PRESSURE_SIGNS].map((s) => [s.id, s]));

/** A sign of danger-signs.json or of the signs above; throws on an unknown id (a typo in a rule fails at load). */
export function triageSign(id: string): DangerSign {
  return EXTRA.get(id) ?? dangerSign(id);
}
