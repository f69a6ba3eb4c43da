/**
 * Danger signs of pregnancy, labour, after birth and the newborn, each with the action it needs. Every sign
 * of reference/sources/danger-signs.json (copied unchanged from the team's shared reference: WHO PCPNC
 * danger signs, WHO postnatal care recommendations 2013/2022, Nepal MoHP CB-IMNCI and PNC register
 * wording) is here, read from that file, so none can be left out. Action categories are the file's:
 * call 102 now, go to a birthing centre or hospital now, see a health worker within 24 hours.
 *
 * Nepali: the file's `label_ne`, except where the team's Nepali review corrected it (NE_CORRECTIONS below,
 * one wording for fits everywhere, lips not mouth). A label whose `ne_source` is
 * `compiler_translation_needs_review` keeps `neNeedsReview: true`: a Nepali-speaking health worker must
 * review it before release (the reference's note), and the emergency screen marks it.
 */
import source from './sources/danger-signs.json' with { type: 'json' };

export { AMBULANCE_NUMBER } from './emergency-numbers.ts';

/** The action a sign needs, most urgent first (the reference's `action_categories`). */
export const DANGER_ACTIONS = ['call_ambulance_now', 'go_to_facility_now', 'see_health_worker_within_24h'] as const;
export type DangerAction = (typeof DANGER_ACTIONS)[number];

/** When the sign applies (the reference's groups). */
export const DANGER_STAGES = ['pregnancy', 'labour_and_delivery', 'after_delivery_mother', 'newborn'] as const;
export type DangerStage = (typeof DANGER_STAGES)[number];

export interface DangerSign {
  id: string;
  stage: DangerStage;
  action: DangerAction;
  en: string;
  ne: string;
  /** The Nepali is the compiler's own translation, not yet reviewed by a Nepali-speaking health worker. */
  neNeedsReview: boolean;
}

/** One wording for fits (convulsions): "काम्ने" alone reads as shivering. */
const FITS_NE = 'ऐंठन (छारे रोग जस्तै काम्ने) वा बेहोस हुने';

/** Nepali corrected by the team's Nepali review, by sign id (the reference file itself is unchanged). */
const NE_CORRECTIONS: Readonly<Record<string, string>> = {
  preg_convulsions: FITS_NE,
  lab_convulsions: FITS_NE,
  pp_convulsions: FITS_NE,
  nb_convulsions: 'ऐंठन (छारे रोग जस्तै काम्ने)',
  nb_blue: 'ओठ वा अनुहार निलो हुनु',
  // "कम चल्ने" understates "moves only when touched" (docs/glossary-ne.md)
  nb_lethargic: 'लुलो (लत्रक्क) वा बेहोस हुनु, चलाएपछि मात्र चल्नु',
  // the HMIS form's अत्यधिक रक्तस्राव is the register's word, not a mother's (docs/glossary-ne.md: heavy bleeding)
  pp_heavy_bleeding: 'धेरै रगत बग्नु',
  // baby is शिशु everywhere (docs/glossary-ne.md)
  // a slash is read as nothing (third Nepali read, 1.4 row 5)
  preg_reduced_movement: 'गर्भमा शिशु कम चल्ने वा नचल्ने',
  nb_small: 'धेरै सानो शिशु (२.५ केजीभन्दा कम)',
  // उच्च ज्वरो is the written register's "high fever"; a mother says धेरै ज्वरो (docs/glossary-ne.md: high fever)
  preg_fever: 'धेरै ज्वरो आउने वा धेरै कमजोर हुने',
  // the form's "मुड वा भावनात्मक परिवर्तन" (mood changes) says less than very low mood or thoughts of self-harm
  pp_mood: 'धेरै उदास हुने वा आफैँलाई हानि गर्ने विचार आउने',
  // third Nepali read (docs/nepali-screen-read.md, rows 1-9): the label says all of the English ("fast",
  // "early", pustules not blisters), in the words the AI doctor's answers already use
  preg_breathing: 'सास छिटो चल्ने वा फेर्न गाह्रो हुने',
  pp_breathing: 'सास छिटो चल्ने वा फेर्न गाह्रो हुने',
  preg_water_breaks: 'व्यथा नलाग्दै वा समय नपुग्दै पानी फुट्नु',
  nb_pustules: 'छालामा पिप भरिएका धेरै फोका',
  preg_vomiting: 'खाना-पानी केही नबस्ने गरी बान्ता हुनु',
  nb_cold: 'जिउ छाम्दा चिसो हुने (३५.५ डिग्रीभन्दा कम)',
  nb_fast_breathing: 'छिटो सास फेर्ने (एक मिनेटमा ६० वा बढी पटक)',
  nb_jaundice_early: 'जन्मेको २४ घण्टाभित्रै छाला पहेँलो हुनु',
  nb_jaundice_palms: 'हत्केला वा पैताला पहेँलो हुनु',
  pp_breast: 'स्तन रातो भएर दुख्ने र सुन्निने',
  preg_early_labour: 'नौ महिना नपुग्दै (३७ हप्ताअघि) व्यथा लाग्नु',
  lab_retained_placenta: 'शिशु जन्मेको ३० मिनेटसम्म साल ननिस्कनु',
  nb_not_feeding: 'दूध चुस्न वा निल्न नसक्ने',
  nb_diarrhoea_dehydration: 'पखालासँगै आँखा गडेको',
};

interface SourceSign {
  id: string;
  label_en: string;
  label_ne: string;
  action: string;
  ne_source: string;
}

function isAction(value: string): value is DangerAction {
  return (DANGER_ACTIONS as readonly string[]).includes(value);
}

/** Every sign of the reference, in its order, stage by stage. */
export const DANGER_SIGNS: readonly DangerSign[] = DANGER_STAGES.flatMap((stage) =>
  (source.data[stage] as SourceSign[]).map((s) => {
    if (!isAction(s.action)) throw new Error(`danger-signs.json: unknown action ${s.action} of ${s.id}`);
    return {
      id: s.id,
      stage,
      action: s.action,
      en: s.label_en,
      ne: NE_CORRECTIONS[s.id] ?? s.label_ne,
      neNeedsReview: s.ne_source === 'compiler_translation_needs_review',
    };
  }),
);

/** Signs of `stages`, grouped by action (most urgent first); a sign shown once per group by its English label. */
export function signsByAction(stages: readonly DangerStage[]): { action: DangerAction; signs: DangerSign[] }[] {
  return DANGER_ACTIONS.map((action) => ({ action, signs: DANGER_SIGNS.filter((s) => s.action === action && stages.includes(s.stage)) }));
}

/**
 * The few signs the dashboard's emergency card names for her stage: every "call 102 now" sign of the stage
 * and the "go now" signs the reference lists first for it (a selection for a small card, not a ranking the
 * reference makes; the emergency screen lists them all).
 */
/** Whose signs the dashboard names: a pregnancy, a baby, a mother and her newborn, or a mother after a loss. */
export type KeySignStage = 'pregnancy' | 'baby' | 'motherAndBaby' | 'afterLoss' | 'afterMiscarriage';

const KEY_SIGNS: Readonly<Record<KeySignStage, readonly string[]>> = {
  pregnancy: ['preg_bleeding', 'preg_convulsions', 'preg_headache_vision', 'preg_reduced_movement', 'preg_water_breaks', 'preg_abdominal_pain'],
  baby: ['nb_convulsions', 'nb_blue', 'nb_lethargic', 'nb_not_feeding', 'nb_fast_breathing', 'nb_fever', 'nb_cold'],
  // a mother after the birth: her own most urgent signs first, then the baby's
  motherAndBaby: ['pp_heavy_bleeding', 'pp_convulsions', 'pp_headache_vision', 'pp_fever', 'nb_convulsions', 'nb_blue', 'nb_not_feeding', 'nb_fast_breathing'],
  // after a stillbirth or the death of her baby: her own signs after the birth only (`after_delivery_mother`),
  // never a pregnancy's "baby moving less" nor a newborn's; low mood last, as the emergency screen gives 1166 for it
  afterLoss: ['pp_heavy_bleeding', 'pp_convulsions', 'pp_headache_vision', 'pp_fever', 'pp_foul_discharge', 'pp_abdominal_pain', 'pp_mood'],
  // after a miscarriage: the reference has no group of its own, so her `after_delivery_mother` signs that do not
  // belong to a birth late in pregnancy (bleeding, fever, foul discharge, belly pain, low mood); to be reviewed
  // by a clinician with the rest of the reference (sources/danger-signs.json notes)
  afterMiscarriage: ['pp_heavy_bleeding', 'pp_fever', 'pp_foul_discharge', 'pp_abdominal_pain', 'pp_mood'],
};

/** The signs the dashboard's emergency card names for a pregnancy, a baby, a mother and her newborn, or a mother after a loss. */
export function keyDangerSigns(stage: KeySignStage): DangerSign[] {
  return KEY_SIGNS[stage].map((id) => {
    const sign = DANGER_SIGNS.find((s) => s.id === id);
    if (!sign) throw new Error(`danger-signs.json has no sign ${id}`);
    return sign;
  });
}

const BY_ID: ReadonlyMap<string, DangerSign> = new Map(DANGER_SIGNS.map((s) => [s.id, s]));

/** The sign of `id`; throws on an id the reference does not have (a typo in a rule fails at load). */
export function dangerSign(id: string): DangerSign {
  const sign = BY_ID.get(id);
  if (!sign) throw new Error(`danger-signs.json has no sign ${id}`);
  return sign;
}

/** The more urgent of two actions. */
export function moreUrgent(a: DangerAction, b: DangerAction): DangerAction {
  return DANGER_ACTIONS.indexOf(a) <= DANGER_ACTIONS.indexOf(b) ? a : b;
}

/** National Suicide Prevention Helpline: reference/sources/nepal-emergency-numbers.json (1166, TPO Nepal, Mental Hospital Lagankhel). */
export const SUICIDE_HELPLINE_NUMBER = '1166';
