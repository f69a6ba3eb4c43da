/**
 * Danger-sign triage of a question, by rules (never by a language model): every sign of
 * packages/core/src/reference/danger-signs.ts, recognised in English, Nepali (Devanagari) and
 * romanized Nepali through one folded spelling (normalize.ts), with negation ("no bleeding",
 * "रगत बगेको छैन") and informational questions ("signs of labour") not counted. Severity words
 * ("severe", "धेरै", "kadaa") only ever raise an action: a sign she calls severe is never downgraded.
 *
 * The rules (CONCEPTS: which words make which sign of whom, at what stage) are here, short, for a
 * clinician to read; the words themselves are the tables of vocabulary.ts.
 */
import { moreUrgent, type DangerAction, type DangerSign } from '../reference/danger-signs.ts';
import {
  BABY_COLD_BELOW_C,
  BABY_FEVER_C,
  MOTHER_FEVER_C,
  PERSISTENT_DIARRHOEA_DAYS,
  YOUNG_INFANT_DAYS,
  fastBreathingThreshold,
  triageSign,
} from '../reference/triage-thresholds.ts';
import { bloodPressureLevel, readMeasurements, type Reading } from './measurements.ts';
import { clauseEnds, foldedWords, latinWords, sentenceEndsOf } from './normalize.ts';
import { findAny, phrases, type Hit, type Phrase } from './phrases.ts';
import {
  AFTER_BIRTH,
  ASKS_WHEN,
  BABY,
  ENGLISH_EN_WORDS,
  EVEN_WORDS,
  FINE_WORDS,
  INFORMATIONAL_AFTER,
  HOW_TO_STOP,
  HABITUAL_SAID,
  CAUSE_BEFORE,
  EARLIER_PREGNANCY,
  PAST_TOLD,
  INFORMATIONAL_BEFORE,
  JAUNDICE,
  LABOUR,
  ME,
  NEGATION_BREAKERS,
  NEGATIVE_ENDINGS,
  NEGATORS_AFTER,
  NEGATORS_BEFORE,
  NUMBER_WORDS,
  OTHER_PERSON,
  WOMEN_OF_HER_FAMILY,
  EXPECTING_OR_DELIVERED,
  AWAY_OR_IN_CARE,
  ME_LISTENING,
  SUTKERI_BEFORE,
  REPORTED,
  SEVERE,
  SHIVERING,
  SKIN,
  STOP_WORDS,
  THEY_SAY,
  THIRD_PERSON,
  DIARRHOEA,
  FAINTING,
  ANIMALS,
  PAST,
  RESOLVED,
  BACK_NOW,
  JUST_ASKING,
  IF_THEN,
  SUFFERER_MARKS,
  W,
  YELLOW,
  ON_HER_PHONE,
} from './vocabulary.ts';

/** Where she is: pregnant, after the birth (her own and her baby's signs), or unknown. */
export type TriageStage = 'pregnancy' | 'after_delivery' | 'unknown';

export interface TriageContext {
  stage: TriageStage;
  /** Completed weeks of pregnancy, when pregnant. */
  gestationalWeek?: number | null;
  /** The baby's age in days (a mother after the birth, a baby's account): newborn or infant signs and thresholds. */
  babyAgeDays?: number | null;
  /** A baby's own account: a temperature or a count with no one named is the baby's. */
  babyAccount?: boolean;
}

/** A sign found, with the words of her question that show it and any number read for it. */
export interface FoundSign extends DangerSign {
  /** Her own words that matched ("ragat bagyo"), or the number read ("BP 170/110"). */
  evidence: string[];
}

export interface TriageResult {
  urgent: boolean;
  /** The most urgent action of the signs found; null when none. */
  action: DangerAction | null;
  signs: FoundSign[];
  /** Thoughts of self-harm: the answer adds the suicide helpline. */
  selfHarm: boolean;
  /** The numbers read in her question ("BP 170/110", "39.5 °C", "70/min"), judged or not. */
  readings: string[];
  /** She speaks of someone else (her husband, a neighbour), not of herself or her baby: their signs are not hers. */
  otherPerson: boolean;
  /**
   * Words of self-harm that the rules did not take as her thought now (denied, "म आफैंलाई केही गर्दिनँ", or someone
   * else's): the mind model (answer.ts) is not asked to read them again.
   */
  selfHarmDenied: boolean;
  /**
   * Numbers she gives, read and judged by core's rules, all in range (a temperature, a baby's breaths, a whole blood
   * pressure) and no sign found: "baby 1 year, breathing 32 per minute", "bp upper 120 lower 80". The urgency model, which
   * reads words and not numbers, does not raise the alarm alone against them (urgency.ts urgencyFor).
   */
  numbersInRange: boolean;
  /** The index of the first word of each number of hers judged (normalize.ts foldedWords), for urgency.ts urgencyFor. */
  numbersAt: number[];
}

// --- the rules ------------------------------------------------------------------------------------

/** heavyAction: when she calls it severe; faintingAction: when she also faints or feels faint. */
type SideSign = { id: string; severe?: boolean; heavyAction?: DangerAction; faintingAction?: DangerAction };

interface Rule {
  /** Every group must match (a group: any of its phrases); the first group is the sign itself. */
  all: Phrase[][];
  /** The rule needs a severity word (or one of `strong`). */
  severe?: boolean;
  /** Not in the first two weeks after the birth (BLUES_DAYS), when tears and sadness, however strong, are the baby blues. */
  notInBlues?: boolean;
  /** Exceptions that hold only when nothing after them says it is back or severe ("ragat kam bhayo bhanthe, aaja dherai bagyo"). */
  lessening?: Phrase[];
  /**
   * The severity word must be this near the sign's words (words between): "ekdam udas" is very sad, "baby cried all
   * night, i am sad" is not a sadness all night.
   */
  severeNear?: number;
  /** Phrases that count as severe on their own ("can't keep anything down"). */
  strong?: Phrase[];
  /** Phrases that, starting where the sign's phrase starts, mean something else ("blood pressure"). */
  except?: Phrase[];
  /**
   * Phrases anywhere that make the sign expected even when she calls it severe, unless one of `expectedUnless` is said
   * (the milk coming in on the third day: full, hard, painful breasts, unless red, hot, a lump or a fever).
   */
  expected?: Phrase[];
  expectedUnless?: Phrase[];
  /** `expected` only with one of these said too (moving again after a quiet time said as short: "1 ghanta"). */
  expectedWith?: Phrase[];
  /** `expectedUnless` counts said under a negation too: a time or an amount ("has not moved since last night"). */
  expectedUnlessNegated?: boolean;
  /** Phrases anywhere that make the sign expected, unless she calls it severe ("mild fever after a vaccine"). */
  unlessMild?: Phrase[];
  /**
   * Each other group's words must be nearest to a sign's words said as there ("palms and soles not yellow, only the
   * face a little yellow": the palms' nearest yellow is said absent).
   */
  nearest?: boolean;
  /** Besides the fine words, what names another group's parts as fine ("hatkela ra paitala chai seto nai cha": white). */
  partsFine?: RegExp;
  /**
   * An "if" around it is the thought itself, not a plan ("भिरबाट खसें भने सबै दुःख सकिन्छ", "आफैंलाई मार्ने मन लाग्यो भने
   * कहाँ फोन गर्ने? अहिले त्यस्तै भइरहेछ"): thoughts of self-harm.
   */
  ifIsThought?: boolean;
  /** Everyday words that a laugh beside makes a figure of speech ("kill me haha"). */
  figurative?: boolean;
  /** The rule names an absence ("placenta not out"): negation words are part of it. */
  absence?: boolean;
  /** Phrases anywhere that make the rule no sign of the mother (still of the baby): "shivering with cold". */
  motherUnless?: Phrase[];
  /**
   * Phrases near the sign that make it a general question of when ("kati hapta ma betha lagchha"),
   * unless she reports it as happened ("betha lagyo", "labour started").
   */
  asksWhen?: Phrase[];
}

interface Concept {
  id: string;
  rules: Rule[];
  /** The mother's sign by stage. */
  pregnancy?: SideSign;
  labour?: SideSign;
  after?: SideSign;
  /** The newborn's sign. */
  newborn?: SideSign;
  /** The pregnancy sign is about the baby in the womb ("baby moving less"). */
  fetal?: boolean;
  /** Thoughts of self-harm: the answer gives the suicide helpline first. */
  selfHarm?: boolean;
  /** A sign of the birth itself (the cord or a limb first): none once the baby is days old ("cord" is then the navel). */
  birthOnly?: boolean;
}

const CONCEPTS: Concept[] = [
  {
    id: 'bleeding',
    rules: [
      {
        all: [W.bleeding.sign],
        except: W.bleeding.except,
        lessening: W.bleeding.lessening,
        // blood on the paper from piles, a low haemoglobin: not bleeding from below, unless said heavy
        unlessMild: W.bleeding.unlessMild,
      },
      {
        // a pad soaked through says heavy bleeding without the word (reference pp_heavy_bleeding: "soaking more than 1 pad in 5 minutes")
        all: [W.bleeding.sign2, W.bleeding.with2],
      },
      // or lasting only minutes, or two at once
      { all: [W.bleeding.padMinutes] },
    ],
    pregnancy: { id: 'preg_bleeding', heavyAction: 'call_ambulance_now' },
    labour: { id: 'lab_heavy_bleeding', severe: true },
    after: { id: 'pp_heavy_bleeding', severe: true },
  },
  {
    id: 'convulsions',
    rules: [
      {
        all: [W.convulsions.sign],
        except: W.convulsions.except,
        expected: W.convulsions.startle,
        expectedUnless: W.convulsions.realFit,
      },
      {
        // काम्ने is the reference's own word for fits ("काम्ने / बेहोस हुने") but also means shivering:
        // alone it stays a fit (a missed fit can kill; docs/decisions/009-ai-doctor.md), but with cold,
        // fever or fear named it is her shivering (a fever is then its own sign). A baby's stays a fit.
        all: [W.convulsions.sign2],
        motherUnless: SHIVERING,
        expected: W.convulsions.startle,
        expectedUnless: W.convulsions.realFit,
      },
    ],
    pregnancy: { id: 'preg_convulsions' },
    labour: { id: 'lab_convulsions' },
    after: { id: 'pp_convulsions' },
    newborn: { id: 'nb_convulsions' },
  },
  {
    id: 'headache_vision',
    rules: [
      {
        all: [W.headache_vision.sign],
        severe: true,
        strong: W.headache_vision.strong,
      },
    ],
    pregnancy: { id: 'preg_headache_vision' },
    labour: { id: 'lab_headache_vision' },
    after: { id: 'pp_headache_vision' },
  },
  {
    id: 'fever',
    rules: [
      {
        all: [W.fever.sign],
        except: W.fever.except,
        // a mild fever the day after a vaccine is expected (knowledge entry vax-fever-after); a high one is not
        unlessMild: W.fever.unlessMild,
      },
    ],
    pregnancy: { id: 'preg_fever' },
    labour: { id: 'lab_fever' },
    after: { id: 'pp_fever' },
    newborn: { id: 'nb_fever' },
  },
  {
    id: 'belly_pain',
    rules: [
      {
        all: [W.belly_pain.sign],
        severe: true,
        strong: W.belly_pain.strong,
      },
    ],
    // fainting with pain in pregnancy may be bleeding inside (an ectopic pregnancy): 102, as the reference's
    // preg_bleeding note says of fainting (a team judgement for a clinician to review, docs/decisions/022)
    pregnancy: { id: 'preg_abdominal_pain', faintingAction: 'call_ambulance_now' },
    after: { id: 'pp_abdominal_pain' },
  },
  {
    id: 'breathing',
    rules: [
      {
        all: [W.breathing.sign],
        except: W.breathing.except,
        // short of breath climbing stairs or a hill is common late in pregnancy (knowledge entry); at rest or severe it is the sign
        unlessMild: W.breathing.unlessMild,
      },
    ],
    pregnancy: { id: 'preg_breathing' },
    after: { id: 'pp_breathing' },
    newborn: { id: 'nb_fast_breathing' },
  },
  {
    id: 'movement',
    rules: [
      {
        all: [W.movement.sign],
        except: W.movement.except,
        expected: W.movement.movingAgain,
        expectedWith: W.movement.shortQuiet,
        expectedUnless: W.movement.movingAgainUnless,
        expectedUnlessNegated: true,
      },
    ],
    pregnancy: { id: 'preg_reduced_movement' },
    newborn: { id: 'nb_lethargic' },
    fetal: true,
  },
  {
    id: 'water_breaks',
    rules: [
      {
        all: [W.water_breaks.sign],
        except: W.water_breaks.except,
        // "seto pani" is the white discharge of every day, unless she says it is a lot or will not stop
        unlessMild: W.water_breaks.unlessMild,
      },
    ],
    pregnancy: { id: 'preg_water_breaks' },
  },
  {
    id: 'swelling',
    rules: [
      {
        all: [W.swelling.sign, W.swelling.with],
      },
      {
        all: [W.swelling.sign2, W.swelling.with2],
        severe: true,
      },
    ],
    pregnancy: { id: 'preg_swelling', heavyAction: 'go_to_facility_now' },
    after: { id: 'pp_swelling', heavyAction: 'go_to_facility_now' },
  },
  {
    id: 'vomiting',
    rules: [
      {
        all: [W.vomiting.sign],
        except: W.vomiting.except,
        severe: true,
        strong: W.vomiting.strong,
        // food and drink kept down ("din bhari khana chai khanchhu", "I can keep biscuit down") is the everyday sickness of
        // pregnancy (knowledge entry disc-morning-sickness), unless what makes the sign is said too
        expected: W.vomiting.keptDown,
        expectedUnless: W.vomiting.strong,
      },
      {
        // "can't keep food down" is the reference's own wording of the sign, with no word for vomiting
        all: [W.vomiting.sign2],
      },
    ],
    pregnancy: { id: 'preg_vomiting', heavyAction: 'go_to_facility_now' },
    after: { id: 'pp_abdominal_pain' },
    // IMCI's general danger sign "vomits everything" (reference/sources/triage-thresholds.json)
    newborn: { id: 'inf_vomits_everything' },
  },
  {
    id: 'early_labour',
    rules: [
      {
        all: [W.early_labour.sign],
        asksWhen: ASKS_WHEN,
        except: W.early_labour.except,
        expected: W.early_labour.occasional,
        expectedUnless: W.early_labour.regular,
      },
    ],
    pregnancy: { id: 'preg_early_labour' },
  },
  {
    id: 'retained_placenta',
    rules: [
      {
        all: [W.retained_placenta.sign, W.retained_placenta.with],
        absence: true,
      },
    ],
    labour: { id: 'lab_retained_placenta' },
    after: { id: 'lab_retained_placenta' },
  },
  {
    id: 'malpresentation',
    rules: [
      {
        all: [W.malpresentation.sign, W.malpresentation.with, W.malpresentation.and],
      },
    ],
    labour: { id: 'lab_malpresentation' },
    pregnancy: { id: 'lab_malpresentation' },
    birthOnly: true,
  },
  {
    // the cord seen or felt before the baby (after the waters break): the reference's "cord comes first",
    // call 102 (lab_malpresentation), never only "go now"
    id: 'cord_prolapse',
    rules: [
      {
        all: [W.cord_prolapse.sign, W.cord_prolapse.with],
      },
    ],
    labour: { id: 'lab_malpresentation' },
    pregnancy: { id: 'lab_malpresentation' },
    birthOnly: true,
  },
  {
    id: 'foul_discharge',
    rules: [
      {
        all: [W.foul_discharge.sign, W.foul_discharge.with],
      },
    ],
    after: { id: 'pp_foul_discharge' },
  },
  {
    id: 'urine',
    rules: [
      {
        all: [W.urine.sign],
      },
    ],
    after: { id: 'pp_urine' },
  },
  {
    id: 'breast',
    rules: [
      {
        all: [W.breast.sign, W.breast.with],
        // "दूध राम्ररी खान्छ" (the baby drinks milk well) is no word of her breast
        except: W.breast.except,
        expected: W.breast.milkIn,
        expectedUnless: W.breast.inflamed,
      },
      {
        all: [W.breast.sign2, W.breast.with2],
        severe: true,
        expected: W.breast.milkIn,
        expectedUnless: W.breast.inflamed,
      },
    ],
    after: { id: 'pp_breast', heavyAction: 'go_to_facility_now' },
  },
  {
    id: 'mood',
    rules: [
      {
        all: [W.mood.sign],
        except: W.mood.except,
      },
      {
        all: [W.mood.sign2],
        severe: true,
        severeNear: 1,
        // "ekdam runa man lagchha, 5 din bhayo": the baby blues (knowledge entry mood-baby-blues); what she does beside it
        // (not eating, not sleeping, turning from the baby: three kinds then, below) or a thought of self-harm still is the sign
        notInBlues: true,
        except: W.mood.except,
      },
      {
        all: [W.mood.depressedSelf],
      },
    ],
    // the reference's very low mood is a sign after the birth (pp_mood); in pregnancy her low mood gets the knowledge
    // entry's answer, and thoughts of self-harm (below) are urgent at any stage
    after: { id: 'pp_mood', heavyAction: 'go_to_facility_now' },
  },
  {
    id: 'self_harm',
    rules: [
      {
        all: [W.self_harm.sign],
        ifIsThought: true,
        except: W.self_harm.theirAct,
      },
      {
        all: [W.self_harm.figurative],
        ifIsThought: true,
        except: W.self_harm.theirAct,
        figurative: true,
      },
      {
        // passive wishes say the "no" themselves: "I don't want to live", "bachna man chhaina"
        all: [W.self_harm.sign2],
        absence: true,
        ifIsThought: true,
      },
    ],
    after: { id: 'pp_mood', heavyAction: 'go_to_facility_now' },
    pregnancy: { id: 'pp_mood', heavyAction: 'go_to_facility_now' },
    selfHarm: true,
  },
  // the newborn's own signs
  {
    id: 'not_feeding',
    rules: [
      {
        all: [W.not_feeding.sign],
      },
    ],
    newborn: { id: 'nb_not_feeding' },
  },
  {
    id: 'lethargic',
    rules: [
      {
        all: [W.lethargic.sign],
      },
    ],
    newborn: { id: 'nb_lethargic' },
  },
  {
    id: 'chest_indrawing',
    rules: [
      {
        all: [W.chest_indrawing.sign],
        except: W.chest_indrawing.except,
      },
    ],
    newborn: { id: 'nb_chest_indrawing' },
  },
  {
    id: 'grunting',
    rules: [
      { all: [W.grunting.sign] },
      // "kaneko" folds like "khaneko" (eaten): only with breathing words
      {
        all: [
          W.grunting.sign2,
          // exact: "sasu" (mother-in-law) and "swasthya" (health) begin like सास and श्वास
          W.grunting.with2,
        ],
        except: W.grunting.except2,
      },
    ],
    newborn: { id: 'nb_grunting' },
  },
  {
    id: 'nasal_flaring',
    rules: [
      {
        all: [W.nasal_flaring.sign, W.nasal_flaring.with],
      },
    ],
    newborn: { id: 'nb_nasal_flaring' },
  },
  {
    id: 'blue',
    rules: [
      {
        all: [W.blue.sign, W.blue.with],
        expected: W.blue.pinkLips,
        expectedUnless: W.blue.central,
      },
      { all: [W.blue.sign2] },
    ],
    newborn: { id: 'nb_blue' },
  },
  {
    id: 'cold',
    rules: [
      {
        all: [W.cold.sign],
      },
    ],
    newborn: { id: 'nb_cold' },
  },
  {
    id: 'fontanelle',
    rules: [
      {
        all: [W.fontanelle.sign, W.fontanelle.with],
      },
    ],
    newborn: { id: 'nb_bulging_fontanelle' },
  },
  {
    id: 'jaundice_palms',
    rules: [
      {
        all: [W.jaundice_palms.sign, W.jaundice_palms.with],
        // "face a little yellow, palms and soles not yellow": the palms' own yellow
        nearest: true,
        // "hatkela paitala chai seto nai chha": palms said white
        except: W.jaundice_palms.except,
        partsFine: W.jaundice_palms.white,
      },
    ],
    newborn: { id: 'nb_jaundice_palms' },
  },
  {
    id: 'jaundice_early',
    rules: [
      {
        all: [W.jaundice_early.sign, W.jaundice_early.with],
        // the first milk is yellow ("pahelo bigauti dudh"): no jaundice
        except: W.jaundice_early.except,
      },
    ],
    newborn: { id: 'nb_jaundice_early' },
  },
  {
    id: 'cord',
    rules: [
      {
        all: [W.cord.sign, W.cord.with],
      },
    ],
    newborn: { id: 'nb_cord' },
  },
  {
    id: 'pustules',
    rules: [
      {
        all: [W.pustules.sign],
      },
    ],
    newborn: { id: 'nb_pustules' },
  },
  {
    id: 'eye_pus',
    rules: [
      {
        all: [W.eye_pus.sign, W.eye_pus.with],
        except: W.eye_pus.except,
      },
    ],
    newborn: { id: 'nb_eye_pus' },
  },
  {
    id: 'mouth',
    rules: [
      {
        all: [W.mouth.sign, W.mouth.with],
        expected: W.mouth.wipesOff,
        expectedUnless: W.mouth.wipesOffUnless,
      },
      { all: [W.mouth.sign2] },
    ],
    newborn: { id: 'nb_mouth' },
  },
  {
    id: 'dehydration',
    rules: [
      {
        all: [W.dehydration.sign, W.dehydration.with],
      },
    ],
    newborn: { id: 'nb_diarrhoea_dehydration' },
  },
  {
    id: 'small',
    rules: [
      {
        all: [W.small.sign],
      },
    ],
    newborn: { id: 'nb_small' },
  },
];

CONCEPTS.push(
  {
    // IMCI: stridor, a harsh noise breathing in while calm (reference/sources/triage-thresholds.json)
    id: 'stridor',
    rules: [
      {
        all: [W.stridor.sign],
      },
    ],
    newborn: { id: 'inf_stridor' },
  },
  {
    // IMCI: fever with a stiff neck
    id: 'stiff_neck',
    rules: [
      {
        all: [W.stiff_neck.sign],
      },
      {
        // "gardan tala jhukauna khojda runchha, kada chha": the neck named, and that it is stiff or will not bend
        all: [W.stiff_neck.sign2, W.stiff_neck.with2],
      },
    ],
    newborn: { id: 'inf_stiff_neck' },
  },
  {
    // IMCI: blood in the stool (dysentery)
    id: 'blood_in_stool',
    rules: [
      {
        all: [W.blood_in_stool.sign, W.blood_in_stool.with],
        except: W.blood_in_stool.except,
      },
    ],
    newborn: { id: 'inf_blood_in_stool' },
  },
);

CONCEPTS.push({
  // labour that goes on through a night or a day: the reference's "labour over 12 hours" in words
  id: 'prolonged_labour',
  rules: [
    {
      all: [LABOUR, W.prolonged_labour.sign],
      absence: true,
    },
    {
      // without a word for labour: pain through a night or a day, and the baby still not born
      all: [W.prolonged_labour.sign2, W.prolonged_labour.with2, W.prolonged_labour.and2],
      absence: true,
    },
  ],
  labour: { id: 'lab_prolonged' },
  pregnancy: { id: 'lab_prolonged' },
});

const SELF_HARM_CONCEPT = 'self_harm';
const SELF_HARM_WORDS = [...W.self_harm.sign, ...W.self_harm.sign2, ...W.self_harm.figurative];
const SELF_HARM_PHRASES = new Set<Phrase>(SELF_HARM_WORDS);
/** A laugh beside everyday words of dying makes them a figure of speech ("this baby will kill me haha", "maya le marchhu 😂"). */
const LAUGH_WORDS = new Set(['haha', 'hahaha', 'hahahaha', 'hehe', 'lol', 'lmao', 'हाहा', 'हाहाहा'].map((w) => foldedWords(w)[0] ?? w));
// not 😅, as often a nervous laugh
const LAUGH_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F604}\u{1F601}\u{1F61C}]/u;

/** After someone's name, the mark of the one who does something: "sasu le", "श्रीमानले". */
const AGENT_MARKS = new Set(['le', 'ले'].map((w) => foldedWords(w)[0] ?? w));

/** A comparison ("kukur bhukeko jasto", "like a dog"): the word before it names no one. */
const BORN_WORDS = new Set(['जन्मेको', 'janmeko', 'janmeka', 'born', 'जन्मेकी', 'janmeki'].map((w) => foldedWords(w)[0] ?? w));
const LIKE_WORDS = new Set(['jasto', 'जस्तो', 'jastai', 'जस्तै', 'like'].map((w) => foldedWords(w)[0] ?? w));

/** "didi", "bahini" alone, with no mark of whom it happens to: she is calling the nurse ("marna man lagcha didi"). */
function isVocative(words: readonly string[], hit: Hit): boolean {
  // anyone called first with a plea: "mummy pls help, ...", "aama guhar ..."
  if (hit.start === 0 && PLEA_WORDS.has(words[hit.end + 1] ?? '')) return true;
  return VOCATIVES.has(words[hit.end] ?? '') && hit.start === hit.end && !isSufferer(words, hit) && !EVEN_WORDS.has(words[hit.end + 1] ?? '');
}
const PLEA_WORDS = new Set(['pls', 'plz', 'please', 'help', 'guhar', 'गुहार', 'bachau', 'बचाउ'].map((w) => foldedWords(w)[0] ?? w));
const VOCATIVES = new Set(['didi', 'दिदी', 'दिदि', 'bahini', 'बहिनी', 'dai', 'दाइ', 'sister'].map((w) => foldedWords(w)[0] ?? w));

/** A check-up: "pheri jaanch", "फेरि चेकअप". */
const CHECK_WORDS = new Set(['jaanch', 'jach', 'जाँच', 'check', 'checkup', 'चेकअप', 'चेक'].map((w) => foldedWords(w)[0] ?? w));

/** "sasu ra srimaan": and, between two names. */
const AND_WORDS = new Set(['ra', 'र', 'and'].map((w) => foldedWords(w)[0] ?? w));
/** Someone typing for her: "sasu lekhdai", "hajurama bolchhu". */
const WRITER_WORDS = new Set(['lekhdai', 'लेख्दै', 'writing', 'typing', 'bolchhu', 'बोल्छु'].map((w) => foldedWords(w)[0] ?? w));

/** Milk, the first milk: yellow beside it is the milk's colour. */
const MILK_WORDS = new Set(['dudh', 'दूध', 'दुध', 'milk', 'colostrum', 'bigauti', 'बिगौती', 'kolostrum'].map((w) => foldedWords(w)[0] ?? w));
/** A folded word that begins with any of these words, folded as the question's are ("bidesh" also matches "bideshma"). */
function beginsWithAny(list: readonly string[]): RegExp {
  return new RegExp(`^(${list.map((w) => foldedWords(w)[0] ?? w).join('|')})`);
}

/** A neighbour or a friend, not family (folded, as the question's words are). */
const NOT_FAMILY = beginsWithAny(['neighbour', 'neighbor', 'chhimeki', 'छिमेकी', 'padosi', 'पडोसी', 'friend', 'sathi', 'saathi', 'साथी']);
/** Words that name her as someone's wife or daughter-in-law. */
const WIFE_WORDS = new Set(['wife', 'srimati', 'श्रीमती', 'buhari', 'bwari', 'बुहारी', 'बुवारी', 'daughter'].map((w) => foldedWords(w)[0] ?? w));
/** "X's", "X ko", "X ki": whose. */
const POSSESSIVE = new Set(['s', 'ko', 'ki', 'को', 'की'].map((w) => foldedWords(w)[0] ?? w));
/** "ma uniko srimaan", "I am her husband": the writer named by whose he or she is. */
const HER_WORDS = new Set(['uniko', 'unko', 'usko', 'uska', 'उनको', 'उहाँको', 'उसको', 'her', 'his'].map((w) => foldedWords(w)[0] ?? w));
const I_AM = new Set(['ma', 'म', 'am', 'is'].map((w) => foldedWords(w)[0] ?? w));
/** "hajurama hu", "ma nanda ho": the writer saying who she or he is. */
const SELF_ID = new Set(['hu', 'ho', 'हुँ', 'हो'].map((w) => foldedWords(w)[0] ?? w));
/** "ama" as part of someone else's name ("sasu ama", "hajur ama"), not she. */
const MOTHER_WORDS = new Set(['ama', 'aama', 'आमा', 'mother'].map((w) => foldedWords(w)[0] ?? w));

/** A thought named after the sign's words ("सोच", "kura", "thoughts"): part of what a "no" after it denies. */
const THOUGHT_WORDS = new Set(
  ['soch', 'सोच', 'bichar', 'vichar', 'बिचार', 'विचार', 'kura', 'कुरा', 'thought', 'thoughts', 'idea', 'man', 'मन'].map((w) => foldedWords(w)[0] ?? w),
);

/** "never", "at all" between a thought and its "no": "मर्ने सोच त कहिल्यै आएको छैन", "marne bichar never aaudaina". */
const NEVER_WORDS = new Set(['kahilyai', 'कहिल्यै', 'kaile', 'kahile', 'never', 'patakkai', 'पटक्कै', 'ever'].map((w) => foldedWords(w)[0] ?? w));

/** Going away or leaving: "the thought never goes away" ("jadaina", "हट्दैन", "chhoddaina") is no denial of it. */
const GO_AWAY = ['jad', 'jand', 'hatd', 'cod', 'chod', 'mitd'];

/** "kei", "केही", "कुनै": nothing (with a "no" after it). */
const NOTHING_WORDS = new Set(['kei', 'kehi', 'केही', 'केहि', 'kunai', 'कुनै'].map((w) => foldedWords(w)[0] ?? w));
/** What ends a list of signs before its "nothing": "else", "but", "only". */
const LIST_BREAKERS = new Set(['aru', 'अरु', 'अरू', 'baki', 'बाँकी', 'tara', 'तर', 'but', 'khali', 'खाली', 'matra', 'मात्र'].map((w) => foldedWords(w)[0] ?? w));

/** "sochina", "सोचिन" (I did not think it): a thought denied. */
const THOUGHT_DENIED = new Set(['sochina', 'sochena', 'सोचिन', 'सोचिनँ', 'सोचेन'].map((w) => foldedWords(w)[0] ?? w));

/** The particle त ("as for") just before a "no". */
const TA = new Set(['ta', 'त'].map((w) => foldedWords(w)[0] ?? w));

// --- matching -------------------------------------------------------------------------------------

/** The first letter and first two letters of each word: what a phrase's first word can start with (phrases.ts). */
function wordKeys(words: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const w of words) {
    keys.add(w.slice(0, 1));
    keys.add(w.slice(0, 2));
  }
  return keys;
}

/** Per concept, the keys its rules' sign words start with: a question with none of them cannot match it. */
const SIGN_KEYS = new WeakMap<Concept, Set<string>>();

/** A cheap first look (same result, less work): skip a concept none of whose sign words could begin any word of hers. */
function mayMatch(concept: Concept, keys: Set<string>): boolean {
  let own = SIGN_KEYS.get(concept);
  if (!own) {
    own = new Set();
    for (const rule of concept.rules) {
      for (const p of rule.all[0] ?? []) {
        const first = p.words[0];
        if (!first) continue;
        own.add(first.typo ? first.stem.slice(0, 1) : first.stem.slice(0, 2));
      }
    }
    SIGN_KEYS.set(concept, own);
  }
  for (const k of own) if (keys.has(k)) return true;
  return false;
}

function isNegated(words: readonly string[], hit: Hit): boolean {
  const first = hit.phrase.words[0]?.stem ?? '';
  // a phrase that says the absence itself ("not moving") starts with its own negator
  if (NEGATORS_BEFORE.has(first)) return false;
  // (not past a comma or a full stop: "not eating well, vomiting too much", "no fever, vomiting a lot")
  const clauses = clauseEnds(words);
  for (let i = hit.start - 1; i >= Math.max(0, hit.start - 3); i--) {
    if (NEGATION_BREAKERS.has(words[i] ?? '') || clauses.has(i)) break;
    if (NEGATORS_BEFORE.has(words[i] ?? '')) return true;
  }
  // a "no" between a phrase's words ("water has not broken", "palms and soles not yellow")
  const inside = new Set(hit.phrase.words.map((w) => w.stem));
  for (let i = hit.start + 1; i < hit.end; i++) if (NEGATORS_BEFORE.has(words[i] ?? '') && !inside.has(words[i] ?? '')) return true;
  // Nepali says "no" after the verb: "रगत बगेको छैन", "ragat bagena"; "ragat rokiyeko chhaina" (has
  // not stopped) is still bleeding, so a word for stopping ends the look-ahead
  // "मर्न मन लाग्ने त होइन": त just before the "no" lets it come one word later
  // "बेहोस चाहिँ भएकी छैन": a particle just after the sign lets it come one word later too
  // "आफुलाई केही गर्ने सोच चाहिँ छैन", "marna man lagne kura haina": the thought it names is the sign's own word
  // ("marnu parne jasto bichar chhaina": a word may sit between), and a "no" at its verb's end denies it too ("विचार आउँदैन")
  // ("मर्ने विचार त आउँदैन": the thought may be the phrase's own last word; "marne kura chai sochina": nor thought)
  const thought = [hit.end + 2, hit.end + 1, hit.end].find((i) => THOUGHT_WORDS.has(words[i] ?? ''));
  const end = thought ?? hit.end;
  // "aafulai maarne sochina" (I never thought of killing myself): the denial right after, no word for the thought
  if (words.slice(hit.end + 1, hit.end + 3).some((w) => THOUGHT_DENIED.has(w))) return true;
  if (thought !== undefined) {
    // "never", "at all", "even" and त may sit between the thought and its "no" ("मर्ने सोच त कहिल्यै आएको छैन")
    // (not "the thought never stops / goes away": "marne bichar kahile pani rokidaina")
    const next = words.slice(end + 1, end + 6).filter((w) => !NEVER_WORDS.has(w) && !EVEN_WORDS.has(w) && w !== 'pani');
    const denial = next.slice(0, 2).findIndex((w) => ['dain', 'dainan', 'ena'].some((e) => w.endsWith(e)) || THOUGHT_DENIED.has(w) || NEGATORS_AFTER.has(w));
    if (denial >= 0 && !next.slice(0, denial + 1).some((w) => STOP_WORDS.some((s) => w.startsWith(s)) || GO_AWAY.some((s) => w.startsWith(s)))) return true;
  }
  // "ragat chai 3 din bhayo dekheko chhaina" (no blood seen for 3 days): a time between the sign and its "no"
  const reach = afterDuration(words, end) + 2 + (TA.has(words[end + 2] ?? '') || EVEN_WORDS.has(words[end + 1] ?? '') ? 1 : 0);
  for (let i = end + 1; i <= Math.min(words.length - 1, reach); i++) {
    const next = words[i] ?? '';
    if (STOP_WORDS.some((w) => next.startsWith(w))) break;
    if (NEGATORS_AFTER.has(next)) return true;
    // "आँखा ठिक छ", "haat anuhar thik chha": named as fine, unless "not fine" ("ठिक छैन")
    if (FINE_WORDS.has(next) && !NEGATORS_AFTER.has(words[i + 1] ?? '') && !NEGATORS_AFTER.has(words[i + 2] ?? '')) return true;
    if (
      (i === end + 1 || (i === end + 2 && EVEN_WORDS.has(words[end + 1] ?? ''))) &&
      hit.phrase.words.length === 1 &&
      NEGATIVE_ENDINGS.some((e) => next.endsWith(e)) &&
      next.length > 4 &&
      !ENGLISH_EN_WORDS.has(next)
    ) {
      return true;
    }
  }
  // signs denied together by a "nothing" after them: "ragat jwaro dukhai kei chaina", "रगत सगत केही छैन", "face ra haat
  // ma kei chhaina"; not past a verb or an "else" ("ragat bagyo, aru kei chhaina": bleeding, nothing else), and never a
  // thought of self-harm ("marna man lagchha, jiwan ma kei chhaina": there is nothing in my life)
  for (let i = hit.end + 1; !SELF_HARM_PHRASES.has(hit.phrase) && i <= Math.min(words.length - 2, hit.end + 4); i++) {
    const w = words[i] ?? '';
    if (NOTHING_WORDS.has(w)) {
      const next = words[i + 1] ?? '';
      const after = EVEN_WORDS.has(next) ? (words[i + 2] ?? '') : next;
      if (NEGATORS_AFTER.has(after)) return true;
      break;
    }
    // a verb ends the list: past "bagyo", "aeko", present "lagchha" (folded "lagc"), "chha" ("c")
    if (LIST_BREAKERS.has(w) || NEGATORS_AFTER.has(w) || /(yo|eko|eki|c|ca)$/.test(w)) break;
  }
  // a negative verb form at the phrase's end: "ragat bagena", "pet dukhdaina"
  const lastStem = hit.phrase.words[hit.phrase.words.length - 1]?.stem ?? '';
  const lastWord = words[hit.end] ?? '';
  if (lastWord.startsWith(lastStem)) {
    const rest = lastWord.slice(lastStem.length);
    // one word ("ganhaudaina": does not smell) only with the present's "-daina", a longer phrase with any ending
    const endings = hit.phrase.words.length > 1 ? NEGATIVE_ENDINGS : ['dain', 'dainan'];
    // a phrase that ends in "can" ("pisab thamna sak") is written for its "cannot" ("sakdina")
    if (rest.length > 0 && endings.some((e) => rest.endsWith(e)) && !/^(na|ne)/.test(lastStem) && lastStem !== 'sak') {
      // the phrase's own ending may already be negative ("chalena"): only count an added ending
      return true;
    }
  }
  return false;
}

/**
 * A sign of an earlier pregnancy or birth told as past: the earlier one named before it in the same sentence with no
 * "now" between ("pahilo bachha ma operation bhayeko thiyo, aba dherai ragat bagdai chha" is now), and the past said in
 * its clause after it ("... bhayeko thiyo") or just before it in English ("I had heavy bleeding").
 */
function earlierPregnancy(words: readonly string[], hit: Hit): boolean {
  const sentences = sentenceEndsOf(words) ?? new Set<number>();
  const clauses = clauseEnds(words);
  const earlier = findAny(words, EARLIER_PREGNANCY).find((e) => e.end < hit.start && hit.start - e.end <= 8);
  if (!earlier) return false;
  for (let i = earlier.end; i < hit.start; i++) if (sentences.has(i) || NOW_WORDS.has(words[i + 1] ?? '')) return false;
  const before = [words[hit.start - 1], words[hit.start - 2]].some((w) => PAST_BEFORE_EN.has(w ?? ''));
  let after = false;
  for (let i = hit.end + 1; i < Math.min(words.length, hit.end + 9) && !clauses.has(i - 1); i++) {
    if (NOW_WORDS.has(words[i] ?? '')) break;
    if (findAny([words[i] ?? ''], PAST_TOLD).length > 0) after = true;
  }
  return before || after;
}
const NOW_WORDS = new Set(['aba', 'ahile', 'aile', 'aaja', 'aja', 'now', 'today', 'अब', 'अहिले', 'आज'].map((w) => foldedWords(w)[0] ?? w));
const PAST_BEFORE_EN = new Set(['had', 'was', 'got'].map((w) => foldedWords(w)[0] ?? w));

/** After the sign's last word, a time since ("chai 3 din bhayo", "2 hapta dekhi"): the index of its last word, else `end`. */
function afterDuration(words: readonly string[], end: number): number {
  let k = end + 1;
  if (EVEN_WORDS.has(words[k] ?? '')) k++;
  if (!/^\d+$/.test(words[k] ?? '') || !DURATION_UNIT.test(words[k + 1] ?? '')) return end;
  // only a time since ("3 din bhayo", "2 hapta dekhi"): "30 hapta, dukhai chhaina" is her week; and only before a verb of
  // seeing or coming ("dekheko chhaina", "aayeko chhaina"): "jwaro 3 din bhayo utreko chhaina" (has not come down) is fever
  if (!SINCE_WORDS.has(words[k + 2] ?? '') || !SEEN_VERB.test(words[k + 3] ?? '')) return end;
  const clauses = clauseEnds(words);
  for (let i = end; i <= k + 2; i++) if (clauses.has(i)) return end;
  return k + 2;
}
const SEEN_VERB = beginsWithAny(['dekh', 'देख', 'aay', 'aae', 'aai', 'आए', 'आइ']);
const DURATION_UNIT = /^(din|hapt|ghant|gant|day|week|hour|mahin|month)/;
const SINCE_WORDS = new Set(['bhayo', 'भयो', 'dekhi', 'देखि', 'bhaisakyo'].map((w) => foldedWords(w)[0] ?? w));

/** A verb told as happened ("bagyo", "aayeko", "started"): a report, not a general question. */
const HAPPENED = /(yo|eko|ed)$/;

function isInformational(words: readonly string[], hit: Hit): boolean {
  const before = words.slice(Math.max(0, hit.start - 4), hit.start);
  const after = words.slice(hit.end + 1, hit.end + 4);
  if (findAny(before, INFORMATIONAL_BEFORE).length > 0) return true;
  // "ragat bagna nadin kasari rokne" asks how to prevent it; "ragat bagyo, kasari rokne?" reports it and asks what to do
  const afterHits = findAny(after, INFORMATIONAL_AFTER);
  // (the sign's word or the verb right after it: "ragat | bagyo")
  const happened = HAPPENED.test(words[hit.end] ?? '') || HAPPENED.test(words[hit.end + 1] ?? '');
  if (afterHits.length > 0 && !(happened && afterHits.every((h) => HOW_TO_STOP.includes(h.phrase)))) return true;
  // an earlier pregnancy's sign told as past ("pahilo garbha ma pani futera ... bhayeko thiyo")
  if (earlierPregnancy(words, hit)) return true;
  // "tyo khop le jwaro aauchha re": what a cause does, they say (not "baby lai ghari ghari jhatka aauchha re")
  if (findAny(after, HABITUAL_SAID).length > 0 && findAny(before, CAUSE_BEFORE).length > 0) return true;
  // "कडा टाउको दुखाइ र आँखा धमिलो भयो भने के गर्ने?", "what should I do if the baby has fits"; after the sign, not past a
  // comma ("baby is having fits now, how do I know if it is serious" is a fit; "dherai ragat bhaneko kati ho? kasari thaha
  // paune?" and "how do I know ...? what does fast breathing look like?" ask on)
  // a sign said to be happening now ("nani lai ahile jhatka aayo kasari thaha paune serious ho ki", "fits right now how do
  // i know if it is serious") is reported, whatever is asked after it
  if (words.slice(Math.max(0, hit.start - 3), hit.end + 3).some((w) => NOW_WORDS.has(w))) return false;
  const sentences = sentenceEndsOf(words) ?? new Set<number>();
  const commas = [...clauseEnds(words)].filter((e) => !sentences.has(e));
  return findAny(words, IF_THEN).some(
    (h) => (h.start > hit.end && h.start - hit.end <= 6 && !commas.some((e) => e >= hit.end && e < h.start)) || (h.end < hit.start && hit.start - h.end <= 6),
  );
}

/**
 * A sign told as past and over: a past word near it ("hijo", "thiyo", "ago"), then said to be fine now ("aaja thik
 * cha", "now fine"), and nothing after saying it is back ("feri", "still"): "hijo jwaro thiyo, aaja thik cha".
 */
function isOver(words: readonly string[], hit: Hit): boolean {
  // the question's own lists, searched once (phrases.ts), then looked at near the sign
  if (!findAny(words, RESOLVED).some((r) => r.start > hit.end)) return false;
  if (!findAny(words, PAST).some((p) => p.start >= hit.start - 6 && p.end <= hit.end + 3)) return false;
  // "feri aayo bhane" (if it comes again) is a plan, "pheri jaanch" (the next check-up) no return
  return !findAny(words, BACK_NOW).some(
    (b) => b.start > hit.end && !findAny(words.slice(b.end + 1, b.end + 4), INFORMATIONAL_AFTER).length && !CHECK_WORDS.has(words[b.end + 1] ?? ''),
  );
}

/** A lessening exception (Rule.lessening) over the hit, with nothing after it saying it is back, but or severe. */
function lessened(words: readonly string[], hit: Hit, lessening: readonly Phrase[] | undefined): boolean {
  if (!lessening) return false;
  const e = findAny(words, lessening).find((l) => l.start <= hit.start && l.end >= hit.start);
  if (!e) return false;
  const later = (h: Hit) => h.start > e.end;
  return !(
    findAny(words, BACK_NOW).some(later) ||
    words.slice(e.end + 1).some((w) => NEGATION_BREAKERS.has(w)) ||
    findAny(words, SEVERE).some((h) => later(h) && !saidNotSevere(words, h))
  );
}

function isException(words: readonly string[], hit: Hit, except: readonly Phrase[] | undefined): boolean {
  if (!except) return false;
  // the sign's first word is one of the exception's own words, not a word the exception skipped over ("tato pani" is hot
  // water, not "taato, ani jwaro pani aayo")
  return findAny(words, except).some(
    (e) =>
      e.start <= hit.start &&
      e.end >= hit.start &&
      (e.start === hit.start || e.end === hit.start || e.end - e.start + 1 === e.phrase.words.length) &&
      !exceptionDenied(words, e),
  );
}

/** A part said fine in an exception: white, pink, normal ("hatkela seto", "palms normal"). */
const FINE_SAID = /^(set|white|pink|normal|norm)/;

/**
 * An exception said not to be so: "hatkela pahelo chha, seto chhaina" (not white), "palms are not white": a "no" just after
 * its last word (or after "even"), or between its words.
 */
function exceptionDenied(words: readonly string[], e: Hit): boolean {
  // (only an exception that says a part is fine: "tato pani chhaina", no hot water, is no fever)
  if (!FINE_SAID.test(words[e.end] ?? '')) return false;
  const next = words[e.end + 1] ?? '';
  if (NEGATORS_AFTER.has(next) || (EVEN_WORDS.has(next) && NEGATORS_AFTER.has(words[e.end + 2] ?? ''))) return true;
  const own = new Set(e.phrase.words.map((w) => w.stem));
  return words.slice(e.start + 1, e.end).some((w) => NEGATORS_BEFORE.has(w) && !own.has(w));
}

/** True when the group matches somewhere, not negated, not excepted. The first group (the sign) is also not "informational". */
/** A general question of when ("व्यथा कति हप्तामा लाग्छ?"), not a report of it ("लाग्यो", "started"). */
function asksWhen(words: readonly string[], hit: Hit, list: readonly Phrase[] | undefined): boolean {
  if (!list) return false;
  const last = words[hit.end] ?? '';
  if (HAPPENED.test(last)) return false;
  return findAny(words.slice(Math.max(0, hit.start - 4), hit.end + 4), list).length > 0;
}

/** A severity word with "no" or "not" just before it ("not heavy", "no severe pain"), or "fine" just after it. */
function saidNotSevere(words: readonly string[], hit: Hit): boolean {
  // "दिनभरि ठिकै" (fine all day): a severity word named as fine
  const next = words[hit.end + 1] ?? '';
  if (FINE_WORDS.has(next)) return true;
  // "ekdam halka", "dherai thorai" (very light, very little): a severity of how little
  if (MILD_AFTER.has(next) && INTENSIFIERS.has(words[hit.start] ?? '')) return true;
  // "dherai chai haina", "धेरै त छैन" (not much): a "no" just after it, a particle between or not
  if (NEGATORS_AFTER.has(words[hit.end + (EVEN_WORDS.has(next) ? 2 : 1)] ?? '')) return true;
  for (let i = hit.start - 1; i >= Math.max(0, hit.start - 2); i--) {
    if (NEGATION_BREAKERS.has(words[i] ?? '')) return false;
    if (NEGATORS_BEFORE.has(words[i] ?? '')) return true;
  }
  return false;
}

function validHit(words: readonly string[], hit: Hit, rule: Rule, isSign: boolean): boolean {
  return (
    (rule.absence || !isNegated(words, hit)) &&
    (isSign || !partsSaidFine(words, hit, rule.partsFine)) &&
    !isException(words, hit, rule.except) &&
    !lessened(words, hit, rule.lessening) &&
    !(isSign && ((!rule.ifIsThought && isInformational(words, hit)) || isOver(words, hit) || asksWhen(words, hit, rule.asksWhen)))
  );
}

/** Mildness right after a severity word: "ekdam halka" is very light. */
const MILD_AFTER = new Set(['halka', 'हल्का', 'little', 'thorai', 'थोरै', 'kam', 'कम'].map((w) => foldedWords(w)[0] ?? w));
/** The words of how much ("very", "ekdam", "dherai") that a mildness after them turns ("very little"). */
const INTENSIFIERS = new Set(['very', 'ekdam', 'एकदम', 'dherai', 'धेरै', 'too', 'so', 'bahut', 'ati', 'अति'].map((w) => foldedWords(w)[0] ?? w));
/** Said normal: the fine words, and in English "normal", "ok", "not". */
const NOT = foldedWords('not')[0] ?? 'not';
const PART_FINE = new Set([...FINE_WORDS, ...['normal', 'ok', 'okay', 'not', 'नर्मल'].map((w) => foldedWords(w)[0] ?? w)]);

/**
 * A part a sign needs beside it (a rule's second group: the face and hands of swelling) named as normal at the end of
 * a list of parts: "feet swollen but face and hands normal", "face and hand ok", "face and hands not swollen". Only a list
 * (parts joined by "and"): in "face swollen, hands normal" the face is not said normal.
 */
function partsSaidFine(words: readonly string[], hit: Hit, fine?: RegExp): boolean {
  const isFine = (w: string) => PART_FINE.has(w) || (fine?.test(w) ?? false);
  let i = hit.end + 1;
  for (let k = 0; k < 3 && AND_WORDS.has(words[i] ?? ''); k++) i += 2;
  // ("hatkela ra paitala chai seto", "हत्केला र पैताला त सेतै", "palms and soles are white": "even", "as for" or "are"
  // before it; not "lips are not pink")
  if (EVEN_WORDS.has(words[i] ?? '') || ((words[i] === 'are' || words[i] === 'is') && words[i + 1] !== NOT && isFine(words[i + 1] ?? ''))) i++;
  // ("not normal", "ठिक छैन": not fine)
  const next = words[i + 1] ?? '';
  if (words[i] === NOT) return !isFine(next);
  // ("seto nai cha": "even" after it, then a negative)
  const after = EVEN_WORDS.has(next) ? (words[i + 2] ?? '') : next;
  // (not "seto pahelo", "white yellowish": a pale yellow)
  return isFine(words[i] ?? '') && !NEGATORS_AFTER.has(after) && after !== NOT && !YELLOWISH.test(after);
}

/** A yellow word just after a colour said fine: "seto pahelo", "white yellowish", "सेतो पहेंलो". */
const YELLOWISH = /^(pahel|pahen|yellow)/;

/** "sasu sanga bazar gaeko", "with my husband": someone she was with, not the one it happens to. */
const COMPANION = new Set(['sanga', 'sange', 'सँग', 'संग', 'sang', 'with'].map((w) => foldedWords(w)[0] ?? w));

function isCompanion(words: readonly string[], hit: Hit): boolean {
  const last = words[hit.end] ?? '';
  return COMPANION.has(words[hit.end + 1] ?? '') || (last.length > 6 && /sange?$|sanga$/.test(last));
}

/** What an animal gives as food: its milk, meat, ghee, curd ("bhaisi ko dudh", "cow milk", "गाईको दूध"). */
const ANIMAL_FOOD = beginsWithAny(['dudh', 'doodh', 'दूध', 'दुध', 'milk', 'masu', 'मासु', 'meat', 'ghiu', 'घ्यू', 'ghee', 'dahi', 'दही', 'mahi', 'मही']);

/** Away: "श्रीमान बिदेश हुनुहुन्छ", "husband is in qatar": someone named as away, in passing, is not the one it happens to. */
const AWAY = beginsWithAny([
  'bidesh',
  'बिदेश',
  'विदेश',
  'abroad',
  'qatar',
  'katar',
  'कतार',
  'malaysia',
  'मलेसिया',
  'dubai',
  'दुबई',
  'saudi',
  'साउदी',
  'kuwait',
  'कुवेत',
  'korea',
  'कोरिया',
]);
function isAway(words: readonly string[], hit: Hit): boolean {
  return words.slice(hit.end + 1, hit.end + 4).some((w) => AWAY.test(w));
}

/**
 * A thing of theirs: "checked bp with neighbour machine", "didi ko thermometer le napeko", "श्रीमानको फोनबाट": someone named
 * as the owner of what measures or carries her words is not the one it happens to.
 */
const THING = beginsWithAny(['machine', 'masin', 'मेसिन', 'मेशिन', 'thermometer', 'tharmameter', 'थर्मामिटर', 'phone', 'फोन', 'mobile', 'मोबाइल', 'meter']);
/**
 * A place of theirs, or before them, as whole words ("ghar" folds to "gar", the start of "garbhawati"): "didi ko ghar ma
 * gayera napda 165/110 aayo mero", "sasu ko agadi naapda".
 */
const PLACE = new Set(
  ['ghar', 'घर', 'gharma', 'घरमा', 'house', 'home', 'clinic', 'klinik', 'क्लिनिक', 'pasal', 'पसल', 'pasalma', 'पसलमा', 'agadi', 'अगाडि'].map(
    (w) => foldedWords(w)[0] ?? w,
  ),
);
function isOwnerOfThing(words: readonly string[], hit: Hit): boolean {
  return ownedAt(words, hit, (at, rest) => {
    const word = rest ?? words[at] ?? '';
    return THING.test(word) || PLACE.has(word);
  });
}

/**
 * Whether the thing after someone's name, or after their "ko" ("neighbour machine", "didi ko thermometer", "बहिनीको
 * मोबाइलबाट"), passes `is` (given its index, and the rest of the name's own word when "ko" is joined to it); never after "lai".
 */
function ownedAt(words: readonly string[], hit: Hit, is: (at: number, rest?: string) => boolean): boolean {
  const next = words[hit.end + 1] ?? '';
  if (POSSESSIVE_KO.has(next)) return is(hit.end + 2);
  if (SUFFERER_MARKS.has(next)) return false;
  const rest = (words[hit.end] ?? '').match(/^.*?(?:ko|को)(.+)$/)?.[1];
  return is(hit.end + 1) || (rest !== undefined && is(hit.end, rest));
}
const POSSESSIVE_KO = new Set(['ko', 'ka', 'ki', 'को', 'का', 'की'].map((w) => foldedWords(w)[0] ?? w));

/** Someone's phone or mobile ("यो बहिनीको मोबाइलबाट लेख्दैछु"): hers, the app's; she is the one it is typed for. */
const PHONE = beginsWithAny(['phone', 'फोन', 'mobile', 'मोबाइल']);
function isOwnerOfPhone(words: readonly string[], hit: Hit): boolean {
  // typed from it: "mobile bata", "मोबाइलबाट" (not "husband ko mobile ma message aayo")
  const from = (w: string, after: string) => PHONE.test(w) && (/(bat|बाट)$/.test(w) || FROM_WORDS.has(after));
  return ownedAt(words, hit, (at, rest) => from(rest ?? words[at] ?? '', words[at + 1] ?? ''));
}
const FROM_WORDS = new Set(['bata', 'baata', 'बाट', 'from'].map((w) => foldedWords(w)[0] ?? w));

/** Her or him named again as the one it happens to ("unlai", "उसको"): within this many words of the name. */
const OTHER_AGAIN_WITHIN = 8;

/**
 * "mero didi pani pregnant chhin, unlai aaja ragat bagyo": someone named, then her or him again as the one it happens
 * to ("unlai", "उसको"; not "usle", who does or tells) before she or the baby is named (`mine`).
 */
function namedAgain(words: readonly string[], o: Hit, mine: readonly Hit[]): boolean {
  const again = findAny(words, THIRD_PERSON).find((p) => p.start > o.end && p.start <= o.end + OTHER_AGAIN_WITHIN && !/le$/.test(words[p.start] ?? ''));
  return again !== undefined && !mine.some((h) => h.start > o.end && h.start < again.start);
}

/** What follows someone named as the one something happens to, in English: "husband has", "neighbours baby". */
const OTHER_HAS = /^(has|had|have|is|was|got|gets|having|bab|child|son|daughter)/;

/**
 * From where someone else is first named (as the one something happens to) to where she first names herself or the
 * baby after them; null when no one else comes first. "mero bahini" is her sister, not she.
 */
function firstOwnMention(
  words: readonly string[],
  otherHits: readonly Hit[],
  animals: readonly Hit[],
  meHits: readonly Hit[],
  babyHits: readonly Hit[],
  listening: readonly Hit[],
): { from: number; to: number } | null {
  // someone else's word inside one that names her ("मेरी बुवारी" holds "बुवा", father) is hers
  // and only someone named as the one it happens to ("sasura ko", "budha lai", "my husband has", "neighbour's baby"):
  // "sasu sanga bazar gaeko thiye, ragat bagyo, ma 30 hapta" is her bleeding
  const others = otherHits.filter(
    (o) =>
      (!isAgent(words, o) || animals.includes(o)) &&
      !isVocative(words, o) &&
      !meHits.some((m) => m.start <= o.start && m.end >= o.start) &&
      // ("neighbour ko machine le naapda 165/112 aayo mero": the owner of the machine, not the one measured)
      !isOwnerOfThing(words, o) &&
      (isSufferer(words, o) ||
        animals.includes(o) ||
        OTHER_HAS.test(words[o.end + 1] ?? '') ||
        // "a friend of mine has 170/110, mine is 118/76"
        ofMine(words, o.end + 1) ||
        namedAgain(words, o, [...meHits, ...babyHits])),
  );
  if (others.length === 0) return null;
  const mine = [
    // not "mero bahini" (her sister), not the "aama" of "sasu aama", not "could it happen to me"
    ...meHits.filter(
      (h) =>
        !others.some((o) => (o.start > h.end && o.start - h.end <= 2) || (o.start <= h.start && o.end >= h.start)) &&
        !listening.some((l) => l.start <= h.start && l.end >= h.start),
    ),
    ...babyHits,
  ];
  const firstOther = Math.min(...others.map((o) => o.start));
  const firstMine = Math.min(...mine.map((h) => h.start));
  return firstOther < firstMine && firstMine < Infinity ? { from: firstOther, to: firstMine } : null;
}

function groupHits(words: readonly string[], group: readonly Phrase[], rule: Rule, isSign: boolean): Hit[] {
  return findAny(words, group).filter((hit) => validHit(words, hit, rule, isSign));
}

function groupsMatch(words: readonly string[], rule: Rule): boolean {
  const [sign, ...rest] = rule.all;
  if (!rule.nearest) {
    // the first hit that stands is enough
    const has = (group: readonly Phrase[] | undefined, isSign: boolean) => findAny(words, group ?? []).some((hit) => validHit(words, hit, rule, isSign));
    return has(sign, true) && rest.every((group) => has(group, false));
  }
  const signHits = groupHits(words, sign ?? [], rule, true);
  if (signHits.length === 0) return false;
  const allSigns = findAny(words, sign ?? []);
  // the sign's words that follow it ("hatkela ra paitala chai pahelo chhaina"), else the nearest before ("yellow palms")
  const own = (h: Hit) => allSigns.find((s) => s.start > h.end && s.start - h.end <= 6) ?? allSigns.filter((s) => s.start < h.start).at(-1);
  return rest.every((group) => groupHits(words, group, rule, false).some((h) => signHits.some((s) => s === own(h))));
}

function ruleMatches(words: readonly string[], rule: Rule, severe: boolean): boolean {
  if (!groupsMatch(words, rule)) return false;
  if (rule.unlessMild && !severe && findAny(words, rule.unlessMild).length > 0) return false;
  // (what is expected said absent is not: "cant keep anything down")
  if (
    rule.expected &&
    findAny(words, rule.expected).some((h) => !isNegated(words, h)) &&
    (!rule.expectedWith || findAny(words, rule.expectedWith).length > 0) &&
    !findAny(words, rule.expectedUnless ?? []).some((h) => rule.expectedUnlessNegated || !isNegated(words, h))
  )
    return false;
  if (!rule.severe) return true;
  if (severe && rule.severeNear !== undefined) {
    const near = rule.severeNear;
    const signs = groupHits(words, rule.all[0] ?? [], rule, true);
    if (findAny(words, SEVERE).some((h) => !saidNotSevere(words, h) && signs.some((g) => h.start - g.end <= near + 1 && g.start - h.end <= near + 1)))
      return true;
    return rule.strong ? findAny(words, rule.strong).some((h) => !isNegated(words, h) && !saidNotSevere(words, h)) : false;
  }
  // a strong phrase said absent ("aankha dhamilo chhaina") is no severity
  return severe || (rule.strong ? findAny(words, rule.strong).some((h) => !isNegated(words, h) && !saidNotSevere(words, h)) : false);
}

function labourHours(words: readonly string[]): number {
  let most = 0;
  words.forEach((word, i) => {
    const w = /^\d+$/.test(word) ? word : NUMBER_WORDS[word] === undefined ? null : String(NUMBER_WORDS[word]);
    if (w === null) return;
    const unit = words[i + 1] ?? '';
    // "४० हप्ता १ दिन" is her week and a day, not a day of labour
    if (/^(hapt|week|wk)/.test(words[i - 1] ?? '')) return;
    if (/^(hour|hr|hrs|ganta|gant)/.test(unit)) most = Math.max(most, Number(w));
    else if (/^(day|din)/.test(unit)) most = Math.max(most, Number(w) * 24);
  });
  return most;
}

/** The kinds of very low mood after the birth (vocabulary.ts mood): two together are the sign. */
const MOOD_KINDS = [W.mood.withdrawn, W.mood.notEating, W.mood.notSleeping, W.mood.cryingAllDay, W.mood.babyRejected, W.mood.blank];
/** The first two weeks after the birth, when tears and poor sleep are common (the baby blues: knowledge entry mood-baby-blues). */
export const BLUES_DAYS = 14;

/** Told as at the birth: "janmeda", "जन्मदा", "at birth", "born" just before a weight. */
const AT_BIRTH = /(janm|birth|born|jalma)\S*\s*(\S+\s+)?$/;
/** "2.3 kg at birth", "2.3 kg ma janmyo": a weight told as at the birth, after it. */
const AT_BIRTH_AFTER = /^[\d.,]+\s*[a-z]*\s+(at birth|when born|ma janm|maa janm)/;
/** The newborn period (WHO: the first 28 days), when a small weight told at the birth is the newborn sign nb_small. */
const NEWBORN_DAYS = 28;
/** Labour longer than this is a danger sign (reference `lab_prolonged`: "Labour over 12 hours"). */
const PROLONGED_LABOUR_HOURS = 12;
/** Labour before this week is a danger sign (reference `preg_early_labour`: "Labour pains before 37 weeks"). */
const TERM_WEEK = 37;
/** The baby's movements are a sign from about this week (danger-signs.json, preg_reduced_movement: "after about 20 weeks"). */
const MOVEMENT_FROM_WEEK = 20;
/** A number followed by "was" ("150/100 thiyo", "150/100 was"): told as past. */
/** A past time named just before a reading (prepared text): "gaeko hapta ... 150/100", "last week ... 150/100". */
const PAST_BEFORE = /(ga(y|e)?e?ko (hapta|mahina)|gaya (hapta|mahina)|last (week|month)|\bhijo\b|\basti\b|pahile|pahila|\bago\b)/;
const PAST_READING = /^\S+\s+(\S+\s+)?(thiyo|thyo|thio|was|tha)\b/;

type Found = Map<string, { sign: DangerSign; action: DangerAction; evidence: Set<string> }>;

/** Adds the sign of `side` (raised when severe); false when the side needs a severity she did not report. */
function applySide(found: Found, side: SideSign | undefined, severe: boolean, ruleSevere: boolean, evidence: readonly string[], fainting = false): boolean {
  if (!side) return false;
  if (side.severe && !severe && !ruleSevere) return false;
  const sign = triageSign(side.id);
  let action = sign.action;
  if (severe && side.heavyAction) action = moreUrgent(action, side.heavyAction);
  if (fainting && side.faintingAction) action = moreUrgent(action, side.faintingAction);
  const had = found.get(sign.id);
  const words = had?.evidence ?? new Set<string>();
  for (const e of evidence) words.add(e);
  found.set(sign.id, { sign, action: had ? moreUrgent(had.action, action) : action, evidence: words });
  return true;
}

/**
 * Her own words, one per folded word (the same split as foldedWords): the nurse sees "रगत बग्यो", not its
 * folded spelling. Falls back to the Latin words where a word would not line up.
 */
export function originalWords(question: string): readonly string[] {
  const latin = latinWords(question);
  const out: string[] = [];
  for (const token of question.split(/[^\p{L}\p{M}\p{N}'’`\u200c\u200d]+/u)) {
    if (!token) continue;
    for (let i = 0; i < latinWords(token).length; i++) out.push(token);
  }
  return out.length === latin.length ? out : latin;
}

/** The words of a matched rule (its first non-negated hit of each group), as she wrote them. */
function evidenceOf(words: readonly string[], original: () => readonly string[], rule: Rule): string[] {
  const out: string[] = [];
  for (const [i, group] of rule.all.entries()) {
    const hit = findAny(words, group).find(
      (h) => (rule.absence || !isNegated(words, h)) && !isException(words, h, rule.except) && !(i === 0 && isInformational(words, h)),
    );
    if (hit) out.push([...new Set(original().slice(hit.start, hit.end + 1))].join(' '));
  }
  return out;
}

/** The label of the fast-breathing sign for the baby's age (IMCI: 60, 50 or 40 a minute). */
function breathingSignFor(ageDays: number | null | undefined): DangerSign {
  const sign = triageSign('nb_fast_breathing');
  if (ageDays == null || ageDays < YOUNG_INFANT_DAYS) return sign;
  const n = fastBreathingThreshold(ageDays);
  const digits = String(n).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] ?? d);
  return { ...sign, en: `Fast breathing (${n} or more a minute at this age)`, ne: `छिटो सास (यो उमेरमा मिनेटमा ${digits} वा बढी)` };
}

/** Her week of pregnancy as she writes it ("7 mahina", "32 weeks"), else her account's. */
function weekOf(readings: readonly Reading[], context: TriageContext): number | null {
  const written = readings.find((r) => r.kind === 'pregnancy_weeks');
  return written?.values[0] ?? context.gestationalWeek ?? null;
}

/** The danger signs a question reports, and the most urgent action among them. */
export function triage(question: string, context: TriageContext): TriageResult {
  const { result, forFamily, onHerPhone } = read(question, context, false);
  // someone else named, typing on her own phone ("छिमेकी दिदी ... होस छैन, उहाँकै फोनबाट लेख्दैछु"): she is the app's, every
  // sign of hers is read as its own
  if (onHerPhone) return read(question, context, true).result;
  if (!forFamily) return result;
  // a woman of her family who is pregnant or has just given birth, told of by the one beside her ("sutkeri bhauju lai
  // jhatka aayo", "my sister in law is 30 weeks, 2 cloth soaked in half hour"): her gravest signs are read as the app's
  // own, for an ambulance is what she needs whoever types (lesser signs stay someone else's: "my sister is pregnant and
  // has swelling, what should she do" asks for advice, docs/decisions/022)
  const hers = read(question, context, true).result;
  // (every sign, when the week she is told to be is the account's own: "mero bahini 26 saptah ki ..." typed on the phone
  // of a woman 26 weeks pregnant is of her)
  if (hersByWeek(question, context)) return hers;
  return hers.signs.some((s) => MOTHER_SIGN.test(s.id) && s.action === 'call_ambulance_now') ? hers : result;
}

/** A number of months or weeks that is a child's age: "7 mahina ko baby", "2 hapta ki chhori". */
const CHILD_AGE_AFTER = /^\d+\s*\S+\s+(ko|ki|ka)\s+(baby|nani|bac|chor|chhor|sis)/;

/**
 * The week of pregnancy written just after the woman of her family is named is the account's own (a month written: the
 * account's week within it), and no other week is written ("ma 8 mahina ko pregnant" is the writer's, not her sister's).
 */
function hersByWeek(question: string, context: TriageContext): boolean {
  const own = context.stage === 'pregnancy' ? context.gestationalWeek : null;
  if (own == null) return false;
  // (not a child's age: "didi ko 7 mahina ko baby")
  const written = readMeasurements(question).filter((r) => r.kind === 'pregnancy_weeks' && !CHILD_AGE_AFTER.test(r.after ?? ''));
  const family = findAny(foldedWords(question), WOMEN_OF_HER_FAMILY);
  return (
    written.length > 0 &&
    written.every((r) => family.some((f) => (r.word ?? -1) > f.end && (r.word ?? 0) - f.end <= 6)) &&
    written.every((r) => {
      const w = r.values[0] ?? 0;
      return /month|mahin|mhin/.test(r.text) ? own >= w && own <= w + 5 : Math.abs(own - w) <= 1;
    })
  );
}

/** A reading core's rules judge whole: a temperature, a count of breaths, a blood pressure with both its numbers. */
const WHOLE = (r: Reading) => r.kind === 'temperature' || r.kind === 'breaths' || (r.kind === 'blood_pressure' && r.values.length === 2);

/** A sign of the mother's (pregnancy, labour, after the birth), not the baby's. */
const MOTHER_SIGN = /^(preg|lab|pp)_/;

/** `forHer`: someone else named is the one she is (triage above). */
function read(question: string, context: TriageContext, forHer: boolean): { result: TriageResult; forFamily: boolean; onHerPhone: boolean } {
  const words = foldedWords(question);
  // her own words, read only when a sign needs its evidence
  let originalCache: readonly string[] | undefined;
  const original = () => (originalCache ??= originalWords(question));
  // "not bleeding heavy, just a little spotting": a severity said absent is none
  const severeHits = findAny(words, SEVERE).filter((h) => !saidNotSevere(words, h));
  const severe = severeHits.length > 0;
  // "कुकुरले बच्चा जन्माएपछि" is a dog's; "कुकुर भुके जस्तो खोकी" (a cough like a dog's bark) is no one's
  // (nor is "bhaisi ko dudh" (buffalo milk), food, the one a sign happens to)
  const animals = findAny(words, ANIMALS).filter(
    (h) =>
      !words.slice(h.end + 1, h.end + 4).some((w) => LIKE_WORDS.has(w)) &&
      !LIKE_WORDS.has(words[h.start - 2] ?? '') &&
      !words.slice(h.end + 1, h.end + 3).some((w) => ANIMAL_FOOD.test(w)) &&
      !ANIMAL_FOOD.test((words[h.end] ?? '').replace(/^.*?(ko|को)(?=.)/, '')) &&
      !tendedOrStruck(words, h),
  );
  // "मेरो ७ वर्षकी छोरी": a child of years is not the baby of her account
  const people = findAny(words, OTHER_PERSON);
  // someone who writes for her ("ma bahini lekhdai", "hajurama hu") writes about her: the one they name is she
  // ("ma uniko srimaan", "i am her husband": the one who writes, named by whose he is)
  const writer =
    words.some((w) => WRITER_WORDS.has(w)) ||
    people.some(
      (o) =>
        (SELF_ID.has(words[o.end + 1] ?? '') && words[o.end + 2] !== 'ki') ||
        (o.end > o.start && SELF_ID.has(words[o.start + 1] ?? '')) ||
        (HER_WORDS.has(words[o.start - 1] ?? '') && I_AM.has(words[o.start - 2] ?? '')) ||
        // "म श्रीमान, उनको सास ...": the message opens with "I" and who the writer is, then a comma or a sentence's end
        (o.start === 1 && o.end === 1 && I_AM.has(words[0] ?? '') && clauseEnds(words).has(1)),
    );
  const otherHits = [...(writer ? [] : people), ...animals, ...olderChildren(words, context.babyAgeDays)];
  // "didi ko 2 barsa ko chhora" (her sister's son) is not her baby: a baby word within 5 words after someone
  // else's, or part of their name ("thuli chhori", her elder daughter)
  // "हाम्रो नानी ठिक छ" (our baby is fine) is no sign of the baby's
  // "मलाई सर्छ?", "म के भनुँ?", "hamro baby lai pani hunchha?": she asks for herself or the baby about someone
  // else's sign, they have none
  const listening = findAny(words, ME_LISTENING);
  // ("a friend of mine is ..." names the friend)
  const meHits = findAny(words, ME).filter((h) => !ofMine(words, h.start - 1));
  // "नानीकी आमा" (the baby's mother) names her, not the baby
  const babyHits = findAny(words, BABY).filter(
    (h) =>
      !meHits.some((m) => m.start <= h.start && m.end > h.start && /^(a?ama|mother|mumm?y)/.test(words[m.end] ?? '')) &&
      !otherHits.some(
        (o) => h.start >= o.start && h.start - o.end <= 5 && (!isAgent(words, o) || animals.includes(o)) && !(animals.includes(o) && tendedBefore(words, o, h)),
      ) &&
      !saidFine(words, h.end) &&
      !listening.some((l) => (l.start <= h.start && l.end >= h.start) || l.start === h.end + 1),
  );
  // "mother" in "mother in law" is not she, nor "ama" just after one ("sasu ama", "hajur ama")
  // (read for a woman of her family, `forHer`, the one named is she)
  const herOwn = meHits.filter(
    (h) =>
      !otherHits.some((o) => o.start <= h.start && (o.end >= h.start || (o.end + 1 === h.start && MOTHER_WORDS.has(words[h.start] ?? '')))) &&
      // "neighbour's wife", "chhimeki ko buhari": a word that names her, but a neighbour's or a friend's (a brother's wife
      // is of her family, and "friends, I ..." is she)
      !otherHits.some(
        (o) =>
          NOT_FAMILY.test(words[o.start] ?? '') &&
          WIFE_WORDS.has(words[h.start] ?? '') &&
          ((o.end + 2 === h.start && POSSESSIVE.has(words[o.end + 1] ?? '')) || (o.end + 1 === h.start && /.{3}(s|ko|ki)$/.test(words[o.end] ?? ''))),
      ) &&
      // "mero 8 barsa ko chhora lai", "mero jethani lai": "my" of someone else, named as the one it happens to
      !otherHits.some((o) => o.start > h.end && o.start - h.end <= 2 && (isSufferer(words, o) || namedAgain(words, o, babyHits))) &&
      !listening.some((l) => l.start <= h.start && l.end >= h.start),
  );
  const meMentioned = forHer || herOwn.length > 0;
  // "नानी जन्मेको ५ दिन भयो, नानीकी आमा ढलिन": the baby's birth tells when, she is the one named
  // ("mero bwari ko chhoro janmeko 2 din, jiu nilo": she is named before, the baby is the one)
  const babyMentioned = babyHits.some((h) => !(meMentioned && BORN_WORDS.has(words[h.end + 1] ?? '') && meHits.some((m) => m.start > h.end)));
  // "व्यथा आएको छैन" (no labour pains yet) is not labour
  const inLabour = findAny(words, LABOUR).some((h) => !isNegated(words, h));
  // "सुत्केरी व्यथा" is labour, not the time after the birth
  const beforeBirth = findAny(words, SUTKERI_BEFORE);
  const afterBirthWords = findAny(words, AFTER_BIRTH).some((h) => !(h.start === h.end && beforeBirth.some((b) => b.start === h.end + 1)));
  const stage: TriageStage = afterBirthWords ? 'after_delivery' : context.stage;
  // someone else's sign is not hers ("my husband has fever"), unless she also speaks of herself or the baby
  // and only when her message starts with them ("my husband has fever", "jethani lai ragat bagyo"), not
  // when someone else is mentioned in passing ("... husband bahira cha")
  // what someone else says is about her ("sasu le bhannu bhayo ..."), unless the sign is theirs: named as the one it
  // happens to ("sasulai", "didi ko bachha", "hajurama lai")
  // someone named as the one told, or by their doings or things ("sriman lai bhandai", "neighbour machine"), unless named
  // again after as the one it happens to ("husband ko mobile ma message aayo, husband lai jwaro aayo")
  const notTheOne = (o: Hit) =>
    (isToldOrTheirs(words, o) || isOwnerOfThing(words, o)) && !otherHits.some((p) => p.start > o.end && isSufferer(words, p) && !isToldOrTheirs(words, p));
  const theirs = otherHits.some((o) => o.start <= 5 && ((isSufferer(words, o) && !notTheOne(o)) || namedAgain(words, o, [...meHits, ...babyHits])));
  // "usko tala bata ragat aayo", "saathi ko BP ..., usle sodhna bhani": she or he, someone named before
  const thirdHits = findAny(words, THIRD_PERSON);
  // (she names herself after them all: "husband lai jwaro cha usle sitamol khayo, mero chai ... ragat aairacha")
  // (not in what someone reports: "jethani ko stan suniyo re, usle doctor dekhai. mero chai dudh ramro aairacha")
  // "husband le marna man lagyo bhancha": what he says of himself
  const theySay = findAny(words, THEY_SAY).length > 0;
  // someone who writes for her, or the other one only tells ("sasu bhannuhunchha ...")
  const writesForHer = words.some((w) => WRITER_WORDS.has(w)) || findAny(words, REPORTED).length > 0 || theySay;
  const reportedByThem = writesForHer || words.some((w) => REPORTATIVE.has(w));
  // (or the baby after them all: "thulo chhora lai jhada lagyo, usko ta thik bhayo. tara sano babu lai ...")
  const herOwnAfter =
    !reportedByThem && [...herOwn, ...babyHits].some((h) => thirdHits.every((t) => t.end < h.start) && otherHits.every((o) => o.end < h.start));
  const thirdPerson = thirdHits.length > 0 && !herOwnAfter;
  const otherPerson =
    !forHer &&
    ((otherHits.some(
      (o) =>
        o.start <= 5 && (!isAgent(words, o) || animals.includes(o)) && !isVocative(words, o) && !isCompanion(words, o) && !isAway(words, o) && !notTheOne(o),
    ) &&
      !meMentioned &&
      !babyMentioned &&
      (theirs || findAny(words, REPORTED).length === 0)) ||
      (theirs && thirdPerson) ||
      (theySay && otherHits.some((o) => o.start <= 5 && !isVocative(words, o)) && !meMentioned && !babyMentioned));
  // only a woman of her family is named, pregnant or just delivered, beside the one who writes and not yet in care
  const family = findAny(words, WOMEN_OF_HER_FAMILY);
  const forFamily =
    otherPerson &&
    !meMentioned &&
    otherHits.length > 0 &&
    otherHits.every((o) => family.some((f) => f.start <= o.end && f.end >= o.start)) &&
    findAny(words, EXPECTING_OR_DELIVERED).length > 0 &&
    findAny(words, AWAY_OR_IN_CARE).length === 0;
  const readingsFound = readMeasurements(question);
  const week = weekOf(readingsFound, context);
  const hoursOfLabour = Math.max(labourHours(words), ...readingsFound.filter((r) => r.kind === 'labour_hours').map((r) => r.values[0] ?? 0));

  const found: Found = new Map();
  let selfHarm = false;

  const keys = wordKeys(words);
  // "janna matra", "just asking": nothing is happening, she wants to know
  const justAsking = findAny(words, JUST_ASKING).length > 0;
  const fainting = findAny(words, FAINTING).some((h) => !isNegated(words, h));
  // thoughts of self-harm are read even beside someone else's name ("sasu ko hela le thakiye, marnu nai thik"),
  // unless they are plainly someone else's
  const toldByThem = (theirs && thirdPerson) || findAny(words, REPORTED).length > 0 || theySay;
  // (and never silenced by "I only wanted to ask": "khop kahile bhanera sodhna khojeko ... chhat bata hamfalu jasto lagchha")
  const concepts = otherPerson && toldByThem ? [] : justAsking || otherPerson ? CONCEPTS.filter((c) => c.selfHarm) : CONCEPTS;
  // everyday words of dying said laughing ("marchhu", "kill me", "want to die") are not read as a thought of self-harm by
  // the rules (the mind model still reads them); the plain ones ("suicide", "kill myself", "marna man") are, laughing or not
  const laughing = words.some((w) => LAUGH_WORDS.has(w)) || LAUGH_EMOJI.test(question);
  // whose each sign is when someone else comes first and she speaks of herself or the baby after: "sasura ko pressure
  // 180/110 aayo re, ma 24 hapta, mero pressure kati hunuparxa?": a sign told before she names herself or the baby is
  // theirs
  // (not when someone writes for her, "i am her devar typing", nor when the other one only tells: `writesForHer`)
  const theirSpan = otherPerson || writesForHer ? null : firstOwnMention(words, otherHits, animals, meHits, babyHits, listening);
  for (const concept of concepts) {
    if (!mayMatch(concept, keys)) continue;
    const inBlues = stage === 'after_delivery' && context.babyAgeDays != null && context.babyAgeDays < BLUES_DAYS;
    const matched = concept.rules.filter((rule) => ruleMatches(words, rule, severe) && !(laughing && rule.figurative) && !(inBlues && rule.notInBlues));
    if (matched.length === 0) continue;
    if (
      theirSpan &&
      !concept.selfHarm &&
      matched.every((rule) => groupHits(words, rule.all[0] ?? [], rule, true).every((h) => theirSpan.from <= h.start && h.end < theirSpan.to))
    ) {
      continue;
    }
    const ruleSevere = matched.some((r) => r.severe);
    if (concept.id === SELF_HARM_CONCEPT) selfHarm = true;
    const evidence = matched.flatMap((r) => evidenceOf(words, original, r));
    // a word that names the sign itself does not also raise it: "लगातार बान्ता" is the reference's
    // "within 24 hours" sign, not a severe one ("dherai banta" is)
    const strongHits = matched.flatMap((r) => (r.strong ? findAny(words, r.strong) : []));
    const raising = severeHits.some((h) => !strongHits.some((x) => x.start <= h.start && x.end >= h.end));
    const conceptSevere = raising || concept.id === SELF_HARM_CONCEPT;
    // "shivering with cold" is no fit of hers (still of the baby's): see the convulsions concept
    const motherMatched = matched.some((r) => !(r.motherUnless && findAny(words, r.motherUnless).length > 0));

    const hasMother = Boolean(concept.pregnancy ?? concept.labour ?? concept.after);
    // whose sign: her own unless she speaks of the baby (and not of herself); the baby's in the
    // womb is hers; when unsure (a baby account, no one named) both
    const motherSide = motherMatched && (concept.fetal ? stage !== 'after_delivery' : meMentioned || !babyMentioned || !concept.newborn);
    const newbornSide = concept.fetal
      ? stage === 'after_delivery'
      : stage === 'pregnancy'
        ? babyMentioned && !inLabour
        : babyMentioned || (!meMentioned && (Boolean(context.babyAccount) || stage === 'unknown' || !hasMother));

    // in labour the labour sign; when that needs a severity she did not report ("ragat aayo" in
    // labour), the sign of her stage, so that nothing she reports is dropped
    if (motherSide && !(inLabour && applySide(found, concept.labour, conceptSevere, ruleSevere, evidence))) {
      if (stage === 'pregnancy') {
        if (concept.id === 'early_labour' && week != null && week >= TERM_WEEK) continue;
        // at term the waters breaking in labour told of a few hours ("byatha 4 ghanta bhayo, pani futyo") are labour
        // itself; before labour, before term or in a long labour they are the sign
        if (concept.id === 'water_breaks' && week != null && week >= TERM_WEEK && inLabour && hoursOfLabour > 0 && hoursOfLabour < PROLONGED_LABOUR_HOURS)
          continue;
        // "not felt yet" before about 20 weeks is no sign (danger-signs.json preg_reduced_movement's note)
        if (concept.id === 'movement' && week != null && week < MOVEMENT_FROM_WEEK) continue;
        applySide(found, concept.pregnancy ?? concept.labour, conceptSevere, ruleSevere, evidence, fainting);
      } else if (stage === 'after_delivery') {
        // the cord or an arm before the baby is a sign of labour only: days after the birth "cord" is the baby's navel
        if (concept.birthOnly && (context.babyAgeDays ?? 0) > 0) continue;
        applySide(found, concept.after ?? concept.labour, conceptSevere, ruleSevere, evidence);
      } else {
        // unknown stage: the most cautious reading of both
        applySide(found, concept.pregnancy, conceptSevere, ruleSevere, evidence);
        applySide(found, concept.after, conceptSevere, ruleSevere, evidence);
      }
    }
    if (newbornSide) applySide(found, concept.newborn, conceptSevere, ruleSevere, evidence);
  }

  // very low mood after the birth told by what she does: two kinds of it together (three in the first two weeks, when the
  // baby blues are common), or hearing voices or the baby not hers alone
  if (stage === 'after_delivery' && !otherPerson && !justAsking && !found.has('pp_mood')) {
    const told = (list: readonly Phrase[]) => findAny(words, list).filter((h) => !isNegated(words, h) && !isException(words, h, W.mood.except));
    const kinds = MOOD_KINDS.map(told).filter((hits) => hits.length > 0);
    const unreal = told(W.mood.unreal);
    const needed = (context.babyAgeDays ?? 30) < BLUES_DAYS ? 3 : 2;
    if (unreal.length > 0 || kinds.length >= needed) {
      const evidence = [...unreal, ...kinds.flat()].map((h) =>
        original()
          .slice(h.start, h.end + 1)
          .join(' '),
      );
      applySide(found, { id: 'pp_mood', heavyAction: 'go_to_facility_now' }, severe || unreal.length > 0, false, evidence);
    }
  }

  if ((inLabour || stage === 'pregnancy') && hoursOfLabour >= PROLONGED_LABOUR_HOURS && inLabour) {
    applySide(
      found,
      { id: 'lab_prolonged' },
      severe,
      false,
      readingsFound.filter((r) => r.kind === 'labour_hours').map((r) => r.text),
    );
  }

  const diarrhoeaHits = findAny(words, DIARRHOEA);
  const diarrhoeaSaid = diarrhoeaHits.length === 0 || diarrhoeaHits.some((h) => !isNegated(words, h));
  // a number told of someone else before she names herself or the baby is theirs ("my husband has fever 103 ..., i am 26
  // weeks"), as their words are (theirSpan)
  const own = readingsFound.filter((r) => !theirSpan || r.word === undefined || r.word < theirSpan.from || r.word >= theirSpan.to);
  const resolved = findAny(words, RESOLVED).length > 0 && findAny(words, BACK_NOW).length === 0;
  const judged = otherPerson
    ? new Set<Reading>()
    : judgeReadings(found, own, {
        words,
        stage,
        context,
        babyMentioned,
        meMentioned,
        inLabour,
        severe,
        diarrhoeaSaid,
        resolved,
        others: otherHits.filter((o) => !isAgent(words, o) && !isOwnerOfThing(words, o) && !isVocative(words, o) && !isCompanion(words, o)),
        forHer,
      });

  // yellow skin in a baby's first day is the reference's own sign (nb_jaundice_early), by her baby's age
  // (the first milk is yellow: "pahilo dudh pahelo bakhro chha" is no skin of the baby's)
  const clauses = clauseEnds(words);
  const yellow = findAny(words, YELLOW).find(
    (h) =>
      !isNegated(words, h) &&
      !(MILK_WORDS.has(words[h.start - 1] ?? '') && !clauses.has(h.start - 1)) &&
      !(MILK_WORDS.has(words[h.end + 1] ?? '') && !clauses.has(h.end)),
  );
  const onSkin = findAny(words, SKIN).length > 0 || findAny(words, JAUNDICE).length > 0;
  if (!otherPerson && stage !== 'pregnancy' && context.babyAgeDays != null && context.babyAgeDays <= 1 && yellow && onSkin) {
    applySide(found, { id: 'nb_jaundice_early' }, severe, false, [original()[yellow.start] ?? '']);
  }

  const signs = [...found.values()].map((f) => (f.sign.id === 'nb_fast_breathing' ? { ...f, sign: breathingSignFor(context.babyAgeDays) } : f));
  const action = signs.reduce<DangerAction | null>((a, s) => (a ? moreUrgent(a, s.action) : s.action), null);
  // the most urgent first
  signs.sort((a, b) => (a.action === b.action ? 0 : moreUrgent(a.action, b.action) === a.action ? -1 : 1));
  const result: TriageResult = {
    urgent: signs.length > 0,
    action,
    signs: signs.map((s) => ({ ...s.sign, action: s.action, evidence: [...s.evidence] })),
    selfHarm,
    readings: readingsFound.filter((r) => r.kind !== 'pregnancy_weeks').map((r) => readingLabel(r)),
    numbersInRange:
      signs.length === 0 &&
      !otherPerson &&
      readingsFound.some((r) => judged.has(r) && WHOLE(r)) &&
      readingsFound.every((r) => (judged.has(r) && WHOLE(r)) || r.kind === 'pregnancy_weeks' || !own.includes(r)),
    numbersAt: [...judged].map((r) => r.word ?? -1).filter((w) => w >= 0),
    otherPerson,
    // only a denial said: words of self-harm set aside for another reason (an exception, a past time) leave the mind
    // model to read them
    selfHarmDenied:
      !selfHarm && (findAny(words, W.self_harm.denied).length > 0 || (!laughing && findAny(words, SELF_HARM_WORDS).some((h) => isNegated(words, h)))),
  };
  return {
    result,
    forFamily,
    onHerPhone:
      otherPerson &&
      (findAny(words, ON_HER_PHONE).length > 0 ||
        otherHits.some((o) => isOwnerOfPhone(words, o) && !otherHits.some((p) => p.start > o.end && isSufferer(words, p) && !isToldOrTheirs(words, p)))),
  };
}

/**
 * An animal she tends ("bhainsi lai ghas halda", "gai lai dana didai": to it, then a verb of while) or one that struck her
 * ("bhainsi le hanyo", "kukurle tokyo", "buffalo kicked me"): the sign after it is hers, not the animal's.
 */
function tendedOrStruck(words: readonly string[], hit: Hit): boolean {
  const mark = words[hit.end + 1] ?? '';
  const toIt = mark === LAI || (words[hit.end] ?? '').endsWith(LAI);
  // the three words after the name and its mark ("lai", "le"), within the clause
  const from = hit.end + (mark === LAI || AGENT_MARKS.has(mark) ? 2 : 1);
  const clauses = clauseEnds(words);
  const next: string[] = [];
  for (let i = from; i < from + 3 && i < words.length; i++) {
    next.push(words[i] ?? '');
    if (clauses.has(i)) break;
  }
  return toIt ? next.some((w) => TENDING.test(w)) : STRUCK.test(next[0] ?? '');
}
const LAI = foldedWords('lai')[0] ?? 'lai';
/** Verbs of tending told as while (folded): "ghas halda", "dana didai", "pani dinda", "dudh duhuda", "charauda", "feeding". */
const TENDING = /^(hald|didai|did$|dind|kuw|khuw|kw|duh|carau|feed|milk)/;
const STRUCK = /^(hany|hann|hane|tokyo|tokn|latay|latt|hirkay|gochy|ghochy|kick|bit|attack|struck|hit)/;
/**
 * An animal given anything before the baby is named ("bhaisi lai ghas halera aauda nani ko jiu nilo"): the baby is hers.
 * Wider than TENDING ("halera", given medicine, too): it only frees a baby named after the animal, never makes the
 * animal's own sign hers.
 */
function tendedBefore(words: readonly string[], animal: Hit, baby: Hit): boolean {
  return words.slice(animal.end + 1, baby.start).some((w) => GIVEN.test(w) && !NOT_GIVEN.test(w));
}
const GIVEN = /^(hal|did|din|kuw|khuw|duh|carau)/;
/** Words that start like a verb of giving: "halka" (mild), "din" (a day), "dinbhari" (all day). */
const NOT_GIVEN = /^(halka|dinbhari|din$)/;

/** Someone named as the one a thing happens to or belongs to: "sasulai", "sasu lai", "didi ko", "जेठानीको". */
function isSufferer(words: readonly string[], hit: Hit): boolean {
  return afterMark(words, hit) !== null;
}

/** The word after someone's name and its mark ("lai", "ko", or either joined to the name), with the mark; null when unmarked. */
function afterMark(words: readonly string[], hit: Hit): { mark: string; next: string } | null {
  const last = words[hit.end] ?? '';
  const apart = words[hit.end + 1] ?? '';
  if (SUFFERER_MARKS.has(apart)) return { mark: apart, next: words[hit.end + 2] ?? '' };
  const joined = [...SUFFERER_MARKS].find((m) => last.endsWith(m) && last.length > m.length + 2);
  return joined === undefined ? null : { mark: joined, next: words[hit.end + 1] ?? '' };
}

/**
 * Someone named as the one told ("sriman lai bhandai thiye"), or whose doings or things are meant ("sasu ko jidd le", "sasu ko
 * gaali sunera", "bahiniko mobile bata"): not the one it happens to.
 */
function isToldOrTheirs(words: readonly string[], hit: Hit): boolean {
  const after = afterMark(words, hit);
  if (!after) return false;
  return POSSESSIVE_KO.has(after.mark) ? THING.test(after.next) || DONE_BY_THEM.test(after.next) : TOLD_TO.test(after.next);
}

/** Words after "X lai" that tell or ask X ("sriman lai bhandai thiye", "didi lai sodhe"). */
const TOLD_TO = beginsWithAny(['bhand', 'bhane', 'bhanch', 'bhanek', 'sodh', 'bataun', 'batae', 'भन्द', 'भने', 'भन्छ', 'भनेक', 'सोध', 'बताउ', 'बताए']);
/** What someone does to her, after "X ko": their scolding, insistence, words, quarrels ("sasu ko gaali sunera"). */
const DONE_BY_THEM = beginsWithAny(['gali', 'gaali', 'jid', 'bhanai', 'hela', 'jhagada', 'jhagda', 'गाली', 'जिद्द', 'जिद', 'भनाइ', 'हेला', 'झगडा']);

/** "नानी ठिक छ", "baby is fine": named, then said to be fine within three words. */
function saidFine(words: readonly string[], end: number): boolean {
  for (let i = end + 1; i <= Math.min(words.length - 1, end + 3); i++) if (FINE_WORDS.has(words[i] ?? '')) return !NEGATORS_AFTER.has(words[i + 1] ?? '');
  return false;
}

/** A child told in years ("7 barsa ki", "५ वर्षको", "5 year old") older than the baby of her account by a year or more. */
function olderChildren(words: readonly string[], babyAgeDays: number | null | undefined): Hit[] {
  const out: Hit[] = [];
  words.forEach((w, i) => {
    // "1.5 बर्ष" folds to "1 5 bars": a decimal is no age of years
    if (!/^\d+$/.test(w) || /^\d+$/.test(words[i - 1] ?? '') || !/^(bars|wars|year|yr|sal)/.test(words[i + 1] ?? '')) return;
    const years = Number(w);
    if (years >= 3 && years * 365 >= (babyAgeDays ?? 0) + 365) out.push({ start: i, end: i + 1, phrase: { words: [], text: 'older child' } });
  });
  return out;
}

/** Someone named as the one who does something ("sasu aama le tel lagaunu bhayo"): the sign that follows is not theirs. */
function isAgent(words: readonly string[], hit: Hit): boolean {
  // "sasu lekhdai:" (the mother-in-law typing for her) is the one who writes
  if (WRITER_WORDS.has(words[hit.end + 1] ?? '')) return true;
  const after = MOTHER_WORDS.has(words[hit.end + 1] ?? '') ? hit.end + 2 : hit.end + 1;
  const marked = (w: string | undefined) => w !== undefined && w.length > 4 && [...AGENT_MARKS].some((m) => w.endsWith(m));
  if (AGENT_MARKS.has(words[after] ?? '') || marked(words[hit.end])) return true;
  // "sasu ra srimaan le", "sasu ra srimaanle": the mark after the second name is the first's too
  if (AND_WORDS.has(words[after] ?? '')) return AGENT_MARKS.has(words[after + 2] ?? '') || marked(words[after + 1]);
  return false;
}

function readingLabel(r: Reading): string {
  if (r.kind === 'blood_pressure') return `BP ${r.text}`;
  return r.text;
}

interface Who {
  /** The question's folded words. */
  words: readonly string[];
  stage: TriageStage;
  context: TriageContext;
  babyMentioned: boolean;
  meMentioned: boolean;
  inLabour: boolean;
  severe: boolean;
  /** Diarrhoea named and not said absent. */
  diarrhoeaSaid: boolean;
  /** Something said to be over now ("aaja thik chha", "aaja chai chhaina"): RESOLVED, and nothing back. */
  resolved: boolean;
  /** Someone else named as the one a reading could be of (not the one who measured, nor the owner of the machine). */
  others: readonly Hit[];
  /** Read for a woman of her family (`forHer`): the one named is she. */
  forHer: boolean;
}

/** Her own reading named as hers, just before it: "my temp is 100 F ..., baby is 2 weeks". */
const HER_READING = phrases('my +temp', 'my +temperature', 'my +fever');
/** A device, not a reading of hers: "my temperature gun", "my fever thermometer". */
const DEVICE = /^(gun|machine|thermometer|meter|mitar)/;

/**
 * On a baby's account, she as the one who measured, not the one measured: "maile naapda 38.5 aayo babu ko jiu", "I
 * checked his temp it was 38.6" (the ergative "maile", or "I" and a measuring verb, folded: "took" is "tuk", "जाँच"
 * "janc"). On her own account "maile jiu naapda 38.5" is her way of telling her own temperature.
 */
function measuredBy(rest: readonly string[]): boolean {
  const [first, second] = rest;
  return first === 'maile' || (first === 'i' && MEASURED.test(second ?? ''));
}
const MEASURED = /^(ce[ck]|cheq|measur|mesur|tuk|count|naap|nap|jac|janc|herd)/;

/** The particle of what others say: "ragat aayo re" (she says), "भन्छे". */
const REPORTATIVE = new Set(['re', 'रे', 'bhanchhe', 'भन्छे', 'bhanchhin', 'भन्छिन्'].map((w) => foldedWords(w)[0] ?? w));

/** "of mine" at `at` ("a friend of mine": the friend; "of" folds to "op"). */
const OF = foldedWords('of')[0];
const ofMine = (words: readonly string[], at: number) => words[at] === OF && words[at + 1] === 'mine';

/** She or the baby, named closest before a reading ("मेरो ३७.६", "nani ko temperature 38"); null when neither is. */
function ownerBefore(r: Reading, words: readonly string[], babyAccount = false): 'me' | 'baby' | null {
  // the question's own words before it (a reading's `before` is its last 40 letters: "mero jiu alik tato jasto lagyo,
  // thermometer ma 37.5" had lost "mero")
  const before = r.word === undefined ? foldedWords(r.before ?? '') : words.slice(Math.max(0, r.word - 8), r.word);
  // the nearest one named within the few words before it ("malai rugha khoki ra ali jwaro jasto 37.8": hers)
  for (let i = before.length - 1; i >= Math.max(0, before.length - 8); i--) {
    const rest = before.slice(i);
    if (findAny(rest, BABY).some((h) => h.start === 0)) return 'baby';
    if (findAny(rest, ME).some((h) => h.start === 0) && !(babyAccount && measuredBy(rest))) return 'me';
    // "my temp is 100 F": her own reading, not a device of hers ("my temperature gun showed 37.8 on baby forehead")
    if (findAny(rest, HER_READING).some((h) => h.start === 0 && !DEVICE.test(rest[h.end + 1] ?? ''))) return 'me';
  }
  return null;
}

/**
 * A reading told as someone else's, right after their name and its mark: "didi ko 160/110 re", "husband ko chai 150/100",
 * "श्रीमानको १५०/१०० आयो", "my mother in law pressure is 180/110", "husband bp 150/95" (a word of the reading, "chai", "is"
 * or "today" may sit between). Only that tight form: "didi ko ghar ma naapda 160/110" is hers.
 */
function theirReading(r: Reading, who: Who): boolean {
  if (r.word === undefined || who.forHer) return false;
  // a health worker writes of the woman before her ("म एफसिएचभी हो, ... यो बहिनीको प्रेसर 160/104"): she is the one
  if (who.words.some((w) => HEALTH_WORKER.test(w))) return false;
  let i = r.word - 1;
  for (let k = 0; k < 4 && i >= 0 && (BETWEEN_NAME_AND_READING.has(who.words[i] ?? '') || READING_WORD.test(who.words[i] ?? '')); k++) i--;
  if (POSSESSIVE_KO.has(who.words[i] ?? '')) i--;
  // ("this sister", "यो बहिनी": the one before the writer; "with my husband, bp 160/110": the one she came with; nor past a
  // comma or a full stop)
  const clauses = clauseEnds(who.words);
  for (let k = i; k < r.word; k++) if (clauses.has(k)) return false;
  const withThem = (start: number) => who.words.slice(Math.max(0, start - 2), start).some((w) => COMPANION.has(w));
  // a grandfather, a brother, a father named only here, in this tight form ("hajurba ko bp 190/120 aayo re", "brother bp
  // 165/110"): as names everywhere they silenced a baby's fits in his grandfather's lap (decision 022)
  if (READING_ONLY_NAMES.has(who.words[i] ?? '')) return !withThem(i);
  return who.others.some((o) => o.end === i && !THIS.has(who.words[o.start - 1] ?? '') && !withThem(o.start));
}
const READING_ONLY_NAMES = new Set(
  ['hajurba', 'हजुरबा', 'hajurbako', 'हजुरबाको', 'hajurbuba', 'हजुरबुबा', 'hajurbubako', 'हजुरबुबाको', 'brother', 'brothers', 'daddy', 'daddys'].map(
    (w) => foldedWords(w)[0] ?? w,
  ),
);
const HEALTH_WORKER = beginsWithAny(['fchv', 'एफसिएचभी', 'एफ.सि.एच.भी', 'swayamsevika', 'स्वयंसेविका', 'sevika', 'सेविका', 'anm', 'अनमी']);
const THIS = new Set(['yo', 'यो', 'this', 'yi', 'यी', 'yini', 'यिनी'].map((w) => foldedWords(w)[0] ?? w));
const READING_WORD = /^(bp|bipi|pres|pras|temp|tem|jwar|taapkram|tapkram|reading)/;
const BETWEEN_NAME_AND_READING = new Set(
  ['chai', 'chahi', 'चाहिँ', 'चाहि', 'ta', 'त', 'is', 'was', 'today', 'aaja', 'आज', 'matra', 'मात्र', 'pani', 'पनि', 'ni', 'also'].map(
    (w) => foldedWords(w)[0] ?? w,
  ),
);

/** Whether a temperature or count is the baby's: she names the baby, or it is a baby's account and she does not name herself. */
function isBabys(who: Who): boolean {
  if (who.stage === 'pregnancy') return false;
  return who.babyMentioned || (Boolean(who.context.babyAccount) && !who.meMentioned);
}

/**
 * The numbers she typed, judged by core's rules: her blood pressure (bloodPressureVerdict: severe 160/110,
 * high 140/90), a temperature (the baby's 37.5 °C and 35.5 °C, hers 38 °C), a baby's breaths a minute by
 * age (IMCI), diarrhoea of 14 days or more. A number in the normal range takes back a sign her words alone
 * would have raised ("jwaro 37.2": no fever sign; "breathing fast, I counted 44" at 3 weeks).
 */
function judgeReadings(found: Found, readings: readonly Reading[], who: Who): Set<Reading> {
  // the readings judged (or set aside as past), not those no one could be said to own
  const judged = new Set<Reading>();
  for (const r of readings) {
    // "mero temperature 37.6, baby lai dudh khuwauna hunchha?": the one named just before the number
    const owner = r.kind === 'temperature' && who.stage !== 'pregnancy' ? ownerBefore(r, who.words, Boolean(who.context.babyAccount)) : null;
    const babys = owner ? owner === 'baby' : isBabys(who);
    // ("mero 116/78 thik aayo, husband ko chai 150/100": his)
    // (not judged: a reading of someone else's says nothing of hers being in range)
    if ((r.kind === 'blood_pressure' || r.kind === 'temperature') && theirReading(r, who)) continue;
    if (r.kind === 'blood_pressure') {
      // "gaya mahina BP 150/100 thiyo, aaja 124/80": a reading told as past beside another is not today's
      // ("gaeko hapta presar 150/100 aaera ..., aaja 128/82": a past time just before it and a reading after)
      const later = readings.some((o) => o.kind === 'blood_pressure' && o.at > r.at);
      judged.add(r);
      if (readings.some((o) => o !== r && o.kind === 'blood_pressure') && PAST_READING.test(r.after ?? '')) continue;
      if (later && PAST_BEFORE.test(r.before ?? '')) continue;
      const level = bloodPressureLevel(r);
      if (level === 'emergency') applySide(found, { id: 'bp_severe' }, who.severe, false, [readingLabel(r)]);
      else if (level === 'see-health-worker') applySide(found, { id: 'bp_high' }, who.severe, false, [readingLabel(r)]);
    } else if (r.kind === 'temperature') {
      judged.add(r);
      // "hijo jwaro 38.5 aayo ..., aaja 37 xa": a temperature told as past beside a later one is not today's, nor one told
      // as past and over ("jwaro 100 F thiyo hijo, aaja chai chhaina")
      if (readings.some((o) => o.kind === 'temperature' && o.at > r.at) && PAST_BEFORE.test(r.before ?? '')) continue;
      if (PAST_READING.test(r.after ?? '') && who.resolved) continue;
      const c = r.values[0] ?? 0;
      if (babys) {
        if (c >= BABY_FEVER_C) applySide(found, { id: 'nb_fever' }, who.severe, false, [r.text]);
        else if (c < BABY_COLD_BELOW_C) applySide(found, { id: 'nb_cold' }, who.severe, false, [r.text]);
        else {
          // a baby's temperature in the normal range takes back "hot" and "cold" her words alone raised
          found.delete('nb_fever');
          found.delete('nb_cold');
          // a baby's account and no one else named: "jiu tato" was the baby's too
          if (!who.meMentioned) for (const f of ['preg_fever', 'lab_fever', 'pp_fever']) found.delete(f);
        }
      } else {
        const id = who.inLabour && who.stage === 'pregnancy' ? 'lab_fever' : who.stage === 'pregnancy' ? 'preg_fever' : 'pp_fever';
        if (c >= MOTHER_FEVER_C) applySide(found, { id }, who.severe, false, [r.text]);
        else if (!who.severe) for (const f of ['preg_fever', 'lab_fever', 'pp_fever']) found.delete(f);
      }
    } else if (r.kind === 'breaths') {
      // (a count of breaths a minute on a baby's account is the baby's, "I counted" or not: "I counted breath 40 in 30 seconds")
      if (!babys && !who.babyMentioned && !who.context.babyAccount) continue;
      judged.add(r);
      const n = r.values[0] ?? 0;
      // an unknown age is judged by the lowest threshold (40 a minute), the cautious reading
      const limit = who.context.babyAgeDays == null ? 40 : fastBreathingThreshold(who.context.babyAgeDays);
      if (n >= limit) applySide(found, { id: 'nb_fast_breathing' }, who.severe, false, [r.text]);
      else if (!who.severe) found.delete('nb_fast_breathing');
    } else if (r.kind === 'baby_weight') {
      // the reference's nb_small: below 2.5 kg; below 1.5 kg go now (its note)
      const kg = r.values[0] ?? 0;
      // a weight under 6 kg after the birth is a baby's, whoever is named
      // (the reference's newborn sign: a birth weight told as at birth or past of a baby over a month old is history,
      // "janmeda 2.4 kg thiyo, ahile 1 mahina"; today's weight is judged at any age)
      const toldAtBirth = AT_BIRTH.test(r.before ?? '') || PAST_READING.test(r.after ?? '') || AT_BIRTH_AFTER.test(r.after ?? '');
      if (who.stage !== 'pregnancy' && !(toldAtBirth && (who.context.babyAgeDays ?? 0) > NEWBORN_DAYS)) {
        if (kg < 1.5) applySide(found, { id: 'nb_small', heavyAction: 'go_to_facility_now' }, true, false, [r.text]);
        else if (kg < 2.5) applySide(found, { id: 'nb_small' }, false, false, [r.text]);
      }
    } else if (r.kind === 'diarrhoea_days') {
      // "pakhala ni chaina, 6 mahina pugyo": no diarrhoea, and the months are the baby's age
      if ((r.values[0] ?? 0) >= PERSISTENT_DIARRHOEA_DAYS && (babys || who.babyMentioned) && who.diarrhoeaSaid) {
        applySide(found, { id: 'inf_persistent_diarrhoea' }, who.severe, false, [r.text]);
      }
    }
  }
  return judged;
}
