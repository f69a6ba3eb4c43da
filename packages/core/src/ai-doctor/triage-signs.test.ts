/**
 * Every danger sign of packages/core/src/reference/sources/danger-signs.json, in each script a mother
 * types: English, Nepali in Devanagari, and romanized Nepali as it is typed on a phone (no diacritics,
 * "chh"/"ch"/"x" for छ, doubled or dropped letters). Each phrase must give the sign and the action the
 * reference sets for it (call 102 now, go now, within 24 hours). The phrases carry no severity word,
 * so the action is the file's own; severity that raises it is tested below.
 */
import { describe, expect, test } from 'vitest';
import { DANGER_SIGNS, type DangerAction } from '../reference/danger-signs.ts';
import { triage, type TriageContext } from './triage.ts';

const pregnant: TriageContext = { stage: 'pregnancy', gestationalWeek: 30 };
const atTerm: TriageContext = { stage: 'pregnancy', gestationalWeek: 40 };
const after: TriageContext = { stage: 'after_delivery' };

interface SignPhrases {
  context: TriageContext;
  en: string[];
  ne: string[];
  /** Romanized Nepali as typed. */
  rom: string[];
}

const CALL_102: DangerAction = 'call_ambulance_now';
const GO_NOW: DangerAction = 'go_to_facility_now';
const WITHIN_24H: DangerAction = 'see_health_worker_within_24h';

/** Sign id -> phrases per script. */
const SIGNS: Record<string, SignPhrases> = {
  // --- pregnancy --------------------------------------------------------------------------------
  preg_bleeding: {
    context: pregnant,
    en: ['I am bleeding', 'there is blood on my underwear', 'spotting since morning', 'bleeding from my vagina'],
    ne: ['रगत बग्यो', 'योनिबाट रगत आयो', 'मलाई रगत देखियो', 'तलबाट रगत बगिरहेको छ'],
    rom: ['ragat bagyo', 'ragat aayo', 'tala bata ragat dekhiyo', 'raghat bageko cha', 'garbha ma ragat aayo k garne'],
  },
  preg_convulsions: {
    context: pregnant,
    en: ['I had a fit', 'I had convulsions this morning', 'my wife had a seizure', 'I became unconscious'],
    ne: ['मलाई काम्ने भयो', 'छारे रोग जस्तै ऐंठन आयो', 'म बेहोस भएँ', 'मलाई मुर्छा पर्‍यो'],
    rom: ['malai kamne bhayo', 'chhare rog jastai kamyo', 'ainthan aayo', 'behos bhaye', 'bihos bhayo', 'murchha paryo'],
  },
  preg_headache_vision: {
    context: pregnant,
    en: ['severe headache', 'my vision is blurry', 'headache that wont go away', 'I see spots and flashing lights'],
    ne: ['टाउको धेरै दुख्यो', 'आँखा धमिलो भयो', 'टाउको कडा दुखेको छ', 'आँखा तिरमिर भयो'],
    rom: ['tauko dherai dukhyo', 'aankha dhamilo bhayo', 'tauko kadaa dukheko chha', 'ankha tirmir garchha', 'taauko ekdam dukhyo'],
  },
  preg_fever: {
    context: pregnant,
    en: ['I have a fever', 'high temperature and feel weak', 'my body is hot'],
    ne: ['ज्वरो आयो', 'मलाई ज्वरो छ', 'जिउ तातो भयो', 'ज्वर आएको छ'],
    rom: ['jwaro aayo', 'malai jwaro cha', 'joro aayo', 'jworo aako chha', 'mero jiu tato bhayo'],
  },
  preg_abdominal_pain: {
    context: pregnant,
    en: ['severe belly pain', 'very bad stomach pain', 'unbearable pain in my abdomen'],
    ne: ['पेट धेरै दुख्यो', 'पेट कडा दुख्यो', 'पेट असह्य दुखेको छ', 'तल्लो पेट एकदम दुख्यो'],
    rom: ['pet dherai dukhyo', 'pet kada dukhyo', 'pet ekdam dukheko chha', 'pet ma dherai dukhcha', 'pet dherai dukhxa'],
  },
  preg_breathing: {
    context: pregnant,
    en: ['I cant breathe', 'short of breath', 'difficulty breathing'],
    ne: ['सास फेर्न गाह्रो भयो', 'सास फुल्यो', 'सास फेर्न सकिनँ'],
    rom: ['sas ferna garo bhayo', 'saas pherna gahro bhayo', 'sas fulyo', 'saas phulchha'],
  },
  preg_reduced_movement: {
    context: pregnant,
    en: ['baby is moving less', 'baby not moving since yesterday', 'I havent felt the baby kick today'],
    ne: ['बच्चा चलेको छैन', 'पेटको बच्चा कम चल्छ', 'बच्चा चल्न छोड्यो', 'शिशु चलेन'],
    rom: ['bachha chaleko chhaina', 'bacha chalena', 'baccha kam chalchha', 'pet ko bachha chaldaina', 'bachha chaleko xaina'],
  },
  preg_water_breaks: {
    context: pregnant,
    en: ['my water broke', 'water is leaking from my vagina', 'fluid leaking'],
    ne: ['पानी फुट्यो', 'पानी बग्यो', 'तलबाट पानी चुहियो'],
    rom: ['pani phutyo', 'paani futyo', 'pani bagyo', 'pani chuhiyo'],
  },
  preg_early_labour: {
    context: pregnant,
    en: ['labour pains started', 'I am having contractions'],
    ne: ['व्यथा लाग्यो', 'बेथा लाग्यो', 'व्यथा सुरु भयो'],
    rom: ['betha lagyo', 'byatha lagyo', 'vyatha suru bhayo', 'betha lagna thalyo'],
  },
  preg_swelling: {
    context: pregnant,
    en: ['my face is swollen', 'my hands are swollen'],
    ne: ['अनुहार सुन्निएको छ', 'हात सुन्नियो', 'मेरो अनुहार र हात सुन्निए'],
    rom: ['anuhar sunniyo', 'haat sunnieko chha', 'mukh sunniyo', 'anuhar sunieko cha'],
  },
  preg_vomiting: {
    context: pregnant,
    en: ['vomiting everything', 'I cant keep any food down', 'vomiting all day'],
    ne: ['लगातार बान्ता भइरहेको छ', 'खाना बस्दैन, सबै बान्ता हुन्छ', 'पानी पनि बान्ता हुन्छ'],
    rom: ['lagatar banta bhairaheko chha', 'khana basdaina banta hunchha', 'sabai banta hunchha', 'pani pani baanta hunchha'],
  },
  // --- labour and delivery ----------------------------------------------------------------------
  lab_heavy_bleeding: {
    context: atTerm,
    en: ['heavy bleeding during labour', 'a lot of blood in labour'],
    ne: ['व्यथा लागेको बेला धेरै रगत बग्यो', 'प्रसव हुँदा धेरै रगत बग्यो'],
    rom: ['betha lagda dherai ragat bagyo', 'byatha ma dherai ragat aayo'],
  },
  lab_convulsions: {
    context: atTerm,
    en: ['convulsions during labour', 'she had a fit in labour'],
    ne: ['व्यथा लागेको बेला बेहोस भइन्', 'प्रसव हुँदा छारे रोग जस्तै ऐंठन आयो'],
    rom: ['betha lagda behos bhai', 'byatha ma chhare rog jastai kamyo'],
  },
  lab_prolonged: {
    context: atTerm,
    en: ['labour for 15 hours', 'labour pain since 13 hours'],
    ne: ['व्यथा लागेको १४ घण्टा भयो', 'व्यथा लागेको २ दिन भयो'],
    rom: ['betha lageko 16 ghanta bhayo', 'byatha lageko 20 ghanta vayo'],
  },
  lab_retained_placenta: {
    context: after,
    en: ['placenta not out yet', 'the placenta has not come out after the baby'],
    ne: ['साल निस्केको छैन', 'बच्चा जन्मेपछि साल झरेन', 'साल अझै भित्रै छ'],
    rom: ['sal niskeko chhaina', 'saal jharena', 'sal niskena', 'saal aayena'],
  },
  lab_malpresentation: {
    context: atTerm,
    en: ['baby hand came out first', 'the cord came out before the baby', 'baby foot is coming out first'],
    ne: ['बच्चाको हात पहिले निस्क्यो', 'व्यथामा नाल पहिले बाहिर आयो', 'बच्चाको खुट्टा पहिले निस्कियो'],
    rom: ['bachha ko haat pahile niskyo', 'betha ma naal pahila bahira aayo', 'bacha ko khutta pahile aayo'],
  },
  lab_fever: {
    context: atTerm,
    en: ['fever in labour', 'I am in labour and have a fever'],
    ne: ['व्यथा लागेको छ र ज्वरो आयो'],
    rom: ['betha lagyo ani jwaro aayo', 'byatha lageko chha jwaro pani chha'],
  },
  lab_headache_vision: {
    context: atTerm,
    en: ['severe headache in labour', 'blurred vision during labour'],
    ne: ['व्यथा लागेको बेला टाउको धेरै दुख्यो'],
    rom: ['betha ma aankha dhamilo bhayo', 'byatha lagda tauko kada dukhyo'],
  },
  // --- after the birth (the mother) ---------------------------------------------------------------
  pp_heavy_bleeding: {
    context: after,
    en: ['heavy bleeding after delivery', 'soaking a pad every few minutes', 'bleeding a lot and I feel faint'],
    ne: ['सुत्केरीपछि धेरै रगत बग्यो', 'रगत रोकिएन', 'धेरै रगत बगेर प्याड भिज्यो'],
    rom: ['dherai ragat bagyo', 'ragat rokiyena', 'ragat dherai bagiraheko chha', 'sutkeri pachhi ekdam dherai ragat aayo'],
  },
  pp_convulsions: {
    context: after,
    en: ['I had a fit after delivery', 'I had convulsions'],
    ne: ['सुत्केरीपछि म बेहोस भएँ', 'मलाई ऐंठन आयो'],
    rom: ['sutkeri pachhi malai chhare rog jastai kamyo', 'malai ainthan aayo'],
  },
  pp_headache_vision: {
    context: after,
    en: ['severe headache after delivery', 'my vision is blurred'],
    ne: ['सुत्केरीपछि टाउको धेरै दुख्छ', 'मेरो आँखा धमिलो भयो'],
    rom: ['malai aankha dhamilo dekhchhu', 'sutkeri pachhi tauko kada dukhchha'],
  },
  pp_fever: {
    context: after,
    en: ['I have fever', 'I have a high temperature since delivery'],
    ne: ['मलाई ज्वरो आयो', 'सुत्केरीपछि मलाई ज्वरो आएको छ'],
    rom: ['malai jwaro aayo', 'sutkeri pachhi jaro aayo'],
  },
  pp_foul_discharge: {
    context: after,
    en: ['smelly discharge', 'foul smelling discharge from my vagina'],
    ne: ['योनिबाट गन्हाउने पानी आयो', 'तलबाट गनाउने स्राव आउँछ'],
    rom: ['tala bata ganhaune pani aauchha', 'ganaune srav aayo'],
  },
  pp_abdominal_pain: {
    context: after,
    en: ['severe belly pain after delivery', 'vomiting everything since delivery'],
    ne: ['मलाई पेट धेरै दुख्यो', 'सुत्केरीपछि लगातार बान्ता भयो'],
    rom: ['malai pet dherai dukhyo', 'sutkeri pachhi pet kada dukhyo'],
  },
  pp_breathing: {
    context: after,
    en: ['I cant breathe', 'I am short of breath'],
    ne: ['मलाई सास फेर्न गाह्रो भयो'],
    rom: ['malai sas phulyo', 'malai saas ferna garo bhayo'],
  },
  pp_swelling: {
    context: after,
    en: ['my body is swollen', 'my face is swollen after delivery'],
    ne: ['मेरो शरीर सुन्निएको छ', 'मेरो अनुहार सुन्नियो'],
    rom: ['mero jiu sunniyo', 'mero anuhar sunnieko chha'],
  },
  pp_urine: {
    context: after,
    en: ['cant pass urine', 'I cannot hold my urine, it leaks'],
    ne: ['पिसाब फेर्न गाह्रो भयो', 'पिसाब चुहिन्छ', 'पिसाब गर्न सक्दिनँ'],
    rom: ['pisab aaudaina', 'pisab chuhinchha', 'pisab garna sakdina'],
  },
  pp_breast: {
    context: after,
    en: ['breast is red and swollen', 'a painful lump in my breast and it is hot'],
    ne: ['स्तन रातो भएर सुन्निएको छ', 'स्तनमा गाँठो छ'],
    rom: ['stan rato bhayo', 'stan ma gaanth paryo'],
  },
  pp_mood: {
    context: after,
    en: ['I feel depressed', 'I feel hopeless since the birth'],
    ne: ['म निराश छु', 'केही गर्न मन लाग्दैन', 'रुन मात्र मन लाग्छ'],
    rom: ['nirash lagchha', 'kehi garna man lagdaina', 'runa matra man lagchha'],
  },
  // --- newborn ------------------------------------------------------------------------------------
  nb_not_feeding: {
    context: after,
    en: ['my baby is not feeding', 'baby wont suck'],
    ne: ['बच्चाले दूध चुस्दैन', 'बच्चाले दूध खाँदैन', 'नानीले दूध खान छोड्यो'],
    rom: ['nani le dudh khadaina', 'bachha le dudh chusna sakdaina', 'bachhale dudh piudaina'],
  },
  nb_convulsions: {
    context: after,
    en: ['baby had a seizure', 'baby is jerking'],
    ne: ['बच्चा काम्यो', 'बच्चालाई छारे रोग जस्तै काम्यो'],
    rom: ['nani kamyo', 'bachha kamchha', 'bachha ko jiu kampyo'],
  },
  nb_lethargic: {
    context: after,
    en: ['baby is floppy', 'baby wont wake up'],
    ne: ['बच्चा लुलो भयो', 'बच्चा उठ्दैन'],
    rom: ['nani sust bhayo', 'bachha lulo bhayo', 'bachha uthdaina'],
  },
  nb_fast_breathing: {
    context: after,
    en: ['baby breathing fast'],
    ne: ['बच्चाको सास छिटो छिटो चल्छ'],
    rom: ['nani ko sas chito chalchha', 'bachha ko saas phulyo'],
  },
  nb_chest_indrawing: {
    context: after,
    en: ['baby chest pulls in when breathing'],
    ne: ['बच्चाको कोखा हानेको छ'],
    rom: ['nani ko kokha hanchha'],
  },
  nb_grunting: {
    context: after,
    en: ['baby is grunting', 'baby makes a grunting noise'],
    ne: ['बच्चा सास फेर्दा कन्छ'],
    rom: ['nani sas ferda kanchha'],
  },
  nb_nasal_flaring: {
    context: after,
    en: ['baby nostrils flaring'],
    ne: ['बच्चाको नाकको पोरा फुलेको छ'],
    rom: ['nani ko naak phulchha sas ferda'],
  },
  nb_blue: {
    context: after,
    en: ['baby lips are blue', 'baby face turned blue'],
    ne: ['बच्चाको ओठ निलो भयो'],
    rom: ['nani ko oth nilo bhayo', 'bachha ko anuhar nilo bhayo'],
  },
  nb_fever: {
    context: after,
    en: ['baby has fever'],
    ne: ['बच्चालाई ज्वरो आयो'],
    rom: ['nani ko jiu tato chha', 'bachha lai jwaro aayo'],
  },
  nb_cold: {
    context: after,
    en: ['baby body is cold'],
    ne: ['बच्चाको जिउ चिसो भयो'],
    rom: ['nani ko haat khutta chiso chha', 'bachha chhamda chiso chha'],
  },
  nb_bulging_fontanelle: {
    context: after,
    en: ['baby soft spot is bulging'],
    ne: ['बच्चाको तालु उक्सेको छ'],
    rom: ['nani ko talu phuleko chha'],
  },
  nb_jaundice_early: {
    context: after,
    en: ['baby turned yellow on the first day', 'baby yellow within 24 hours'],
    ne: ['जन्मेको पहिलो दिनमै बच्चा पहेंलो भयो'],
    rom: ['aajai janmeko bachha pahelo bhayo'],
  },
  nb_jaundice_palms: {
    context: after,
    en: ['baby palms and soles are yellow'],
    ne: ['बच्चाको हत्केला र पैताला पहेंलो भयो'],
    rom: ['hatkela paitala pahelo bhayo'],
  },
  nb_cord: {
    context: after,
    en: ['cord is red and smelly', 'navel has pus'],
    ne: ['नाइटो रातो भयो', 'नाइटो पाक्यो'],
    rom: ['naito bata pip aayo', 'nani ko naito pakyo'],
  },
  nb_pustules: {
    context: after,
    en: ['baby has pus spots on skin'],
    ne: ['बच्चाको छालामा पिप भरेका फोका आए'],
    rom: ['nani ko chhala ma foka aayo', 'bachha ko jiu bhari pilo aayo'],
  },
  nb_eye_pus: {
    context: after,
    en: ['baby has pus from eyes'],
    ne: ['बच्चाको आँखाबाट पिप बग्यो'],
    rom: ['nani ko aankha ma kachera aauchha', 'bachha ko aankha bata pip aayo'],
  },
  nb_mouth: {
    context: after,
    en: ['white patches in baby mouth'],
    ne: ['बच्चाको मुखभित्र सेतो दाग छ'],
    rom: ['nani ko mukh ma ghau aayo', 'bachha ko jibro ma seto daag'],
  },
  nb_diarrhoea_dehydration: {
    context: after,
    en: ['baby has diarrhoea and sunken eyes'],
    ne: ['बच्चालाई पखाला लाग्यो, आँखा गडेको छ'],
    rom: ['nani lai pakhala lagyo aankha gadeko chha'],
  },
  nb_small: {
    context: after,
    en: ['my baby is very small, low birth weight'],
    ne: ['बच्चाको तौल कम छ'],
    rom: ['bachha ko taul kam chha', 'nani samay nagudai janmeko'],
  },
};

const SCRIPTS = ['en', 'ne', 'rom'] as const;
const ACTION_OF = new Map(DANGER_SIGNS.map((s) => [s.id, s.action]));

const CASES = Object.entries(SIGNS).flatMap(([id, s]) =>
  SCRIPTS.flatMap((script) => s[script].map((q) => ({ id, script, q, context: s.context, action: ACTION_OF.get(id) }))),
);

describe('every danger sign in every script', () => {
  test('the table has every sign of the reference, each in English, Devanagari and romanized Nepali', () => {
    expect(DANGER_SIGNS.map((s) => s.id).filter((id) => !(id in SIGNS))).toEqual([]);
    expect(Object.keys(SIGNS).filter((id) => !ACTION_OF.has(id))).toEqual([]);
    const missingScript = Object.entries(SIGNS).flatMap(([id, s]) => SCRIPTS.filter((script) => s[script].length === 0).map((script) => `${id} ${script}`));
    expect(missingScript).toEqual([]);
    // the Nepali phrases are written in Devanagari and the others in Latin letters
    const wrongScript = CASES.filter((c) => (c.script === 'ne') !== /[\u0900-\u097F]/.test(c.q)).map((c) => `${c.id}: ${c.q}`);
    expect(wrongScript).toEqual([]);
  });

  test.each(CASES)('$id ($script): $q', ({ id, q, context, action }) => {
    const result = triage(q, context);
    const sign = result.signs.find((s) => s.id === id);
    expect(sign, `found: ${result.signs.map((s) => s.id).join(', ') || 'nothing'}`).toBeDefined();
    expect(sign?.action).toBe(action);
    expect(result.urgent).toBe(true);
  });
});

describe('negation: a sign she says she does not have is not urgent', () => {
  test.each([
    // English
    ['no bleeding', pregnant],
    ['I am not bleeding', pregnant],
    ['there is no blood', pregnant],
    ['no fever', pregnant],
    ['I do not have any headache', pregnant],
    ['my face is not swollen', pregnant],
    ['I am not in labour yet', pregnant],
    ['baby has no fever', after],
    ['baby lips are not blue', after],
    ['no smelly discharge', after],
    // Devanagari
    ['रगत बगेको छैन', pregnant],
    ['रगत आएको छैन', pregnant],
    ['ज्वरो छैन', pregnant],
    ['पेट दुखेको छैन', pregnant],
    ['पानी फुटेको छैन', pregnant],
    ['सास फेर्न गाह्रो छैन', pregnant],
    ['टाउको दुखेको छैन', pregnant],
    ['बान्ता भएको छैन', pregnant],
    ['व्यथा लागेको छैन', pregnant],
    ['बच्चालाई ज्वरो आएको छैन', after],
    // romanized, as typed
    ['ragat bageko chaina', pregnant],
    ['ragat bageko chhaina', pregnant],
    ['ragat aayena', pregnant],
    ['ragat aaeko xaina', pregnant],
    ['jwaro aayeko chaina', pregnant],
    ['jwaro xaina', pregnant],
    ['pet dukheko chaina', pregnant],
    ['pani phuteko chaina', pregnant],
    ['sas ferna garo chaina', pregnant],
    ['anuhar sunnieko chhaina', pregnant],
    ['betha lageko chaina', pregnant],
    ['nani lai jwaro chaina', after],
    ['nani ko oth nilo chhaina', after],
  ] as [string, TriageContext][])('%s', (q, context) => {
    const r = triage(q, context);
    expect(r.signs.map((s) => s.id)).toEqual([]);
    expect(r.urgent).toBe(false);
  });

  test.each([
    // a negation of one sign does not hide another
    ['no bleeding but severe headache', pregnant, 'preg_headache_vision'],
    ['ragat bageko chaina tara pet dherai dukhyo', pregnant, 'preg_abdominal_pain'],
    ['baby has no fever but is not feeding', after, 'nb_not_feeding'],
    // signs that are an absence keep their negation
    ['bachha chaleko chhaina', pregnant, 'preg_reduced_movement'],
    ['बच्चा चलेको छैन', pregnant, 'preg_reduced_movement'],
    ['sal niskeko chhaina', after, 'lab_retained_placenta'],
    ['pisab aaudaina', after, 'pp_urine'],
    // "has not stopped" is still bleeding
    ['ragat bageko rokiyeko chhaina', pregnant, 'preg_bleeding'],
    ['रगत रोकिएको छैन', pregnant, 'preg_bleeding'],
    // "I don't know if..." is no negation of the sign
    ['I dont know if my water broke', pregnant, 'preg_water_breaks'],
  ] as [string, TriageContext, string][])('%s -> %s', (q, context, id) => {
    expect(triage(q, context).signs.map((s) => s.id)).toContain(id);
  });
});

describe('severity: raises an action, never lowers one', () => {
  const actionOf = (q: string, context: TriageContext, id: string) => triage(q, context).signs.find((s) => s.id === id)?.action;

  test.each([
    // bleeding in pregnancy: go now; heavy: call 102
    ['ragat bagyo', 'dherai ragat bagyo', pregnant, 'preg_bleeding', GO_NOW, CALL_102],
    ['रगत बग्यो', 'धेरै रगत बग्यो', pregnant, 'preg_bleeding', GO_NOW, CALL_102],
    ['I am bleeding', 'I am bleeding heavily', pregnant, 'preg_bleeding', GO_NOW, CALL_102],
    // swollen face or hands: within 24 hours; severe: go now
    ['my face is swollen', 'my face is very swollen', pregnant, 'preg_swelling', WITHIN_24H, GO_NOW],
    ['anuhar sunniyo', 'anuhar dherai sunniyo', pregnant, 'preg_swelling', WITHIN_24H, GO_NOW],
    ['अनुहार सुन्निएको छ', 'अनुहार धेरै सुन्निएको छ', pregnant, 'preg_swelling', WITHIN_24H, GO_NOW],
    // vomiting: "लगातार" names the sign (within 24 hours); "धेरै" raises it
    ['lagatar banta bhayo', 'dherai banta bhayo, kei pani basdaina', pregnant, 'preg_vomiting', WITHIN_24H, GO_NOW],
    // a red, swollen breast: within 24 hours; very: go now
    ['breast is red and swollen', 'breast is very red and swollen', after, 'pp_breast', WITHIN_24H, GO_NOW],
  ] as [string, string, TriageContext, string, DangerAction, DangerAction][])('%s / %s', (plain, severe, context, id, plainAction, severeAction) => {
    expect(actionOf(plain, context, id)).toBe(plainAction);
    expect(actionOf(severe, context, id)).toBe(severeAction);
  });

  test.each([
    ['thorai ragat bagyo', pregnant, 'preg_bleeding', GO_NOW],
    ['halka ragat dekhiyo', pregnant, 'preg_bleeding', GO_NOW],
    ['a little bleeding', pregnant, 'preg_bleeding', GO_NOW],
    ['मलाई थोरै रगत देखियो', pregnant, 'preg_bleeding', GO_NOW],
    ['halka jwaro aayo', pregnant, 'preg_fever', GO_NOW],
    ['baby has a slight fever', after, 'nb_fever', GO_NOW],
    ['बच्चा अलिअलि काम्यो', after, 'nb_convulsions', CALL_102],
  ] as [string, TriageContext, string, DangerAction][])('a word for "a little" does not lower it: %s', (q, context, id, action) => {
    expect(actionOf(q, context, id)).toBe(action);
  });

  test('several signs: the most urgent action of them', () => {
    const r = triage('my face is swollen and I have a severe headache', pregnant);
    expect(r.signs.map((s) => s.id)).toEqual(expect.arrayContaining(['preg_swelling', 'preg_headache_vision']));
    expect(r.action).toBe(GO_NOW);
    expect(triage('baby has fever and lips are blue', after).action).toBe(CALL_102);
  });

  test('bleeding in labour that she does not call heavy is still the bleeding sign (go now)', () => {
    expect(actionOf('betha lagyo ra ragat aayo', atTerm, 'preg_bleeding')).toBe(GO_NOW);
    expect(actionOf('व्यथा लागेको छ, रगत पनि देखियो', atTerm, 'preg_bleeding')).toBe(GO_NOW);
  });
});

describe('mixed scripts', () => {
  test.each([
    ['pregnancy मा ragat aayo', pregnant, 'preg_bleeding', GO_NOW],
    ['मलाई bleeding भयो', pregnant, 'preg_bleeding', GO_NOW],
    ['मेरो BP high छ र टाउको धेरै दुख्यो', pregnant, 'preg_headache_vision', GO_NOW],
    ['water broke भयो', pregnant, 'preg_water_breaks', GO_NOW],
    ['baby लाई fever छ', after, 'nb_fever', GO_NOW],
    ['bachha ko breathing fast cha', after, 'nb_fast_breathing', GO_NOW],
    ['मेरो baby ले दूध खाँदैन', after, 'nb_not_feeding', GO_NOW],
    ['baby ko lips nilo bhayo', after, 'nb_blue', CALL_102],
  ] as [string, TriageContext, string, DangerAction][])('%s -> %s', (q, context, id, action) => {
    expect(triage(q, context).signs.find((s) => s.id === id)?.action).toBe(action);
  });
});

describe('काम्ने: a fit unless she says it is shivering (docs/decisions/009-ai-doctor.md)', () => {
  test.each([
    ['मलाई काम्ने भयो', pregnant, 'preg_convulsions'],
    ['malai kamyo', pregnant, 'preg_convulsions'],
    // a word of a fit wins over shivering
    ['जाडो भएर काम्यो अनि बेहोस भएँ', pregnant, 'preg_convulsions'],
    // the baby's shaking stays a fit, whatever its cause
    ['बच्चा जाडोले काम्यो', after, 'nb_convulsions'],
    ['bachha lai jwaro aayera kamyo', after, 'nb_convulsions'],
  ] as [string, TriageContext, string][])('%s -> %s (call 102)', (q, context, id) => {
    expect(triage(q, context).signs.find((s) => s.id === id)?.action).toBe(CALL_102);
  });

  test.each([
    ['ज्वरो आएर जिउ काम्यो', pregnant, 'preg_fever'],
    ['malai jwaro aayera kamyo', after, 'pp_fever'],
    ['I am shivering with fever', pregnant, 'preg_fever'],
  ] as [string, TriageContext, string][])('shivering with fever is the fever sign (go now), not a fit: %s', (q, context, id) => {
    const r = triage(q, context);
    expect(r.signs.map((s) => s.id)).toEqual([id]);
    expect(r.action).toBe(GO_NOW);
  });

  test.each([
    ['मलाई जाडो भएर काम्यो', pregnant],
    ['malai jado le kamyo', pregnant],
    ['dar le kamyo', pregnant],
  ] as [string, TriageContext][])('her shivering with cold or fear is no danger sign: %s', (q, context) => {
    expect(triage(q, context).urgent).toBe(false);
  });
});

describe('no false alarm from folded spellings', () => {
  test.each([
    ['I breastfeed every 2 hours', after],
    ['every month check-up', pregnant],
    ['pet halka dukhyo', pregnant],
    ['seto pani bagchha', pregnant],
    ['2 sal ko bachha lai khop', after],
  ] as [string, TriageContext][])('%s', (q, context) => {
    expect(triage(q, context).signs.map((s) => s.id)).toEqual([]);
  });
});

describe('a general question of when labour comes is no report of labour', () => {
  test.each([
    ['kati hapta ma betha lagchha', pregnant],
    ['व्यथा कति हप्तामा लाग्छ?', pregnant],
    ['at which week does labour pain start', pregnant],
  ] as [string, TriageContext][])('%s', (q, context) => {
    expect(triage(q, context).urgent).toBe(false);
  });
  test.each([
    ['kati hapta bhayo thaha chhaina, betha lagyo', pregnant, 'preg_early_labour'],
    ['३२ हप्तामा व्यथा लाग्यो', pregnant, 'preg_early_labour'],
    // the "when" question is about labour only: bleeding stays a sign
    ['kati hapta bhayo, ragat bagyo', pregnant, 'preg_bleeding'],
  ] as [string, TriageContext, string][])('a report stays a sign: %s', (q, context, id) => {
    expect(triage(q, context).signs.map((s) => s.id)).toContain(id);
  });
});

describe('a sign described without its name is the sign, at its own action (never below the reference)', () => {
  const newborn: TriageContext = { stage: 'after_delivery', babyAgeDays: 10 };
  test.each([
    ['बच्चालाई ब्युँझाउँदा पनि ब्युँझदिन', newborn, 'nb_lethargic', CALL_102],
    ['nani lai uthauda pani byujhdina', newborn, 'nb_lethargic', CALL_102],
    ['बच्चा उठाएर छोड्दा थचक्क खस्छ', newborn, 'nb_lethargic', CALL_102],
    ['bachha ko haat ekohoro chalirahyo', newborn, 'nb_convulsions', CALL_102],
    ['bachha lai jwaro aayo ani kampi rahyo', newborn, 'nb_convulsions', CALL_102],
    ['मलाई छारे जस्तो भयो', after, 'pp_convulsions', CALL_102],
    ['बच्चाले सास फेर्न छोड्यो', newborn, 'nb_blue', CALL_102],
    ['nani le sas pherna chhodyo', newborn, 'nb_blue', CALL_102],
    ['आँखा गड्डा परेको छ, पातलो दिसा धेरै', newborn, 'nb_diarrhoea_dehydration', GO_NOW],
    ['tauko dukhyo, aankha le dekhdai nadekhne bhayo', pregnant, 'preg_headache_vision', GO_NOW],
    ['betha lagyo, ragat ko dhara bagyo', atTerm, 'lab_heavy_bleeding', CALL_102],
    ['bachha bhayo tara jaal ajhai khasena', after, 'lab_retained_placenta', CALL_102],
  ] as [string, TriageContext, string, DangerAction][])('%s -> %s', (q, context, id, action) => {
    const r = triage(q, context);
    expect(r.signs.find((s) => s.id === id)?.action).toBe(action);
    expect(r.action).toBe(action);
  });

  test('a net is not the afterbirth', () => {
    expect(triage('jaal ma machha paryo', pregnant).urgent).toBe(false);
  });
});
