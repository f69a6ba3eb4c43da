/**
 * Mother (antenatal) and baby (birth to 15 months) schedule templates: which check-ups, vaccines and
 * medicines fall in which period, on which day, with their dose and a short bilingual description.
 *
 * Every clinical value here comes from two reference files; nothing is invented:
 * - `packages/core/src/reference/sources/nepal-immunization-schedule.json`: Nepal MoHP/DoHS Family Welfare Division,
 *   National Immunization Programme (NIP), schedule "as of 2025" (fIPV timing revised Dec 2022, TCV
 *   added Apr 2022, rotavirus added Jul 2020). Sources: MoHP e-HMIS/DHIS2 MNCH immunization card
 *   (amakomaya/mnch-timeline, vaccine x age grid with the Nepali names used below), WHO Nepal 2020,
 *   MoHP/CHD Rotavirus Vaccine Guideline 2075, MoHP spokesperson 27 Dec 2022 (fIPV), Gavi/WHO/UNICEF
 *   7 Apr 2022 (TCV), epomedicine.com "National Immunization Schedule of Nepal" (doses, routes, the
 *   7 child contacts). Rows used: `data.child_contacts`, `data.children`, `data.pregnant_women` (Td).
 * - `packages/core/src/reference/sources/nepal-anc-pnc-schedule.json`: MoHP PNC recommendation (3 visits),
 *   NTAG Nepal iron policy, Paudyal et al. 2022 (deworming), Jhpiego Dailekh calcium pilot 2016,
 *   WHO postnatal 2022 recommendations. Rows used: `pnc_nepal`, `pnc_who_2022` (contact 3 window),
 *   `maternal_medications`.
 * - The antenatal contacts: the national eHMIS's 8 ANC contacts (reference/anc-contacts.ts, from
 *   `packages/core/src/reference/sources/nepal-hmis-dhis2.md` §1.1, the eHMIS manual), the windows the HMIS
 *   sheet counts too; the 4-visit protocol (`anc_nepal_4_visit_protocol`) is no longer used
 *   (docs/decisions/031-anc-eight-contacts.md).
 *
 * Days: mother items count days since the last menstrual period (LMP), baby items days since birth.
 * Month-based infant ages use the reference's own `age_days` (month = 30.44 days: 9 m = 274, 12 m =
 * 365, 15 m = 456). Mother windows are the contacts' completed weeks in days (reference/anc-contacts.ts).
 *
 * `confirmed: false` marks what the reference itself calls unverified or low confidence; the UI may
 * show such items with a "check with your health post" hint, and they must be re-checked against the
 * FWD "National Medical Standard for Reproductive Health Vol. III" before release (reference notes).
 *
 * Left out on purpose (reference rows not turned into schedule items): the WHO 2016 contact timing (20,
 * 26, 30 ... weeks: the national eHMIS's own 8 windows are used instead) and the old 4-visit protocol; misoprostol (only for women
 * likely to deliver at home, decided by the health worker); postpartum vitamin A (low confidence, the
 * reference says to check current policy before showing it as a reminder); newborn care at delivery
 * (skin-to-skin, breastfeeding, chlorhexidine, vitamin K, delayed bath, weighing: done by the birth
 * attendant, not appointments); HPV (not an infant vaccine); hepatitis B and OPV birth doses (not in
 * the NIP).
 */
import { ANC_CONTACT_COUNT, ANC_CONTACT_WINDOWS_WEEKS, ancContactDays, ancContactKey } from './anc-contacts.ts';
import { MOTHER_POSTNATAL_PERIOD_KEY, ancContactPeriodKey } from './schedule-keys.ts';

/** Kind of schedule item (spec §3 "Vaccine".type). */
export type ItemType = 'vaccine' | 'checkup' | 'medicine';

/** A text in English and Nepali (Devanagari, Devanagari digits). */
export interface Text {
  en: string;
  ne: string;
}

/** One vaccine, check-up or medicine of a schedule period (spec §3 "Vaccine"). */
export interface ScheduleItemTemplate {
  /** Stable, kebab-case, unique across mother and baby schedules; records of given items refer to it. */
  key: string;
  name: Text;
  type: ItemType;
  /** 'required': part of Nepal's national programme; 'recommended': guidance whose Nepal adoption or details are unconfirmed. */
  required_status: 'required' | 'recommended';
  /** Dose, volume and route (vaccines), amount (medicines) or visit number (check-ups). */
  dose: Text;
  /** The due day: days since LMP (mother) or since birth (baby). */
  days: number;
  /** One or two plain sentences: what it protects against or what the visit is. */
  info: Text;
  /** False when the reference marks the fact as unverified or low confidence (see the item's comment). */
  confirmed: boolean;
  /**
   * Last day (same origin as `days`) on which the item still counts as on time ('due'), where the
   * reference gives a window (an ANC month, a PNC day). Absent: `days + DUE_WINDOW_DAYS` (domain/schedule.ts).
   */
  dueUntilDays?: number;
  /**
   * Last day on which a late item can still be given; after it the item is 'missed'. Only set where the
   * reference gives a limit or the visit's window closes. Absent: no limit for baby items; delivery
   * (LMP + 280 days) for antenatal items.
   */
  giveUntilDays?: number;
  /** The item cannot be given until at least `days` after the item `key` was given (the reference's minimum interval). */
  minDaysAfter?: { key: string; days: number };
  /**
   * Why a clinician must review the item's timing before release, where the reference itself is unsure
   * (shown to staff in the schedule items and on a person's schedule). Absent: nothing to review.
   */
  review?: Text;
}

/** A mother schedule period (spec §3 "Mother schedule period"): an antenatal visit window, in days since LMP. */
export interface MotherPeriodTemplate {
  key: string;
  /** First day of the window, days since LMP (spec `fromDays`). */
  fromDays: number;
  /** Last day of the window, days since LMP (shown as `dateTo`). */
  toDays: number;
  /** Picture file name (drawn separately). */
  image: string;
  items: ScheduleItemTemplate[];
}

/** A baby schedule period (spec §3 "Baby schedule period"): one of the 7 immunization contacts, in days since birth. */
export interface BabyPeriodTemplate {
  key: string;
  /** Age at the contact in days (spec `birthDays`). */
  birthDays: number;
  imageBoy: string;
  imageGirl: string;
  items: ScheduleItemTemplate[];
}

// ---------------------------------------------------------------------------------------------
// Text helpers (dose lines are assembled from the reference's volume, route and site).

const ORDINAL_NE = ['', 'पहिलो', 'दोस्रो', 'तेस्रो', 'चौथो', 'पाँचौँ', 'छैटौँ', 'सातौँ', 'आठौँ'] as const;
const DIGITS_NE = '०१२३४५६७८९';

/** ASCII digits to Devanagari digits. */
function neDigits(n: number): string {
  return String(n).replace(/\d/g, (d) => DIGITS_NE[Number(d)] ?? d);
}

function ordinalNe(n: number): string {
  const word = ORDINAL_NE[n];
  if (word === undefined || word === '') throw new RangeError(`No Nepali ordinal for ${n}`);
  return word;
}

/** Volumes as in the reference's `dose_volume`. */
const VOLUME = {
  ml005: { en: '0.05 mL', ne: '०.०५ मि.लि.' },
  ml01: { en: '0.1 mL', ne: '०.१ मि.लि.' },
  ml05: { en: '0.5 mL', ne: '०.५ मि.लि.' },
  ml15tube: { en: '1.5 mL (one tube)', ne: '१.५ मि.लि. (एक ट्युब)' },
  drops2: { en: '2 drops', ne: '२ थोपा' },
} satisfies Record<string, Text>;

/** Routes as in the reference's `route`. */
const ROUTE = {
  intradermal: { en: 'intradermal injection', ne: 'छालामा सुई' },
  intramuscular: { en: 'intramuscular injection', ne: 'मासुमा सुई' },
  subcutaneous: { en: 'subcutaneous injection', ne: 'छालामुनि सुई' },
  oral: { en: 'by mouth', ne: 'मुखबाट' },
} satisfies Record<string, Text>;

/** Sites as in the reference's `site`. */
const SITE = {
  leftUpperArm: { en: 'left upper arm', ne: 'देब्रे पाखुरा' },
  upperArm: { en: 'upper arm', ne: 'पाखुरा' },
  outerThigh: { en: 'outer mid-thigh', ne: 'तिघ्राको बाहिरी भाग' },
} satisfies Record<string, Text>;

/** 'Dose 1 of 3 · 0.5 mL intramuscular injection, outer mid-thigh' (or 'Single dose · ...'). */
function vaccineDose(n: number, of: number, volume: Text, route: Text, site?: Text): Text {
  const countEn = of === 1 ? 'Single dose' : `Dose ${n} of ${of}`;
  const countNe = of === 1 ? 'एक मात्रा' : `${neDigits(of)} मध्ये ${ordinalNe(n)} मात्रा`;
  return {
    en: `${countEn} · ${volume.en} ${route.en}${site ? `, ${site.en}` : ''}`,
    ne: `${countNe} · ${volume.ne} ${route.ne}${site ? `, ${site.ne}` : ''}`,
  };
}

/** 'Visit 2 of 8' plus an optional detail. */
function visitDose(n: number, of: number, detail?: Text): Text {
  return {
    en: `Visit ${n} of ${of}${detail ? ` · ${detail.en}` : ''}`,
    ne: `${neDigits(of)} मध्ये ${ordinalNe(n)} भेट${detail ? ` · ${detail.ne}` : ''}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Mother: antenatal care.

/** Naegele's rule, LMP + 280 days (domain/pregnancy.ts PREGNANCY_LENGTH_DAYS; not imported: domain depends on reference, not the reverse). */
const PREGNANCY_DAYS = 280;

const TD_NAME: Text = { en: 'Td vaccine (tetanus-diphtheria)', ne: 'टि.डी. खोप (धनुष्टङ्कार, भ्यागुते रोग)' };

/**
 * Td1: `pregnant_women[0]` "first ANC contact / as early as possible" (confidence high). Due from the start
 * of the pregnancy, so the first contact with the health post finds it due whenever it happens, and it stays
 * due (never 'overdue') until it is given or the pregnancy ends. Nepal's handling of previously vaccinated
 * women (booster only) is not confirmed in the reference, so both pregnancy doses are shown and the nurse
 * records what was given.
 */
const TD_1: ScheduleItemTemplate = {
  key: 'td-1',
  name: TD_NAME,
  type: 'vaccine',
  required_status: 'required',
  dose: vaccineDose(1, 2, VOLUME.ml05, ROUTE.intramuscular, SITE.upperArm),
  days: 0,
  info: {
    en: 'Protects against tetanus and diphtheria. Nepal gives 2 doses in pregnancy, the first at the first visit to the health post, as soon as the pregnancy is known.',
    ne: 'धनुष्टङ्कार र भ्यागुते रोगबाट बचाउँछ। नेपालमा गर्भावस्थामा २ मात्रा लगाइन्छ, पहिलो मात्रा गर्भ रहेको थाहा हुने बित्तिकै स्वास्थ्य चौकीको पहिलो भेटमा।',
  },
  confirmed: true,
  dueUntilDays: PREGNANCY_DAYS,
};

/**
 * Td2: `pregnant_women[0]` "at least 4 weeks after Td1 (ideally >= 2 weeks before delivery)"; nepal_schedule
 * "2 doses 1 month apart". Due 28 days after Td1 was given (minDaysAfter); while Td1 is not given, 28 days
 * after today.
 */
const TD_2: ScheduleItemTemplate = {
  key: 'td-2',
  name: TD_NAME,
  type: 'vaccine',
  required_status: 'required',
  dose: vaccineDose(2, 2, VOLUME.ml05, ROUTE.intramuscular, SITE.upperArm),
  days: 28,
  info: {
    en: 'Protects against tetanus and diphtheria. Given at least 4 weeks after the first dose, ideally at least 2 weeks before delivery.',
    ne: 'धनुष्टङ्कार र भ्यागुते रोगबाट बचाउँछ। पहिलो मात्राको कम्तीमा ४ हप्तापछि, सकेसम्म सुत्केरी हुनुभन्दा कम्तीमा २ हप्ताअघि लगाइन्छ।',
  },
  confirmed: true,
  minDaysAfter: { key: 'td-1', days: 28 },
};

/**
 * When each contact falls, as the item's name and description say it (the windows of reference/anc-contacts.ts).
 * `name`: in the item's name ("up to 12 weeks"); `at`: inside a sentence ("by 12 weeks", "in weeks 13-16").
 */
const CONTACT_TIMING: readonly { name: Text; at: Text }[] = ANC_CONTACT_WINDOWS_WEEKS.map(([from, to]) => {
  if (from === 0) return { name: { en: `up to ${to} weeks`, ne: `${neDigits(to)} हप्तासम्म` }, at: { en: `by ${to} weeks`, ne: `${neDigits(to)} हप्ताभित्र` } };
  if (from === to) return { name: { en: `${to} weeks`, ne: `${neDigits(to)} हप्ता` }, at: { en: `at ${to} weeks`, ne: `${neDigits(to)} हप्तामा` } };
  const en = `${from}-${to} weeks`;
  const ne = `${neDigits(from)}-${neDigits(to)} हप्ता`;
  return { name: { en, ne }, at: { en: `in weeks ${from}-${to}`, ne: `${ne}मा` } };
});

/** The first contact's advice: as soon as she knows she is pregnant (her first contact is also when Td 1 is given). */
const FIRST_CONTACT_ADVICE: Text = {
  en: ' Visit the health post as soon as you know you are pregnant.',
  ne: ' गर्भवती भएको थाहा पाउने बित्तिकै स्वास्थ्य चौकी जानुहोस्।',
};

/**
 * Antenatal contact `n` (1-8) of the national eHMIS (reference/anc-contacts.ts): due from the first day of its
 * window to the last day of its last week, then 'overdue' (a late check-up is still a check-up) until the
 * pregnancy's estimated delivery, after which it is 'missed' like every antenatal item. Contact 8's window
 * (38-40 completed weeks) runs past the estimated delivery (day 280): it stays overdue while the pregnancy
 * goes on (domain/schedule.ts). Confirmed: the national tool's own windows (nepal-hmis-dhis2.md §1.1).
 */
function ancContact(n: number): ScheduleItemTemplate {
  const { fromDays, toDays } = ancContactDays(n);
  const timing = CONTACT_TIMING[n - 1];
  if (!timing) throw new RangeError(`No ANC contact ${n}`);
  const advice = n === 1 ? FIRST_CONTACT_ADVICE : { en: '', ne: '' };
  return {
    key: ancContactKey(n),
    name: { en: `Antenatal contact ${n} (${timing.name.en})`, ne: `${ordinalNe(n)} गर्भ जाँच (${timing.name.ne})` },
    type: 'checkup',
    required_status: 'required',
    dose: visitDose(n, ANC_CONTACT_COUNT),
    days: fromDays,
    info: {
      en: `Antenatal check-up at the health post: contact ${n} of the ${ANC_CONTACT_COUNT} in Nepal's national schedule, ${timing.at.en} of pregnancy.${advice.en}`,
      ne: `स्वास्थ्य चौकीमा गर्भ जाँच: सरकारले तोकेका ${neDigits(ANC_CONTACT_COUNT)} पटकका गर्भ जाँचमध्ये ${ordinalNe(n)} भेट, गर्भको ${timing.at.ne}।${advice.ne}`,
    },
    confirmed: true,
    dueUntilDays: toDays,
  };
}

/** One mother period per contact: its window, its check-up and the items that start in it. */
function contactPeriod(n: number, image: string, items: readonly ScheduleItemTemplate[] = []): MotherPeriodTemplate {
  const { fromDays, toDays } = ancContactDays(n);
  return { key: ancContactPeriodKey(n), fromDays, toDays, image, items: [ancContact(n), ...items] };
}

/**
 * The start of the 2nd trimester: maternal_medications "start of 2nd trimester (after 12-13 weeks)" -> week 13,
 * the first day of contact 2's window.
 */
const SECOND_TRIMESTER_DAYS = 13 * 7;

/**
 * Mother periods, keyed by `fromDays` (days since LMP): the 8 contacts of the national eHMIS, each with its
 * window (reference/anc-contacts.ts). The five pictures of a growing pregnancy are shared by neighbouring contacts.
 */
export const MOTHER_PERIODS: readonly MotherPeriodTemplate[] = [
  contactPeriod(1, 'mother-period-1.svg', [TD_1, TD_2]),
  contactPeriod(2, 'mother-period-2.svg', [
    {
      // maternal_medications "Iron-folic acid (IFA)": start "start of 2nd trimester (after 12-13 weeks)"
      // -> week 13; through pregnancy and 45 days postpartum (confidence medium-high). The 180-tablet
      // target is not shown: the reference did not see it in an MoHP document.
      key: 'ifa-start',
      name: { en: 'Iron-folic acid tablets (start)', ne: 'आइरन चक्की (सुरु)' },
      type: 'medicine',
      required_status: 'required',
      dose: { en: '1 tablet daily · 60 mg iron + 400 µg folic acid', ne: 'दिनको १ चक्की · ६० मि.ग्रा. आइरन + ४०० माइक्रोग्राम फोलिक एसिड' },
      days: SECOND_TRIMESTER_DAYS,
      info: {
        en: 'Take 1 iron-folic acid tablet every day from the start of the 2nd trimester, through pregnancy and for 45 days after birth.',
        ne: 'गर्भ रहेको चौथो महिनादेखि सुत्केरी भएको ४५ दिनसम्म दिनहुँ एउटा आइरन चक्की खानुहोस्।',
      },
      confirmed: true,
    },
    {
      // maternal_medications "Albendazole (deworming)": 400 mg single dose "once after the first
      // trimester (2nd trimester)" -> week 13. Confidence "medium": deworming in pregnancy is part of
      // Nepal's Iron Intensification Programme; 400 mg after the 1st trimester is the WHO regimen.
      key: 'albendazole',
      name: { en: 'Albendazole (deworming)', ne: 'जुकाको औषधि (एल्बेन्डाजोल)' },
      type: 'medicine',
      required_status: 'required',
      dose: { en: 'Single dose · 400 mg by mouth', ne: 'एक मात्रा · ४०० मि.ग्रा. मुखबाट' },
      days: SECOND_TRIMESTER_DAYS,
      info: {
        en: 'Deworming tablet, taken once after the first trimester of pregnancy.',
        ne: 'जुकाको औषधि, गर्भ रहेको तीन महिनापछि एक पटक खानुहोस्।',
      },
      confirmed: true,
    },
    {
      // confirmed: false: maternal_medications "Calcium" has confidence "medium for pilot regimen;
      // low for national details": calcium is distributed nationally at ANC, but the national dose
      // and duration were not confirmed. Start "from the 2nd trimester until delivery" (Dailekh
      // pilot) -> week 13; no dose amount is shown, only the pilot's "different time from iron".
      key: 'calcium-start',
      name: { en: 'Calcium tablets (start)', ne: 'क्याल्सियम चक्की (सुरु)' },
      type: 'medicine',
      required_status: 'recommended',
      dose: { en: 'As given at the health post', ne: 'स्वास्थ्य चौकीले दिएअनुसार' },
      days: SECOND_TRIMESTER_DAYS,
      info: {
        en: 'Calcium tablets from the 2nd trimester until delivery, taken at a different time of day from iron. Follow the dose given at the health post.',
        ne: 'गर्भ रहेको चौथो महिनादेखि सुत्केरी नहुँदासम्म क्याल्सियम चक्की खानुहोस्, आइरन चक्की खाने समयभन्दा फरक समयमा। स्वास्थ्य चौकीले दिएको मात्राअनुसार खानुहोस्।',
      },
      confirmed: false,
    },
  ]),
  contactPeriod(3, 'mother-period-3.svg'),
  contactPeriod(4, 'mother-period-3.svg'),
  contactPeriod(5, 'mother-period-4.svg'),
  contactPeriod(6, 'mother-period-4.svg'),
  contactPeriod(7, 'mother-period-5.svg'),
  contactPeriod(8, 'mother-period-5.svg'),
];

// ---------------------------------------------------------------------------------------------
// Baby: postnatal visits and the National Immunization Programme.

/**
 * Nepali and English vaccine names. Nepali: the name mothers hear at the health post, with the acronym printed on the
 * MoHP MNCH immunization grid (`children[].name_ne`) in brackets (docs/glossary-ne.md).
 */
const VACCINE_NAME = {
  bcg: { en: 'BCG', ne: 'बि.सि.जी. (क्षयरोगविरुद्धको खोप)' },
  bopv: { en: 'bOPV (oral polio)', ne: 'पोलियो थोपा (ओ.पि.भी.)' },
  penta: { en: 'Pentavalent (DPT-HepB-Hib)', ne: 'पेन्टाभ्यालेन्ट (डि.पि.टि. हेप.बि.हिब)' },
  pcv: { en: 'PCV (pneumococcal)', ne: 'पि.सि.भी. (निमोनियाविरुद्धको खोप)' },
  rota: { en: 'Rotavirus', ne: 'रोटा खोप' },
  fipv: { en: 'fIPV (fractional inactivated polio)', ne: 'पोलियो सुई (एफ.आई.पि.भी.)' },
  mr: { en: 'MR (measles-rubella)', ne: 'दादुरा-रुबेला (एम.आर.)' },
  je: { en: 'JE (Japanese encephalitis)', ne: 'जे.ई. (जापानिज इन्सेफलाइटिस) खोप' },
  // name_ne is null in the reference; translated here.
  tcv: { en: 'TCV (typhoid conjugate)', ne: 'टाइफाइड खोप (टि.सि.भी.)' },
} satisfies Record<string, Text>;

const VACCINE_INFO = {
  bcg: {
    en: 'Protects against tuberculosis (TB). Given once, at birth or at the first contact with the health post.',
    ne: 'क्षयरोगबाट बचाउँछ। जन्मने बित्तिकै वा पहिलो पटक स्वास्थ्य चौकी आउँदा एक पटक लगाइन्छ।',
  },
  bopv: {
    en: 'Protects against polio. Two drops by mouth at 6, 10 and 14 weeks.',
    ne: 'पोलियोबाट बचाउँछ। ६, १० र १४ हप्तामा मुखमा २ थोपा खुवाइन्छ।',
  },
  penta: {
    en: 'Protects against diphtheria, whooping cough (pertussis), tetanus, hepatitis B and Hib (Haemophilus influenzae type b).',
    ne: 'भ्यागुते रोग, लहरे खोकी, धनुष्टङ्कार, हेपाटाइटिस बी र हिब (निमोनिया र दिमागी ज्वरो गराउने किटाणु)बाट बचाउँछ।',
  },
  pcv: {
    en: 'Protects against pneumococcal pneumonia, meningitis and ear infections. Doses at 6 weeks, 10 weeks and 9 months.',
    ne: 'निमोनिया, दिमागी ज्वरो (मेनिन्जाइटिस) र कान पाक्ने रोगबाट बचाउँछ। ६ हप्ता, १० हप्ता र ९ महिनामा लगाइन्छ।',
  },
  rota: {
    en: 'Protects against rotavirus diarrhoea. Given by mouth with the pentavalent vaccine; the two doses at least 4 weeks apart.',
    ne: 'रोटाभाइरसबाट हुने झाडापखालाबाट बचाउँछ। पेन्टाभ्यालेन्ट खोपसँगै मुखबाट खुवाइन्छ; दुई मात्राबीच कम्तीमा ४ हप्ताको फरक हुन्छ।',
  },
  fipv: {
    en: 'Protects against polio, together with the oral polio drops. A child who missed a dose can still get it up to 5 years of age.',
    ne: 'मुखबाट खुवाइने पोलियो थोपासँगै पोलियोबाट बचाउँछ। मात्रा छुटेका बालबालिकाले ५ वर्षको उमेरसम्म लगाउन सक्छन्।',
  },
  mr: {
    en: 'Protects against measles and rubella. Two doses, at 9 and 15 months.',
    ne: 'दादुरा र रुबेलाबाट बचाउँछ। ९ र १५ महिनामा दुई मात्रा लगाइन्छ।',
  },
  je: {
    en: 'Protects against Japanese encephalitis. Now given to children in all districts of Nepal.',
    ne: 'जापानिज इन्सेफलाइटिस (दिमागी ज्वरो)बाट बचाउँछ। अहिले नेपालका सबै जिल्लामा लगाइन्छ।',
  },
  tcv: {
    en: 'Protects against typhoid. Given once at 15 months.',
    ne: 'टाइफाइडबाट बचाउँछ। १५ महिनामा एक पटक लगाइन्छ।',
  },
} satisfies Record<keyof typeof VACCINE_NAME, Text>;

/** A routine NIP vaccine dose: required and confirmed (the immunization reference marks no infant dose as unconfirmed). */
function vaccine(
  id: keyof typeof VACCINE_NAME,
  n: number,
  of: number,
  days: number,
  dose: Text,
  extra: Pick<ScheduleItemTemplate, 'giveUntilDays' | 'minDaysAfter'> = {},
): ScheduleItemTemplate {
  return {
    key: `${id}-${n}`,
    name: VACCINE_NAME[id],
    type: 'vaccine',
    required_status: 'required',
    dose,
    days,
    info: VACCINE_INFO[id],
    confirmed: true,
    ...extra,
  };
}

/**
 * fIPV catch-up limit: "a child who missed doses can be vaccinated up to 5 years of age" (children
 * fIPV notes, MoHP spokesperson). 5 years = 60 months x 30.44 days (the reference's month) = 1826 days.
 */
const FIPV_GIVE_UNTIL_DAYS = Math.floor(60 * 30.44);

/**
 * fIPV catch-up spacing: "2 doses about 4 months apart" = 4 x 30.44 = 122 days. The routine doses
 * (14 weeks, 9 months) are 176 days apart, so this only delays dose 2 when dose 1 was given late.
 */
const FIPV_CATCH_UP_GAP_DAYS = Math.round(4 * 30.44);

/**
 * Minimum interval between two doses of the same vaccine: 4 weeks (28 days) for pentavalent, bOPV, PCV,
 * rotavirus and MR (MR2 at least 4 weeks after MR1). The immunization reference gives it for rotavirus
 * ("minimum 4 weeks between doses") and Td ("at least 4 weeks after Td1"); for the others it is the WHO
 * minimum interval between doses ("WHO recommendations for routine immunization - summary tables", Table 2:
 * DTP-containing, polio, PCV, rotavirus and measles-containing vaccines, 4 weeks), which Nepal's 4-week gaps
 * (6, 10, 14 weeks) follow. A dose given late therefore moves the next dose's due date.
 */
const MIN_INTERVAL_DAYS = 28;
const after = (key: string, days = MIN_INTERVAL_DAYS) => ({ minDaysAfter: { key, days } });

/**
 * Rotavirus is not given after 24 months of age: WHO position paper on rotavirus vaccines (Wkly Epidemiol
 * Rec 2021;96(28):301-219, as in its 2013 predecessor): "rotavirus vaccination of children older than 24
 * months is not recommended". The immunization reference gives no limit itself; this is the WHO one.
 * 24 months x 30.44 days (the reference's month) = 730 days; after it the dose is "not given (too late)".
 */
const ROTA_GIVE_UNTIL_DAYS = Math.floor(24 * 30.44);

/** One PNC visit (`pnc_nepal`, confidence "high for 3 protocol visits"). */
function pncVisit(visit: 1 | 2 | 3, days: number, when: Text, dueUntilDays: number, giveUntilDays: number): ScheduleItemTemplate {
  return {
    key: `pnc-${visit}`,
    name: { en: `Postnatal check-up ${visit}`, ne: `सुत्केरीपछिको ${ordinalNe(visit)} जाँच` },
    type: 'checkup',
    required_status: 'required',
    dose: visitDose(visit, 3, when),
    days,
    info: {
      en: `Check-up of mother and baby ${when.en}: visit ${visit} of the 3 postnatal visits in Nepal's protocol.`,
      ne: `${when.ne} आमा र शिशुको जाँच: सरकारले तोकेका ३ पटकका सुत्केरीपछिको जाँचमध्ये ${ordinalNe(visit)} भेट।`,
    },
    confirmed: true,
    dueUntilDays,
    giveUntilDays,
  };
}

function babyImages(key: string): Pick<BabyPeriodTemplate, 'imageBoy' | 'imageGirl'> {
  return { imageBoy: `baby-${key}-boy.svg`, imageGirl: `baby-${key}-girl.svg` };
}

/**
 * Baby periods, keyed by `birthDays`: the 7 immunization contacts of `child_contacts` (birth, 6, 10, 14
 * weeks, 9, 12, 15 months). The 3 Nepal PNC visits (day 0, 3, 7) sit in the 'birth' period rather than
 * in periods of their own, because the spec labels a period "Week floor(days/7)" and day 3 would read
 * "Week 0". Each PNC visit closes when the next protocol visit is due (a missed visit is replaced by
 * the next, not caught up); the third closes at day 14, the end of the WHO 2022 contact-3 window
 * "days 7-14" (`pnc_who_2022`), since the Nepal row gives only "day 7".
 */
export const BABY_PERIODS: readonly BabyPeriodTemplate[] = [
  {
    key: 'birth',
    birthDays: 0,
    ...babyImages('birth'),
    items: [
      // children BCG: birth, 0.05 mL intradermal, left upper arm; "give at birth or first contact" (no upper age given).
      vaccine('bcg', 1, 1, 0, vaccineDose(1, 1, VOLUME.ml005, ROUTE.intradermal, SITE.leftUpperArm)),
      // pnc_nepal visit 1: "within 24 hours of birth" (hours_max 24): on time on day 0 or 1.
      pncVisit(1, 0, { en: 'within 24 hours of birth', ne: 'जन्मेको २४ घण्टाभित्र' }, 1, 2),
      // pnc_nepal visit 2: "day 3".
      pncVisit(2, 3, { en: 'on day 3', ne: 'तेस्रो दिनमा' }, 3, 6),
      // pnc_nepal visit 3: "day 7"; window to day 14 per WHO 2022 contact 3.
      pncVisit(3, 7, { en: 'on day 7', ne: 'सातौँ दिनमा' }, 14, 14),
    ],
  },
  {
    key: '6-weeks',
    birthDays: 42,
    ...babyImages('6-weeks'),
    items: [
      // children bOPV dose 1: 6 weeks, 2 drops oral.
      vaccine('bopv', 1, 3, 42, vaccineDose(1, 3, VOLUME.drops2, ROUTE.oral)),
      // children pentavalent dose 1: 6 weeks, 0.5 mL IM, outer mid-thigh.
      vaccine('penta', 1, 3, 42, vaccineDose(1, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh)),
      // children PCV dose 1: 6 weeks (2+1 schedule), 0.5 mL IM, outer mid-thigh.
      vaccine('pcv', 1, 3, 42, vaccineDose(1, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh)),
      // children rotavirus (RV1) dose 1: 6 weeks, 1.5 mL oral; not after 24 months (WHO 2021, above).
      vaccine('rota', 1, 2, 42, vaccineDose(1, 2, VOLUME.ml15tube, ROUTE.oral), { giveUntilDays: ROTA_GIVE_UNTIL_DAYS }),
    ],
  },
  {
    key: '10-weeks',
    birthDays: 70,
    ...babyImages('10-weeks'),
    items: [
      // each at least 4 weeks after the dose before (MIN_INTERVAL_DAYS)
      vaccine('bopv', 2, 3, 70, vaccineDose(2, 3, VOLUME.drops2, ROUTE.oral), after('bopv-1')),
      vaccine('penta', 2, 3, 70, vaccineDose(2, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh), after('penta-1')),
      vaccine('pcv', 2, 3, 70, vaccineDose(2, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh), after('pcv-1')),
      // children rotavirus dose 2: 10 weeks; "minimum 4 weeks between doses"; not after 24 months.
      vaccine('rota', 2, 2, 70, vaccineDose(2, 2, VOLUME.ml15tube, ROUTE.oral), { ...after('rota-1'), giveUntilDays: ROTA_GIVE_UNTIL_DAYS }),
    ],
  },
  {
    key: '14-weeks',
    birthDays: 98,
    ...babyImages('14-weeks'),
    items: [
      vaccine('bopv', 3, 3, 98, vaccineDose(3, 3, VOLUME.drops2, ROUTE.oral), after('bopv-2')),
      vaccine('penta', 3, 3, 98, vaccineDose(3, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh), after('penta-2')),
      // children fIPV dose 1: 14 weeks (Dec 2022 revision), 0.1 mL intradermal, upper arm (fractional
      // IPV is intradermal by definition; the reference notes some web pages wrongly say IM).
      vaccine('fipv', 1, 2, 98, vaccineDose(1, 2, VOLUME.ml01, ROUTE.intradermal, SITE.upperArm), { giveUntilDays: FIPV_GIVE_UNTIL_DAYS }),
    ],
  },
  {
    key: '9-months',
    birthDays: 274,
    ...babyImages('9-months'),
    items: [
      // children PCV dose 3 (booster of the 2+1 schedule): 9 months.
      vaccine('pcv', 3, 3, 274, vaccineDose(3, 3, VOLUME.ml05, ROUTE.intramuscular, SITE.outerThigh), after('pcv-2')),
      // children fIPV dose 2: 9 months.
      vaccine('fipv', 2, 2, 274, vaccineDose(2, 2, VOLUME.ml01, ROUTE.intradermal, SITE.upperArm), {
        giveUntilDays: FIPV_GIVE_UNTIL_DAYS,
        minDaysAfter: { key: 'fipv-1', days: FIPV_CATCH_UP_GAP_DAYS },
      }),
      // children MR dose 1: 9 months, 0.5 mL subcutaneous, upper arm.
      vaccine('mr', 1, 2, 274, vaccineDose(1, 2, VOLUME.ml05, ROUTE.subcutaneous, SITE.upperArm)),
    ],
  },
  {
    key: '12-months',
    birthDays: 365,
    ...babyImages('12-months'),
    // children JE: 12 months, 0.5 mL subcutaneous, upper arm; routine in all districts.
    items: [vaccine('je', 1, 1, 365, vaccineDose(1, 1, VOLUME.ml05, ROUTE.subcutaneous, SITE.upperArm))],
  },
  {
    key: '15-months',
    birthDays: 456,
    ...babyImages('15-months'),
    items: [
      // children MR dose 2: 15 months.
      // at least 4 weeks after MR1 (MIN_INTERVAL_DAYS)
      vaccine('mr', 2, 2, 456, vaccineDose(2, 2, VOLUME.ml05, ROUTE.subcutaneous, SITE.upperArm), after('mr-1')),
      // children TCV: 15 months, 0.5 mL IM (the reference gives no site).
      vaccine('tcv', 1, 1, 456, vaccineDose(1, 1, VOLUME.ml05, ROUTE.intramuscular)),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Mother: her own postnatal care when no baby of the birth is living (a stillbirth, or the death of
// every baby of the birth within her postnatal period; docs/decisions/008-births-and-losses.md). After a
// live birth these check-ups are the baby's 'pnc-*' items ("check-up of mother and baby"); with no living
// baby they are hers alone, so they live in her schedule, counted in days since the birth. The words are
// gentle: no baby, no congratulation (docs/loss-wording-review.md).

/**
 * Days of her postnatal care: `maternal_medications` "Iron-folic acid (IFA)", "through pregnancy ... and 45
 * days postpartum (45 tablets)" (confidence medium-high). Her last postnatal item ends here, so a loss of the
 * baby later than this leaves nothing of hers to add.
 */
export const MOTHER_POSTNATAL_DAYS = 45;

export { MOTHER_POSTNATAL_PERIOD_KEY };

/** Her own check-up after the birth: one `pnc_nepal` visit (confidence "high for 3 protocol visits"), the same days and windows as the baby's `pnc-*`. */
function ownPncVisit(visit: 1 | 2 | 3, days: number, when: Text, dueUntilDays: number, giveUntilDays: number): ScheduleItemTemplate {
  return {
    key: `mother-pnc-${visit}`,
    name: { en: `Check-up after the birth (${visit} of 3)`, ne: `सुत्केरीपछिको ${ordinalNe(visit)} जाँच` },
    type: 'checkup',
    required_status: 'required',
    dose: visitDose(visit, 3, when),
    days,
    info: {
      en: `A check-up for your own health ${when.en}: visit ${visit} of the 3 check-ups after a birth in Nepal's protocol.`,
      ne: `${when.ne} तपाईंको आफ्नै स्वास्थ्यको जाँच: सरकारले तोकेका ३ पटकका सुत्केरीपछिको जाँचमध्ये ${ordinalNe(visit)} भेट।`,
    },
    confirmed: true,
    dueUntilDays,
    giveUntilDays,
  };
}

/**
 * Her own postnatal period, days since the birth (fromDays 0 to MOTHER_POSTNATAL_DAYS). No picture: the
 * antenatal pictures show a pregnancy, and none is shown to a mother after a loss.
 */
export const MOTHER_POSTNATAL_PERIODS: readonly MotherPeriodTemplate[] = [
  {
    key: MOTHER_POSTNATAL_PERIOD_KEY,
    fromDays: 0,
    toDays: MOTHER_POSTNATAL_DAYS,
    image: '',
    items: [
      // pnc_nepal visit 1: "within 24 hours of birth" (hours_max 24): on time on day 0 or 1 (as the baby's pnc-1).
      ownPncVisit(1, 0, { en: 'within 24 hours of the birth', ne: 'सुत्केरी भएको २४ घण्टाभित्र' }, 1, 2),
      // pnc_nepal visit 2: "day 3".
      ownPncVisit(2, 3, { en: 'on day 3', ne: 'तेस्रो दिनमा' }, 3, 6),
      // pnc_nepal visit 3: "day 7"; window to day 14 per WHO 2022 contact 3 "days 7-14" (pnc_who_2022).
      ownPncVisit(3, 7, { en: 'on day 7', ne: 'सातौँ दिनमा' }, 14, 14),
      {
        // maternal_medications "Iron-folic acid (IFA)": 1 tablet daily (60 mg iron + 400 µg folic acid) "and
        // 45 days postpartum (45 tablets)" (confidence medium-high): from the day of the birth to day 45.
        key: 'mother-ifa-postnatal',
        name: { en: 'Iron tablets for your own recovery', ne: 'आफ्नै स्वास्थ्यका लागि आइरन चक्की' },
        type: 'medicine',
        required_status: 'required',
        dose: {
          en: `1 tablet daily for ${MOTHER_POSTNATAL_DAYS} days · 60 mg iron + 400 µg folic acid`,
          ne: `${neDigits(MOTHER_POSTNATAL_DAYS)} दिनसम्म दिनको १ चक्की · ६० मि.ग्रा. आइरन + ४०० माइक्रोग्राम फोलिक एसिड`,
        },
        days: 0,
        info: {
          en: `Take 1 iron tablet every day for ${MOTHER_POSTNATAL_DAYS} days after the birth, for your own health. Your health post gives you the tablets.`,
          ne: `आफ्नै स्वास्थ्यका लागि सुत्केरी भएको ${neDigits(MOTHER_POSTNATAL_DAYS)} दिनसम्म दिनहुँ एउटा आइरन चक्की खानुहोस्। स्वास्थ्य चौकीले चक्की दिन्छ।`,
        },
        confirmed: true,
        dueUntilDays: MOTHER_POSTNATAL_DAYS,
        giveUntilDays: MOTHER_POSTNATAL_DAYS,
      },
    ],
  },
];
