/**
 * The AI doctor's knowledge base: short answers the team writes from published guidance, in English
 * and plain Nepali. Every entry names its source and its review status. Clinical numbers (doses,
 * ages, visit times) are only those of the reference files in packages/core/src/reference/sources/
 * (nepal-immunization-schedule.json, nepal-anc-pnc-schedule.json, danger-signs.json); where the
 * reference could not confirm a national dose (calcium), the entry says "as your health post gives".
 */

/** Where an entry's content comes from. */
export const KNOWLEDGE_SOURCES = {
  who_anc_2016: { en: 'WHO antenatal care guidance (2016)', ne: 'विश्व स्वास्थ्य सङ्गठन (WHO) को गर्भ जाँच निर्देशिका (२०१६)' },
  nepal_safe_motherhood: {
    en: 'Nepal Ministry of Health safe motherhood programme',
    ne: 'नेपाल स्वास्थ्य मन्त्रालयको सुरक्षित मातृत्व कार्यक्रम',
  },
  nepal_nip: { en: 'Nepal national immunization schedule', ne: 'नेपालको राष्ट्रिय खोप तालिका' },
  who_pcpnc: {
    en: 'WHO guide to pregnancy, childbirth, postpartum and newborn care',
    ne: 'गर्भ, सुत्केरी र नवजात शिशु स्याहारबारे विश्व स्वास्थ्य सङ्गठन (WHO) को निर्देशिका',
  },
  who_pnc_2022: { en: 'WHO postnatal care guidance (2022)', ne: 'सुत्केरीपछिको स्याहारबारे विश्व स्वास्थ्य सङ्गठन (WHO) को निर्देशिका (२०२२)' },
  who_iycf: { en: 'WHO infant and young child feeding guidance', ne: 'शिशु र बालबालिकाको खानाबारे विश्व स्वास्थ्य सङ्गठन (WHO) को निर्देशिका' },
  who_growth: { en: 'WHO child growth standards', ne: 'शिशुको वृद्धिबारे विश्व स्वास्थ्य सङ्गठन (WHO) को मापदण्ड' },
  nepal_imnci: {
    en: 'Nepal community-based newborn and childhood illness programme (CB-IMNCI)',
    ne: 'नेपालको समुदायमा आधारित नवजात तथा बाल रोग व्यवस्थापन (CB-IMNCI)',
  },
  who_fp: { en: 'WHO family planning handbook', ne: 'परिवार योजनाबारे विश्व स्वास्थ्य सङ्गठन (WHO) को पुस्तिका' },
  who_mental: { en: 'WHO guidance on mothers’ mental health', ne: 'आमाको मानसिक स्वास्थ्यबारे विश्व स्वास्थ्य सङ्गठन (WHO) को निर्देशिका' },
} as const;

export type KnowledgeSourceId = keyof typeof KNOWLEDGE_SOURCES;

export const KNOWLEDGE_TOPICS = [
  'pregnancy',
  'nutrition',
  'antenatal_visits',
  'discomforts',
  'birth_preparedness',
  'labour',
  'breastfeeding',
  'newborn_care',
  'vaccines',
  'growth',
  'complementary_feeding',
  'postpartum',
  'mood',
  'family_planning',
  'danger_signs',
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

/** Who an entry is for: the pregnancy, the mother after the birth, the baby, or anyone. */
export type KnowledgeStage = 'pregnancy' | 'after_delivery' | 'baby' | 'any';

/**
 * `team_draft`: written by the team from the source, not yet read by a Nepali-speaking health
 * worker (all entries today); `health_worker_reviewed` once one has.
 */
export type ReviewStatus = 'team_draft' | 'health_worker_reviewed';

/** What personal line the answer may add: her week, her baby's age, her next due item. */
export type KnowledgeContext = 'week' | 'baby_age' | 'next_due';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  stage: KnowledgeStage;
  title: { en: string; ne: string };
  /** Paragraphs separated by line breaks. */
  answer: { en: string; ne: string };
  /** Other words for the question: English, Nepali and romanized Nepali. */
  keywords: string[];
  source: KnowledgeSourceId;
  review: ReviewStatus;
  context?: KnowledgeContext[];
}

/** Short constructor for the data files. */
export function entry(
  id: string,
  topic: KnowledgeTopic,
  stage: KnowledgeStage,
  source: KnowledgeSourceId,
  title: [en: string, ne: string],
  answer: [en: string, ne: string],
  keywords: string,
  context?: KnowledgeContext[],
): KnowledgeEntry {
  return {
    id,
    topic,
    stage,
    source,
    title: { en: title[0], ne: title[1] },
    answer: { en: answer[0], ne: answer[1] },
    keywords: keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    review: 'team_draft',
    ...(context ? { context } : {}),
  };
}
