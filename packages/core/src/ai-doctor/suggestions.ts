/**
 * Suggested questions for the AI doctor screen (`GET provider/chatgpt/queries`): 6 to 8 in her
 * language, chosen for her stage (trimester, days after the birth, the baby's age band). Each one
 * is answered by the knowledge base (the evaluation test checks it).
 */
import type { Lang } from '../preferences.ts';

/** A question in both languages and the knowledge entry that answers it. */
type Suggestion = [en: string, ne: string, entry: string];

const ANY: Suggestion[] = [
  ['What are the danger signs I should know?', 'थाहा पाउनुपर्ने खतराका लक्षण के हुन्?', 'danger-pregnancy'],
  ['Which family planning methods can I use?', 'परिवार नियोजनका कुन साधन प्रयोग गर्न सकिन्छ?', 'fp-methods'],
];

const BY_BAND: Record<string, Suggestion[]> = {
  trimester1: [
    ['What happens in the first three months?', 'गर्भको पहिलो तीन महिनामा के हुन्छ?', 'preg-first-trimester'],
    ['How can I ease nausea and vomiting?', 'वाकवाकी र बान्ता कसरी कम गर्ने?', 'disc-morning-sickness'],
    ['When should I have my first check-up?', 'पहिलो जाँच कहिले गराउने?', 'anc-first-visit'],
    ['What should I eat during pregnancy?', 'गर्भावस्थामा के खाने?', 'nut-diet-pregnancy'],
    ['Which medicines are safe in pregnancy?', 'गर्भावस्थामा कुन औषधि खान मिल्छ?', 'preg-medicines'],
  ],
  trimester2: [
    ['When do I take iron and calcium tablets?', 'आइरन र क्याल्सियम चक्की कहिले खाने?', 'nut-ifa'],
    ['When will I feel my baby move?', 'शिशु चलेको कहिले थाहा हुन्छ?', 'preg-baby-movement'],
    ['How many check-ups do I need?', 'गर्भ जाँच कति पटक गराउनुपर्छ?', 'anc-visits'],
    ['When do I get the Td vaccine?', 'टीडी खोप कहिले लगाउने?', 'anc-td-vaccine'],
    ['What should I eat during pregnancy?', 'गर्भावस्थामा के खाने?', 'nut-diet-pregnancy'],
  ],
  trimester3: [
    ['What are the signs that labour has started?', 'व्यथा सुरु भएको लक्षण के हो?', 'labour-signs'],
    ['How do I prepare for the birth?', 'सुत्केरीको तयारी कसरी गर्ने?', 'birth-plan'],
    ['What should I take to the birthing centre?', 'सुत्केरी हुन जाँदा के लैजाने?', 'birth-bag'],
    ['How should I sleep now?', 'अहिले कसरी सुत्ने?', 'preg-sleep-position'],
    ['Why are my feet swollen?', 'मेरो खुट्टा किन सुन्निएको?', 'disc-swollen-feet'],
  ],
  newborn: [
    ['How do I care for the cord?', 'नाइटोको स्याहार कसरी गर्ने?', 'nb-cord-care'],
    ['How often should I breastfeed?', 'कति पटक दूध खुवाउने?', 'bf-how-often'],
    ['How do I keep my baby warm?', 'शिशुलाई न्यानो कसरी राख्ने?', 'nb-warmth'],
    ['Is my baby’s yellow skin normal?', 'शिशुको छाला पहेँलो हुनु सामान्य हो?', 'nb-jaundice'],
    ['How much bleeding after the birth is normal?', 'सुत्केरीपछि कति रगत बग्नु सामान्य हो?', 'pp-bleeding-normal'],
  ],
  infant: [
    ['Which vaccines are due for my baby?', 'मेरो शिशुलाई अब कुन खोप लगाउनुपर्छ?', 'vax-schedule'],
    ['Is my milk enough for my baby?', 'मेरो दूध शिशुलाई पुग्छ कि पुग्दैन?', 'bf-enough-milk'],
    ['How much weight should my baby gain?', 'शिशुको तौल कति बढ्नुपर्छ?', 'growth-weight-gain'],
    ['What can my baby do at this age?', 'यो उमेरमा शिशुले के गर्छ?', 'growth-milestones-early'],
    ['When do I start giving food?', 'खाना कहिलेदेखि सुरु गर्ने?', 'food-start-6-months'],
  ],
  older: [
    ['How much food should my baby eat?', 'शिशुलाई कति खाना खुवाउने?', 'food-how-much'],
    ['Which foods are best for my baby?', 'शिशुलाई कुन खाना राम्रो?', 'food-what-foods'],
    ['Which vaccines are due for my baby?', 'मेरो शिशुलाई अब कुन खोप लगाउनुपर्छ?', 'vax-schedule'],
    ['When will my baby walk?', 'शिशु कहिले हिँड्छ?', 'growth-milestones-later'],
    ['How do I feed a sick baby?', 'बिरामी शिशुलाई कसरी खुवाउने?', 'food-sick-child'],
  ],
};

export interface SuggestionContext {
  stage: 'pregnancy' | 'after_delivery' | 'baby' | 'unknown';
  gestationalWeek?: number | null;
  babyAgeDays?: number | null;
}

/** The age or pregnancy band the suggestions are chosen for. */
export function suggestionBand(ctx: SuggestionContext): keyof typeof BY_BAND {
  if (ctx.stage === 'pregnancy') {
    const w = ctx.gestationalWeek ?? 0;
    return w < 13 ? 'trimester1' : w < 28 ? 'trimester2' : 'trimester3';
  }
  const d = ctx.babyAgeDays ?? 0;
  if (ctx.stage === 'unknown') return 'trimester2';
  return d < 42 ? 'newborn' : d < 183 ? 'infant' : 'older';
}

/** Seven suggestions in her language for her stage. */
export function suggestedQuestions(ctx: SuggestionContext, lang: Lang): string[] {
  const list = [...(BY_BAND[suggestionBand(ctx)] ?? []), ...ANY];
  return list.map((s) => (lang === 'ne' ? s[1] : s[0]));
}

/** Every suggestion of every band, both languages (the evaluation test answers each). */
export function allSuggestions(): { band: string; en: string; ne: string; entry: string }[] {
  return Object.entries(BY_BAND).flatMap(([band, list]) => [...list, ...ANY].map(([en, ne, entry]) => ({ band, en, ne, entry })));
}
