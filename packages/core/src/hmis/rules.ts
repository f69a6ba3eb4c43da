/**
 * The HMIS 9.3 cells: one declarative rule per cell (data element × disaggregation), in the sheet's
 * order. A rule names the facts it counts (facts.ts) and the condition a fact must meet; a fact is
 * counted in the month of its `date` (Nepal time, BS month) at its `healthPostId`. The data elements
 * and disaggregations are those of reference/sources/nepal-hmis-dhis2.md §1.2; the DHIS2 identifiers
 * live apart, in the deployment's metadata mapping.
 */
import { ancWindowOf } from './facts.ts';
import type { AgeGroup, AncFact, BabyFact, ComplicationFact, DeliveryFact, HmisFacts, MaternalDeathFact, PncFact, TdFact, VaccinationFact } from './facts.ts';
import { ANTIGEN_DOSES, ANTIGENS, MATERNAL_DEATH_TIMINGS, OBSTETRIC_COMPLICATIONS, type Antigen } from './register.ts';

/** English and Nepali words of a label. */
export interface HmisText {
  en: string;
  ne: string;
}

/**
 * The groups of cells that are blank together: a section whose facts are all absent at the post in the
 * month is left blank (nothing was done), otherwise each of its cells is a number, 0 included.
 */
export const HMIS_SECTIONS = ['immunization', 'td', 'anc', 'delivery', 'pnc', 'complications', 'maternalDeaths'] as const;
export type HmisSection = (typeof HMIS_SECTIONS)[number];

/** Which facts a section's blank-or-not is judged by. */
export const SECTION_FACTS: Record<HmisSection, keyof HmisFacts> = {
  immunization: 'vaccination',
  td: 'td',
  anc: 'anc',
  delivery: 'delivery',
  pnc: 'pnc',
  complications: 'complication',
  maternalDeaths: 'maternalDeath',
};

/** One cell's rule. */
export interface HmisCellRule<K extends keyof HmisFacts = keyof HmisFacts> {
  /** Stable id: `<data element>.<disaggregation>` (the metadata mapping keys on it). */
  id: string;
  section: HmisSection;
  /** The heading it is printed under (the sheet's table). */
  group: string;
  /** The data element's words, and the disaggregation's. */
  element: HmisText;
  option: HmisText | null;
  facts: K;
  where: (fact: HmisFacts[K][number]) => boolean;
  /** A Mamata-only cell (not on the national sheet, not sent): e.g. "age not recorded". */
  local?: boolean;
}

const t = (en: string, ne: string): HmisText => ({ en, ne });

function rule<K extends keyof HmisFacts>(r: HmisCellRule<K>): HmisCellRule {
  return r as unknown as HmisCellRule;
}

const AGE_OPTIONS: readonly (readonly [AgeGroup, HmisText])[] = [
  ['lt20', t('Under 20 years', '२० वर्षमुनि')],
  ['ge20', t('20 years and over', '२० वर्ष र माथि')],
  ['notRecorded', t('Age not recorded', 'उमेर नलेखिएको')],
];

const ANTIGEN_NAMES: Record<Antigen, HmisText> = {
  bcg: t('BCG', 'बि.सि.जी. (क्षयरोगविरुद्धको खोप)'),
  penta: t('Pentavalent (DPT-HepB-Hib)', 'पेन्टाभ्यालेन्ट (डि.पि.टि. हेप.बि.हिब)'),
  opv: t('OPV', 'पोलियो थोपा (ओ.पि.भी.)'),
  pcv: t('PCV', 'पि.सि.भी. (निमोनियाविरुद्धको खोप)'),
  rota: t('Rotavirus', 'रोटा खोप'),
  fipv: t('fIPV', 'पोलियो सुई (एफ.आई.पि.भी.)'),
  mr: t('MR', 'दादुरा-रुबेला (एम.आर.)'),
  je: t('JE', 'जे.ई. (जापानिज इन्सेफलाइटिस) खोप'),
  tcv: t('TCV (typhoid)', 'टाइफाइड खोप (टि.सि.भी.)'),
};

const DOSE_WORDS: HmisText[] = [t('Dose 1', 'पहिलो मात्रा'), t('Dose 2', 'दोस्रो मात्रा'), t('Dose 3', 'तेस्रो मात्रा')];

const immunization = ANTIGENS.flatMap((antigen) =>
  (ANTIGEN_DOSES[antigen] as readonly number[]).map((dose) =>
    rule({
      id: `immunization.${antigen}${ANTIGEN_DOSES[antigen].length > 1 ? dose : ''}`,
      section: 'immunization',
      group: 'immunization',
      element: ANTIGEN_NAMES[antigen],
      option: ANTIGEN_DOSES[antigen].length > 1 ? (DOSE_WORDS[dose - 1] ?? null) : null,
      facts: 'vaccination',
      where: (f: VaccinationFact) => f.antigen === antigen && f.dose === dose,
    }),
  ),
);

const td = (
  [
    ['td1', t('Td 1', 'टि.डी. पहिलो')],
    ['td2', t('Td 2', 'टि.डी. दोस्रो')],
    ['td2plus', t('Td 2+', 'टि.डी. दोस्रोभन्दा बढी')],
  ] as const
).map(([dose, option]) =>
  rule({
    id: `td.${dose}`,
    section: 'td',
    group: 'td',
    element: t('Td to pregnant women', 'गर्भवती महिलालाई टि.डी.'),
    option,
    facts: 'td',
    where: (f: TdFact) => f.dose === dose,
  }),
);

/** ANC cells by age group (§1.2 ANC: "Each split <20 / ≥20 years"). */
function ancCells(id: string, element: HmisText, where: (f: AncFact) => boolean) {
  return AGE_OPTIONS.map(([age, option]) =>
    rule({
      id: `${id}.${age}`,
      section: 'anc',
      group: 'anc',
      element,
      option,
      facts: 'anc',
      where: (f: AncFact) => f.age === age && where(f),
      local: age === 'notRecorded',
    }),
  );
}

const anc = [
  // §1.1: each ANC is "first, any time", "per protocol" or "non-protocol"; §1.2 "First ANC (any time)"
  ...ancCells('anc.firstAnyTime', t('First ANC contact (any time)', 'पहिलो गर्भ जाँच (जुनसुकै समय)'), (f) => f.first),
  // the first protocol window is up to 12 weeks (§1.1 windows)
  ...ancCells(
    'anc.firstOnProtocol',
    t('First ANC contact as per protocol (up to 12 weeks)', 'सरकारले तोकेको समयमा पहिलो गर्भ जाँच (१२ हप्तासम्म)'),
    (f) => f.first && ancWindowOf(f.week) === 1,
  ),
  ...ancCells('anc.onProtocol', t('ANC contacts as per protocol', 'सरकारले तोकेको समयमा गरिएका गर्भ जाँच'), (f) => f.protocolWindow !== null),
  ...ancCells('anc.eightOnProtocol', t('8 ANC contacts as per protocol completed', 'सरकारले तोकेका ८ पटकका गर्भ जाँच पूरा'), (f) => f.completesEight),
];

const deliveryService = (
  [
    ['sba', t('By skilled birth attendant', 'दक्ष प्रसूतिकर्मीबाट')],
    ['otherHealthWorker', t('By other health worker', 'अन्य स्वास्थ्यकर्मीबाट')],
  ] as const
).flatMap(([attendant, element]) =>
  (
    [
      ['facility', t('At health facility', 'स्वास्थ्य संस्थामा')],
      ['home', t('At home', 'घरमा')],
    ] as const
  ).map(([where, option]) =>
    rule({
      id: `delivery.${attendant}.${where}`,
      section: 'delivery',
      group: 'deliveryService',
      element,
      option,
      facts: 'delivery',
      where: (f: DeliveryFact) => f.delivery.attendant === attendant && f.where === where,
    }),
  ),
);

const deliveryType = (
  [
    ['spontaneous', t('Spontaneous', 'सामान्य')],
    ['vacuumForceps', t('Vacuum / forceps', 'भ्याकुम / फोरसेप')],
    ['caesarean', t('Caesarean section', 'शल्यक्रिया (सी/एस)')],
  ] as const
).flatMap(([mode, element]) =>
  (
    [
      ['cephalic', t('Cephalic', 'सेफालिक')],
      ['shoulder', t('Shoulder', 'सोल्डर')],
      ['breech', t('Breech', 'ब्रीच')],
    ] as const
  ).map(([presentation, option]) =>
    rule({
      id: `deliveryType.${mode}.${presentation}`,
      section: 'delivery',
      group: 'deliveryType',
      element,
      option,
      facts: 'delivery',
      where: (f: DeliveryFact) => f.delivery.mode === mode && f.delivery.presentation === presentation,
    }),
  ),
);

const MULTIPLICITY: readonly (readonly [BabyFact['multiplicity'], HmisText])[] = [
  ['single', t('Single', 'एकल')],
  ['twin', t('Twin', 'जुम्ल्याहा')],
  ['tripletPlus', t('Triplet or more', 'तीन वा बढी')],
];

const mothersByOutcome = MULTIPLICITY.map(([m, option]) =>
  rule({
    id: `outcome.mothers.${m}`,
    section: 'delivery',
    group: 'deliveryOutcome',
    element: t('Mothers delivered', 'सुत्केरी भएका आमा'),
    option,
    facts: 'delivery',
    where: (f: DeliveryFact) => (m === 'single' ? f.babies === 1 : m === 'twin' ? f.babies === 2 : f.babies >= 3),
  }),
);

// §1.3 pitfall: female and male live births are separate cells, never one overwriting the other
const liveBirths = MULTIPLICITY.flatMap(([m, multiplicity]) =>
  (
    [
      ['female', t('female', 'छोरी')],
      ['male', t('male', 'छोरा')],
    ] as const
  ).map(([sex, sexWord]) =>
    rule({
      id: `outcome.liveBirths.${m}.${sex}`,
      section: 'delivery',
      group: 'deliveryOutcome',
      element: t('Live births', 'जीवित जन्म'),
      option: t(`${multiplicity.en}, ${sexWord.en}`, `${multiplicity.ne}, ${sexWord.ne}`),
      facts: 'baby',
      where: (f: BabyFact) => f.outcome === 'live' && f.multiplicity === m && f.sex === sex,
    }),
  ),
);

const stillbirths = (
  [
    ['fresh', 'freshStillbirth', t('Fresh', 'फ्रेस')],
    ['macerated', 'maceratedStillbirth', t('Macerated', 'मासेरेटेड')],
  ] as const
).map(([id, outcome, option]) =>
  rule({
    id: `stillbirth.${id}`,
    section: 'delivery',
    group: 'stillbirth',
    element: t('Stillbirths', 'मृत जन्म'),
    option,
    facts: 'baby',
    where: (f: BabyFact) => f.outcome === outcome,
  }),
);

const WEIGHT_BANDS = [
  ['normal', t('2.5 kg and over', '२.५ केजी र माथि')],
  ['low', t('1.5 to under 2.5 kg', '१.५ देखि २.५ केजीभन्दा कम')],
  ['veryLow', t('Under 1.5 kg', '१.५ केजीभन्दा कम')],
] as const;

const birthWeight = (
  [
    ['', t('Live births by weight', 'तौलअनुसार जीवित जन्म'), () => true],
    ['.asphyxia', t('Live births with asphyxia', 'निसासिएका जीवित जन्म (एस्फिक्सिया)'), (f: BabyFact) => f.asphyxia],
    ['.defect', t('Live births with a visible defect', 'देखिने जन्मजात विकृतिसहित जीवित जन्म'), (f: BabyFact) => f.defect],
  ] as const
).flatMap(([suffix, element, extra]) =>
  WEIGHT_BANDS.map(([band, option]) =>
    rule({
      id: `birthWeight.${band}${suffix}`,
      section: 'delivery',
      group: 'birthWeight',
      element,
      option,
      facts: 'baby',
      where: (f: BabyFact) => f.outcome === 'live' && f.weightBand === band && extra(f),
    }),
  ),
);

const pnc = [
  rule({
    id: 'pnc.within24h',
    section: 'pnc',
    group: 'pnc',
    element: t('PNC within 24 hours of delivery', 'सुत्केरी भएको २४ घण्टाभित्र सुत्केरीपछिको जाँच'),
    option: null,
    facts: 'pnc',
    where: (f: PncFact) => f.within24h,
  }),
  rule({
    id: 'pnc.threeOnProtocol',
    section: 'pnc',
    group: 'pnc',
    element: t('3 PNC as per protocol', 'सरकारले तोकेका ३ पटकका सुत्केरीपछिको जाँच पूरा'),
    option: null,
    facts: 'pnc',
    where: (f: PncFact) => f.completesThree,
  }),
];

/** Words of each complication (also the staff console's choices). */
export const COMPLICATION_WORDS: Record<(typeof OBSTETRIC_COMPLICATIONS)[number], HmisText> = {
  antepartumHaemorrhage: t('Antepartum haemorrhage', 'सुत्केरी हुनुअघि धेरै रगत बग्ने'),
  postpartumHaemorrhage: t('Postpartum haemorrhage', 'सुत्केरीपछि धेरै रगत बग्ने'),
  preEclampsia: t('Pre-eclampsia', 'प्रि-एक्लाम्सिया'),
  eclampsia: t('Eclampsia', 'एक्लाम्सिया'),
  retainedPlacenta: t('Retained placenta', 'साल अड्किएको'),
  prolongedLabour: t('Prolonged labour', 'लामो प्रसव व्यथा'),
  obstructedLabour: t('Obstructed labour', 'अवरुद्ध प्रसव'),
  ruptureUterus: t('Ruptured uterus', 'पाठेघर फाटेको'),
  puerperalSepsis: t('Puerperal sepsis', 'सुत्केरीपछिको सङ्क्रमण'),
  ectopicPregnancy: t('Ectopic pregnancy', 'पाठेघरबाहिरको गर्भ'),
  abortionComplication: t('Abortion complication', 'गर्भपतनपछिको जटिलता'),
  other: t('Other complication', 'अन्य जटिलता'),
};

const complications = OBSTETRIC_COMPLICATIONS.map((kind) =>
  rule({
    id: `complication.${kind}`,
    section: 'complications',
    group: 'complications',
    element: t('Obstetric complications', 'प्रसूति जटिलता'),
    option: COMPLICATION_WORDS[kind],
    facts: 'complication',
    where: (f: ComplicationFact) => f.kind === kind,
  }),
);

/** Words of each timing of a maternal death. */
export const DEATH_TIMING_WORDS: Record<(typeof MATERNAL_DEATH_TIMINGS)[number], HmisText> = {
  antepartum: t('Antepartum', 'प्रसवपूर्व'),
  intrapartum: t('Intrapartum', 'प्रसवको बेला'),
  postpartum: t('Postpartum', 'प्रसवपश्चात्'),
};

const maternalDeaths = MATERNAL_DEATH_TIMINGS.map((timing) =>
  rule({
    id: `maternalDeath.${timing}`,
    section: 'maternalDeaths',
    group: 'maternalDeaths',
    element: t('Maternal deaths', 'मातृ मृत्यु'),
    option: DEATH_TIMING_WORDS[timing],
    facts: 'maternalDeath',
    where: (f: MaternalDeathFact) => f.timing === timing,
  }),
);

/** Every cell, in the order of the sheet. */
export const HMIS_CELLS: readonly HmisCellRule[] = [
  ...immunization,
  ...td,
  ...anc,
  ...deliveryService,
  ...deliveryType,
  ...mothersByOutcome,
  ...liveBirths,
  ...stillbirths,
  ...birthWeight,
  ...pnc,
  ...complications,
  ...maternalDeaths,
];

/** Headings of the sheet's tables, in order. */
export const HMIS_GROUP_TITLES: Record<string, HmisText> = {
  immunization: t('Immunization of children', 'बालबालिकाको खोप'),
  td: t('Td to pregnant women', 'गर्भवती महिलालाई टीडी खोप'),
  anc: t('Antenatal care', 'गर्भवती जाँच'),
  deliveryService: t('Delivery service', 'प्रसूति सेवा'),
  deliveryType: t('Type of delivery', 'प्रसूतिको किसिम'),
  deliveryOutcome: t('Delivery outcome', 'प्रसूतिको परिणाम'),
  stillbirth: t('Stillbirths', 'मृत जन्म'),
  birthWeight: t('Birth weight', 'जन्मदाको तौल'),
  pnc: t('Postnatal care', 'सुत्केरीपछिको जाँच'),
  complications: t('Obstetric complications', 'प्रसूति जटिलता'),
  maternalDeaths: t('Maternal deaths', 'मातृ मृत्यु'),
};
