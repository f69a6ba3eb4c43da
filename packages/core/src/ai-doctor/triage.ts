/**
 * Danger-sign triage of a question, by rules (never by a language model): every sign of
 * packages/core/src/reference/danger-signs.ts, recognised in English, Nepali (Devanagari) and
 * romanized Nepali through one folded spelling (normalize.ts), with negation ("no bleeding",
 * "रगत बगेको छैन") and informational questions ("signs of labour") not counted. Severity words
 * ("severe", "धेरै", "kadaa") only ever raise an action: a sign she calls severe is never downgraded.
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
import { foldedWords, latinWords } from './normalize.ts';
import { findAny, phrases, type Hit, type Phrase } from './phrases.ts';

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
}

// --- words that change what a sign means --------------------------------------------------------

const BABY = phrases(
  'twins',
  'twin=',
  'jumlyaha',
  'जुम्ल्याहा',
  'newborn',
  'my son',
  'my daughter',
  'baby=',
  'babys=',
  'babies',
  'infant',
  'newborn',
  'new born',
  'bachha=',
  'baccha=',
  'bacha=',
  'bachhalai',
  'bachalai',
  'bachhako',
  'bachako',
  'bacchako',
  'nani=',
  'nanilai',
  'naniko',
  'chhora=',
  'chhori=',
  'chhoralai',
  'chhorilai',
  'son=',
  'daughter',
  'बच्चा',
  'बच्चालाई',
  'बच्चाको',
  'नानी',
  'नानीलाई',
  'नानीको',
  'छोरा',
  'छोरी',
  'शिशु',
  'नवजात',
  'sisu',
  // a grandmother's words for the baby, and बाबु / नानी for a small boy / girl
  'nati=',
  'natilai',
  'natiko',
  'natile',
  'natini',
  'नाति=',
  'नातिलाई',
  'नातिको',
  'नातिले',
  'नातिनी',
  'babu=',
  'babulai',
  'babuko',
  'babule',
  'बाबु=',
  'बाबुलाई',
  'बाबुको',
  'बाबुले',
);
const ME = phrases(
  'म=',
  'mero',
  'meri',
  'मेरो',
  'मेरी',
  'maile',
  'मैले',
  'i=',
  'im=',
  'me=',
  'myself',
  'my body',
  'malai',
  'मलाई',
  'mero jiu',
  'मेरो जिउ',
  'mero sarir',
  'मेरो शरीर',
  'mother=',
  'aama=',
  'आमा',
  // a husband or a mother-in-law writing for her: she is the one with the sign
  'my wife',
  'wife=',
  'srimati',
  'श्रीमती',
  'buhari',
  'बुहारी',
  'patni',
  'पत्नी',
);
/**
 * Someone who is neither she nor her baby: "my husband has fever", "sasu ko pressure". Their signs are not
 * hers, unless she also speaks of herself or the baby, or reports what they told her ("sasu says ...").
 */
const OTHER_PERSON = phrases(
  'my husband',
  'mero srimaan',
  'mero sriman',
  'mero budha',
  'jethani',
  'जेठानी',
  'devrani',
  'देउरानी',
  'bhauju',
  'भाउजु',
  'sister in law',
  'cousin',
  'my mother in law',
  'my mom',
  'mummy',
  'elder sister',
  'husband',
  'hubby',
  'srimaan',
  'sriman',
  'श्रीमान',
  'budha=',
  'बुढा',
  'mother in law',
  'sasu',
  'सासू',
  'सासु',
  'father in law',
  'sasura',
  'ससुरा',
  'my father',
  'buwa',
  'बुवा',
  'neighbour',
  'neighbor',
  'chhimeki',
  'छिमेकी',
  'friend',
  'sathi',
  'साथी',
  'my brother',
  'my sister',
  'dai=',
  'दाइ',
  'didi',
  'दिदी',
  'bahini',
  'बहिनी',
  'jethaju',
  'देवर',
  'dewar',
  'nanda=',
  'नन्द',
);
const REPORTED = phrases('says', 'said', 'told', 'bhanchhin', 'bhannu', 'bhanchhan', 'bhanyo', 'bhannubhayo', 'भन्छिन्', 'भन्नुहुन्छ', 'भन्नुभयो', 'भन्यो');

/** Words before a sign that make it no sign: "no bleeding", "without fever". */
const NEGATORS_BEFORE = new Set(
  ['no', 'not', 'never', 'without', 'dont', 'didnt', 'doesnt', 'isnt', 'arent', 'wasnt', 'havent', 'hasnt', 'hadnt', 'nor', 'neither', 'none'].map(
    (w) => foldedWords(w)[0] ?? w,
  ),
);
/** Nepali negation after a sign: "रगत बगेको छैन", "ragat bageko chhaina", "jwaro bhayena". */
const NEGATORS_AFTER = new Set(
  ['छैन', 'छैनन्', 'chhaina', 'chhainan', 'xaina', 'hoina', 'होइन', 'भएन', 'bhayena', 'bhaena', 'aayena', 'आएन'].map((w) => foldedWords(w)[0] ?? w),
);
/** Negative verb endings of Nepali ("bagena", "dukhdaina", "aaudaina"). */
const NEGATIVE_ENDINGS = ['en', 'enan', 'dain', 'dainan', 'din', 'ain'];
/** English words with those endings, which are no negation ("sunken eyes", "swollen"). */
const ENGLISH_EN_WORDS = new Set(
  foldedWords(
    'sunken swollen broken taken given eaten fallen often seven eleven even when then been seen green open happen children women kitchen chicken listen hidden written forgotten oxygen between frozen ten again rain pain brain stain contain certain mountain',
  ),
);
/** "Fine" after a sign's words says it is not there: "आँखा पनि ठिक छ" (the eyes are fine). */
const FINE_WORDS = new Set(['ठिक', 'ठीक', 'thik', 'theek', 'fine'].map((w) => foldedWords(w)[0] ?? w));
/** "Even" or "also" between a sign and its negative verb: "ganaune pani aaudaina" (no smell either). */
const EVEN_WORDS = new Set(['pani', 'पनि', 'ni', 'नि', 'nai', 'नै'].map((w) => foldedWords(w)[0] ?? w));
/** Verbs of stopping: "not stopping" is no negation of the sign. */
const STOP_WORDS = ['rok', 'tam', 'band', 'ruk', 'stop', 'tham'].map((w) => foldedWords(w)[0] ?? w);
/** Words before a sign that make the question one about information: "signs of bleeding", "how to prevent". */
const INFORMATIONAL_BEFORE = phrases(
  'what if',
  'what happens if',
  'in case',
  'just asking',
  'for knowledge',
  'jankari ko lagi',
  'जानकारीको लागि',
  'yadi',
  'यदि',
  'sign',
  'signs',
  'symptom of',
  'symptoms of',
  'लक्षण',
  'lakshan',
  'prevent',
  'avoid',
  'danger',
);

/** Words around or inside a sign that ask when it comes in general: "kati hapta ma betha lagchha" (at how many weeks does labour start). */
const ASKS_WHEN = phrases(
  'kati hapta',
  'कति हप्ता',
  'kun hapta',
  'कुन हप्ता',
  'kati mahina',
  'कति महिना',
  'how many weeks',
  'which week',
  'what week',
  'kati ghanta',
  'कति घण्टा',
  'how many hours',
  'how long does',
);

/** Words after a sign that ask about it in general: "व्यथा सुरु भएको लक्षण" (the signs of labour). */
const INFORMATIONAL_AFTER = phrases(
  'kasari rokne',
  'कसरी रोक्ने',
  'nadin',
  'नदिन',
  'how to stop',
  'how to prevent',
  // "राति व्यथा लाग्यो भने कसरी जाने?": if it starts, what then (a plan, not a report)
  'bhane=',
  'भने=',
  'लक्षण',
  'lakshan',
  'laxan',
  'symptoms',
  'signs',
);

/** Severity: only ever raises an action. */
const SEVERE = phrases(
  'asadhyai',
  'असाध्यै',
  'asaadhya',
  'असाध्य',
  'sahanai sakinna',
  'सहनै सकिन्न',
  'sahan sakinna',
  'सहन सकिन्न',
  'sahana sakinna',
  'jhyai',
  'strong=',
  'very strong',
  'too strong',
  'bhayankar',
  'भयंकर',
  'भयङ्कर',
  'sahanai nasakne',
  'सहनै नसक्ने',
  'hard like stone',
  'dhunga jasto',
  'ढुङ्गा जस्तो',
  'not relaxing',
  'not going even after',
  'not going away',
  'severe',
  'severely',
  'very',
  'heavy',
  'heavily',
  'a lot',
  'lots',
  'too much',
  'so much',
  'worst',
  'unbearable',
  'cant bear',
  'terrible',
  'extreme',
  'dherai',
  'धेरै',
  'kadaa',
  'kada=',
  'कडा',
  'ekdam',
  'एकदम',
  'asahya',
  'असह्य',
  'jyadai',
  'ज्यादै',
  'ati=',
  'अति',
  'sahana sakdina',
  'सहन सक्दिन',
  'khatarnak',
  'faint',
  'fainted',
  'dizzy',
  'रिंगटा',
  'ringata',
  'chakkar',
  'soak',
  'soaked',
  'soaking',
  'clot',
  'clots',
  'dalla',
  'डल्ला',
  'bhijyo',
  'भिज्यो',
  'not stopping',
  'wont stop',
  'does not stop',
  'doesnt stop',
  'rokiyena',
  'रोकिएन',
  'rokidaina',
  'dhikka',
  'ढिक्का',
  'thamiena',
  'थामिएन',
  'thamidaina',
  'थामिँदैन',
  'रोकिएको छैन',
  'rokiyeko chaina',
  'rokiyeko chhaina',
  'धारा जस्त',
  'धारो जस्त',
  'dhara jast',
  'dharo jast',
  'bistara sabai',
  'ओछ्यान सबै',
  'ring ring',
  'रिङ रिङ',
  'असैह्य',
  'basnai sak',
  'बस्नै सक',
  'uthnai sak',
  'उठ्नै सक',
  'hidna pani sak',
  'हिँड्न पनि सक',
  'bhijchha',
  'भिज्छ',
  'रोकिँदैन',
  'lagatar',
  'लगातार',
  'continuous',
  'nonstop',
  'all day',
  'all night',
  'din bhari',
  'दिनभरि',
);

// --- the rules ------------------------------------------------------------------------------------

type SideSign = { id: string; severe?: boolean; heavyAction?: DangerAction };

interface Rule {
  /** Every group must match (a group: any of its phrases); the first group is the sign itself. */
  all: Phrase[][];
  /** The rule needs a severity word (or one of `strong`). */
  severe?: boolean;
  /** Phrases that count as severe on their own ("can't keep anything down"). */
  strong?: Phrase[];
  /** Phrases that, starting where the sign's phrase starts, mean something else ("blood pressure"). */
  except?: Phrase[];
  /** Phrases anywhere that make the sign expected, unless she calls it severe ("mild fever after a vaccine"). */
  unlessMild?: Phrase[];
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
  /** A number of hours of labour at or above this is the sign (labour over 12 hours). */
  selfHarm?: boolean;
}

const LABOUR = phrases(
  'labour',
  'labor',
  'contraction',
  'betha',
  'byatha',
  'बेथा',
  'व्यथा',
  'prasav',
  'prasab',
  'प्रसव',
  'delivery pain',
  'sutkeri betha',
  'water broke',
);
const AFTER_BIRTH = phrases(
  'after delivery',
  'after birth',
  'after giving birth',
  'since delivery',
  'since birth',
  'postpartum',
  'post partum',
  'sutkeri',
  'सुत्केरी',
  'sutkeri pachhi',
  'सुत्केरी पछि',
  'janma pachhi',
  'जन्म पछि',
  'delivery pachhi',
);

/** What makes काम्ने (shaking) her shivering rather than a fit: cold, fever, fear, the word for shivering. */
const SHIVERING = phrases(
  'jado',
  'jaado',
  'जाडो',
  'chiso',
  'चिसो',
  'thanda',
  'ठण्डा',
  'cold',
  'jwaro',
  'jworo',
  'joro',
  'jaro=',
  'ज्वरो',
  'ज्वर',
  'fever',
  'bukhar',
  'बुखार',
  'kapkapi',
  'कपकपी',
  'shiver',
  'chill',
  'dar=',
  'darle',
  'डर',
  'डरले',
);

const CONCEPTS: Concept[] = [
  {
    id: 'bleeding',
    rules: [
      {
        all: [phrases('bleed', 'bleeding~', 'bled', 'blood', 'spotting', 'hemorrhag', 'haemorrhag', 'ragat', 'रगत', 'रक्तस्राव', 'raktasrav', 'raktsrav')],
        except: phrases(
          'more blood',
          'blood donor',
          'donor',
          'donate blood',
          'blood bank',
          'arrange blood',
          'ragat dine',
          'रगत दिने',
          'blood pressure',
          'blood test',
          'blood group',
          'blood sugar',
          'blood count',
          'blood report',
          'ragat jaanch',
          'ragat janch',
          'रगत जाँच',
          'ragat parikshan',
          'रगत परीक्षण',
          'ragat kam',
          'रगत कम',
          'ragat ko matra',
          'रगतको मात्रा',
          'ragat samuha',
          'रगत समूह',
          'ragatchap',
          'raktachap',
          'रक्तचाप',
          'blood in urine test',
          'ragat badhaun',
          'रगत बढाउन',
          'ragat banaun',
          'रगत बनाउन',
          'blood increase',
          'increase blood',
          'blood donation',
          'builds blood',
          'build blood',
          'food for blood',
          // bleeding gums and nosebleeds are common in pregnancy, not the danger sign (vaginal bleeding)
          'gums bleed',
          'gum bleed',
          'bleeding gums',
          'bleeding from gums',
          'bleeding from my gums',
          'blood from gums',
          'gija bata ragat',
          'गिजाबाट रगत',
          'nose bleed',
          'nosebleed',
          'bleeding from nose',
          'bleeding from my nose',
          'naak bata ragat',
          'नाकबाट रगत',
        ),
      },
      {
        // a pad soaked through says heavy bleeding without the word (reference pp_heavy_bleeding: "soaking more than 1 pad in 5 minutes")
        all: [
          phrases('soak', 'soaked', 'soaking', 'bhijyo', 'भिज्यो', 'bhijeko', 'भिजेको', 'bhijchha', 'भिज्छ'),
          phrases('pad', 'pads', 'pyad', 'प्याड', 'sanitary'),
        ],
      },
    ],
    pregnancy: { id: 'preg_bleeding', heavyAction: 'call_ambulance_now' },
    labour: { id: 'lab_heavy_bleeding', severe: true },
    after: { id: 'pp_heavy_bleeding', severe: true },
  },
  {
    id: 'convulsions',
    rules: [
      {
        all: [
          phrases(
            'fits=',
            'body was shaking',
            'body shaking',
            'whole body shaking',
            'eyes went up',
            'eyes rolling',
            'eyes rolled',
            'eyes turned up',
            'body stiff',
            'body became stiff',
            'stiff and shaking',
            'aankha mathi',
            'आँखा माथि',
            'aankha tarmaryo',
            'jiu akadiyo',
            'hos gayo',
            'होस गयो',
            'hosh gayo',
            'hos haray',
            'होस हरा',
            'ararie',
            'अररिए',
            'hat phadk',
            'हात फड्क',
            'mukh phadk',
            'मुख फड्क',
            'jiu phadk',
            'जिउ फड्क',
            'hat farfar',
            'हात फरफर',
            'oth farfar',
            'ओठ फरफर',
            'jiu farfar',
            'जिउ फरफर',
            'chhare aayo',
            'छारे आयो',
            'chhare aau',
            'छारे आउ',
            'छारे लाग',
            'muk bata phinj',
            'mukh bata fij',
            'मुख बाट फिँज',
            'जिउ अकडियो',
            'haat khutta tanne',
            'हात खुट्टा तान्ने',
            'muk bata phij',
            'मुखबाट फिँज',
            // not "fit" alone: folded it is "feet" (normalize.ts)
            'convulsion~',
            'seizure~',
            'unconscious~',
            'had a fit',
            'have a fit',
            'having a fit',
            'having fits',
            'got a fit',
            'convuls',
            'seizure',
            'jerking',
            // not "chhare" alone: folded it is "care"
            'chhare rog',
            'छारे रोग',
            'ainthan',
            'ऐंठन',
            'ऐँठन',
            'mirgi',
            'मिर्गी',
            'eclampsia',
            'unconscious',
            'fainted and',
            'passed out',
            'behos',
            'बेहोस',
            'bihos',
            'murchha',
            'मुर्छा',
            'मूर्छा',
            // "fit" alone folds like "feet": only as mothers say it, "fit aayo"
            'fit= aayo',
            'fit= aauchha',
            'fit= aaunchha',
            'fit= paryo',
            'fit= parchha',
            'fit= bhayo',
            'फिट आयो',
            'फिट आउँछ',
            'फिट पर्‍यो',
          ),
        ],
      },
      {
        // काम्ने is the reference's own word for fits ("काम्ने / बेहोस हुने") but also means shivering:
        // alone it stays a fit (a missed fit can kill; docs/decisions/009-ai-doctor.md), but with cold,
        // fever or fear named it is her shivering (a fever is then its own sign). A baby's stays a fit.
        all: [
          phrases('kamne', 'kamirah', 'कामिरह', 'kamna', 'काम्न', 'kamyo', 'kaampyo', 'kampyo', 'kamdai', 'kampan', 'kamchha', 'काम्ने', 'काम्यो', 'काम्छ', 'कम्पन'),
        ],
        motherUnless: SHIVERING,
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
        all: [
          phrases(
            'chamki',
            'चम्कि',
            'light chamk',
            'bijuli jasto',
            'बिजुली जस्तो',
            'tirmira',
            'तिरमिरा',
            'seeing double',
            'double vision',
            'black spots',
            'spots in front',
            'spots before',
            'flashing lights',
            'flashes of light',
            'aankha tirmir',
            'आँखा तिरमिर',
            'aankha agadi kalo',
            'आँखा अगाडि कालो',
            'dhamilo dekh',
            'धमिलो देख',
            'headache',
            'headache~',
            'blurred~',
            'vision~',
            'head ache',
            'head pain',
            'head hurt',
            'pain in head',
            'pain in my head',
            'tauko dukh',
            'टाउको दुख',
            'tauko ma dukh',
            'टाउको दुखाइ',
            'sir dukh',
            'nidhar dukh',
            'निधार दुख',
            'tauko phut',
            'टाउको फुट',
            'शिर दुख',
            'blurr',
            'blurry vision',
            'vision',
            'cant see',
            'cannot see',
            'seeing spots',
            'seeing stars',
            'flashing light',
            'dhamilo',
            'धमिलो',
            'tirmir',
            'तिरमिर',
            'jhilimili',
            'झिलिमिली',
            'aankha dekhdaina',
            'आँखा देख्दैन',
            'ankha aghyaro',
          ),
        ],
        severe: true,
        strong: phrases(
          'blurr',
          'vision',
          'cant see',
          'cannot see',
          'spots',
          'stars',
          'flashing',
          'dhamilo',
          'धमिलो',
          'tirmir',
          'तिरमिर',
          'jhilimili',
          'झिलिमिली',
          'dekhdaina',
          'देख्दैन',
          'aghyaro',
          'not going away',
          'wont go away',
          'doesnt go away',
          'jadaina',
          'जाँदैन',
          'niko hudaina',
          'निको हुँदैन',
          'medicine not working',
          'agadi kalo',
          'अगाडि कालो',
          'chamki',
          'चम्कि',
          'tara jasto',
          'तारा जस्तो',
          'ujyalo',
          'उज्यालो',
          'duita duita',
          'दुइटा दुइटा',
          'दुईटा दुईटा',
          'phutla jasto',
          'फुट्ला जस्तो',
          'phutchha jasto',
          'फुट्छ जस्तो',
          'सिटामोल खाँदा पनि',
          'sitamol khada pani',
          'cetamol khada pani',
          'खाँदा पनि कम भएन',
          'swelling',
          'swollen',
        ),
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
        all: [
          phrases(
            'fever',
            'fever~',
            'feverish',
            'high temperature',
            'temperature is high',
            'temperature high',
            'jwaro',
            'jworo',
            'joro',
            'jaro=',
            'ज्वरो',
            'ज्वर',
            'bukhar',
            'बुखार',
            'body is hot',
            'body hot',
            'feels hot',
            'is hot',
            'jiu taato',
            'jiu tato',
            'jiu pol',
            'जिउ पोल',
            'aang tato',
            'आङ तातो',
            'chhuda tato',
            'छुँदा तातो',
            'छुँदा पोल',
            'जिउ तातो',
            'sarir tato',
            'शरीर तातो',
          ),
        ],
        except: phrases('fever medicine', 'jwaro ko aushadhi'),
        // a mild fever the day after a vaccine is expected (knowledge entry vax-fever-after); a high one is not
        unlessMild: phrases(
          'khop today',
          'khop lagayo',
          'khop lagaeko',
          'khop lagako',
          'khop diyo',
          'got vaccine',
          'vaccine today',
          'vaccine diyo',
          'vaccine lagayo',
          'khop lagaepachi',
          'khop lagae pachi',
          'खोप लगायो',
          'खोप लगाएको',
          'after vaccine',
          'after vaccination',
          'after the vaccine',
          'after injection',
          'khop pachhi',
          'खोपपछि',
          'खोप पछि',
          'sui pachhi',
          'सुईपछि',
          'vaccine pachhi',
          'vaccine lagaye pachhi',
          'khop lagaye pachhi',
          'खोप लगाएपछि',
          'injection pachhi',
        ),
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
        all: [
          phrases(
            'belly pain',
            'belly hurt',
            'stomach pain',
            'stomach ache',
            'stomachache',
            'abdominal pain',
            'abdomen pain',
            'tummy pain',
            'tummy ache',
            'pain in belly',
            'pain in my belly',
            'pain in stomach',
            'pain in my stomach',
            'pain in abdomen',
            'pain in lower belly',
            'pet dukh',
            'पेट दुख',
            'pet ma dukh',
            'पेटमा दुख',
            'petma dukh',
            'pet bataa dukh',
            'तल्लो पेट दुख',
            'tallo pet dukh',
            'pet dukhai',
            'पेट दुखाइ',
            'pet bhaundin',
            'pet ma pida',
            'पेटमा पीडा',
            'cramps',
          ),
        ],
        severe: true,
        strong: phrases(
          'not stopping',
          'wont stop',
          'rokiyena',
          'रोकिएन',
          'lagatar',
          'लगातार',
          'continuous',
          'unbearable',
          'sahana sakdina',
          'सहन सक्दिन',
          'hard belly',
          'pet kada',
        ),
      },
    ],
    pregnancy: { id: 'preg_abdominal_pain' },
    after: { id: 'pp_abdominal_pain' },
  },
  {
    id: 'breathing',
    rules: [
      {
        all: [
          phrases(
            'saas pugdaina',
            'sas pugdaina',
            'सास पुग्दैन',
            'sas pugena',
            'सास पुगेन',
            'breathe garna garo',
            'breath garna garo',
            'breathing garo',
            'saas lina sakina',
            'सास लिन सकिन',
            'hard to breath',
            'difficult to breath',
            'difficulty breath',
            'difficulty~ breathing~',
            'breathing~ difficult',
            'difficulty in breath',
            'trouble breath',
            'cant breath',
            'cannot breath',
            'unable to breath',
            'short of breath',
            'shortness of breath',
            'breathless',
            'out of breath',
            'fast breath',
            'breathing fast',
            'breathing very fast',
            'breathing hard',
            'breathes fast',
            'breathing quickly',
            'rapid breath',
            'gasping',
            'struggling to breath',
            'sas pherna garo',
            'saas pherna garo',
            'sas ferna garo',
            'सास फेर्न गाह्रो',
            'सास फेर्न सकिन',
            'सास फेर्न सक्दैन',
            'sas pherna sakdina',
            'sas line garo',
            'सास लिन गाह्रो',
            'sas phulyo',
            'सास फुल्यो',
            'sas phulchha',
            'सास फुल्छ',
            'sas chito',
            'सास छिटो',
            'chito sas',
            'छिटो सास',
            'chito chito sas',
            'sas rokiyo',
            'सास रोकियो',
            'sas roki',
            'सास रोकि',
            'sas pherena',
            'सास फेरेन',
            'sas nai pheren',
            'सास नै फेरेन',
            'kura garna garo',
            'कुरा गर्न गाह्रो',
            'swas pherna garo',
            'श्वास फेर्न गाह्रो',
            'swas prashwas garo',
            'ghyar ghyar',
          ),
        ],
        // short of breath climbing stairs or a hill is common late in pregnancy (knowledge entry); at rest or severe it is the sign
        unlessMild: phrases(
          'climb',
          'climbing',
          'stairs',
          'steps',
          'uphill',
          'hill',
          'when walking',
          'while walking',
          'on walking',
          'ukalo',
          'उकालो',
          'sidi',
          'सिँढी',
          'सिढी',
          'hidda',
          'हिँड्दा',
          'हिड्दा',
        ),
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
        all: [
          phrases(
            'lateko chaina',
            'lateko chhaina',
            'lat haneko chhaina',
            'लात हानेको छैन',
            'lat hanena',
            'kick gareko chhaina',
            'kick garena',
            'kick gardaina',
            'kick chhaina',
            'movment',
            'movemnt',
            'movement reduced',
            'movements reduced',
            'reduced movement',
            'kicks reduced',
            'kicking reduced',
            'not feeling kick',
            'no kick',
            'kick feel bhayena',
            'kick chhaina',
            'chaleko thaha bhayena',
            'चलेको थाहा भएन',
            'halchal bhayena',
            'हलचल भएन',
            'not moving',
            'not move',
            'no movement',
            'no movements',
            'less movement',
            'less movements',
            'fewer movements',
            'moving less',
            'moves less',
            'moving very little',
            'stopped moving',
            'stopped kicking',
            'not kicking',
            'no kicks',
            'less kicking',
            'kicking less',
            'kicks less',
            'hasnt moved',
            'havent felt',
            'not felt',
            'cant feel',
            'dont feel the baby',
            'chalena',
            'चलेन',
            'chaldaina',
            'चल्दैन',
            'chaleko chhaina',
            'चलेको छैन',
            'chalirakheko chhaina',
            'kam chal',
            'कम चल',
            'nachal',
            'नचल',
            'halchal chhaina',
            'हलचल छैन',
            'halchal kam',
            'हलचल कम',
            'chalna chhodyo',
            'lat hanna chhod',
            'लात हान्न छोड',
            'kick garna chhod',
            'hallien',
            'हल्लिएन',
            'halliyena',
            'hallidaina',
            'हल्लिँदैन',
            'चाल थाहा भएन',
            'chal thaha bhaena',
            'chal thaha bhayena',
            'चल्न छोड्यो',
            'chalna banda',
            'चल्न बन्द',
            'laat hanena',
            'लात हानेन',
            'chalyo jasto lagena',
            'movement kam',
            'kam movement',
            'movement ghat',
            'movement chhaina',
            'movement thaha bhayena',
          ),
        ],
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
        all: [
          phrases(
            'water came out',
            'water is coming',
            'water coming from',
            'lot of water',
            'clothes are all wet',
            'water like urine',
            'cant stop it',
            'pani aayo tala',
            'tala bata pani',
            'तलबाट पानी',
            'pani khasyo',
            'पानी खस्यो',
            'kapada bhijyo',
            'कपडा भिज्यो',
            'pani leak',
            'water leak',
            'leak bhayo',
            'water broke',
            'water break',
            'waters broke',
            'water has broken',
            'waters have broken',
            'water is leaking',
            'leaking water',
            'leaking fluid',
            'fluid leaking',
            'fluid is leaking',
            'water leaking',
            'water coming out',
            'amniotic',
            'pani phutyo',
            'paani phutyo',
            'pani futyo',
            'पानी फुट्यो',
            'पानी फुटेको',
            'pani phuteko',
            'पानी फुट',
            'pani bagyo',
            'पानी बग्यो',
            'pani bagdai',
            'पानी बग्दै',
            'pani chuhiyo',
            'पानी चुहियो',
            'pani chuhi',
            'पानी चुहि',
            'pani jharyo',
            'पानी झर्यो',
            'पानी झर्‍यो',
            'sal pani',
            'kapada bhiji',
            'कपडा भिजि',
            'साल पानी',
          ),
        ],
      },
    ],
    pregnancy: { id: 'preg_water_breaks' },
  },
  {
    id: 'swelling',
    rules: [
      {
        all: [
          phrases(
            'swell',
            'swollen',
            'puffy',
            'puffed',
            'phuleko',
            'फुलेको',
            'phuler',
            'फुलेर',
            'sunniy',
            'sunnie',
            'sunninu',
            'sunnina',
            'सुन्नि',
            'सुन्निए',
            'सुन्निय',
            'soj',
            'सोज',
          ),
          phrases(
            'face',
            'hand',
            'hands',
            'finger',
            'eyes',
            'eyelid',
            'body',
            'all over',
            'anuhar',
            'अनुहार',
            'haat=',
            'hat=',
            'haatma',
            'हात',
            'हातमा',
            'aula',
            'औंला',
            'jiu',
            'जिउ',
            'sarir',
            'शरीर',
            'mukh',
            'मुख',
            'aankha',
            'आँखा',
          ),
        ],
      },
      {
        all: [
          phrases('swell', 'swollen', 'puffy', 'sunniy', 'sunnie', 'sunninu', 'सुन्नि', 'soj', 'सोज'),
          phrases('feet', 'foot', 'leg', 'legs', 'ankle', 'khutta', 'खुट्टा', 'paitala', 'खुट्टामा'),
        ],
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
        all: [
          phrases(
            'vomit',
            'vomiting~',
            'bomit',
            'chhadchh',
            'छाद्छ',
            'छाद्यो',
            'chhadyo',
            'throw up',
            'throwing up',
            'threw up',
            'banta',
            'baanta',
            'बान्ता',
            'ulti',
            'उल्टी',
          ),
        ],
        severe: true,
        strong: phrases(
          'comes out',
          'whatever i eat',
          'times a day',
          'all feeds',
          'all the milk',
          'whatever i give',
          'je khaye pani',
          'जे खाए पनि',
          'je khuwaye pani',
          'जे खुवाए पनि',
          'sabai nikalchha',
          'सबै निकाल्छ',
          'jati khuwayo',
          'जति खुवायो',
          'cant keep',
          'cannot keep',
          'keep anything',
          'keep nothing',
          'everything',
          'every time',
          'all food',
          'any food',
          'lagatar',
          'लगातार',
          'continuous',
          'nonstop',
          'all day',
          'din bhari',
          'दिनभरि',
          'khana basdaina',
          'खाना बस्दैन',
          'kei pani basdaina',
          'केही पनि बस्दैन',
          'sabai banta',
          'sab ulti',
          'sabai ulti',
          'je khuwayo sabai',
          'जे खुवायो सबै',
          'je khayo sabai',
          'जे खायो सबै',
          'sabai bomit',
          'pet ma rakhna sak',
          'पेटमा राख्न सक',
          'pet ma rakhdaina',
          'पेटमा राख्दैन',
          'ek thopa pani basdaina',
          'एक थोपा पनि बस्दैन',
          'सबै बान्ता',
          'pani pani',
          'पानी पनि',
          'blood',
          'ragat',
          'रगत',
          'cant eat',
          'cannot eat',
          'cant drink',
          'khana khana sakdina',
          'खान सक्दिन',
        ),
      },
      {
        // "can't keep food down" is the reference's own wording of the sign, with no word for vomiting
        all: [
          phrases(
            'sabai phalchha',
            'सबै फाल्छ',
            'dudh pani rahadaina',
            'दूध पनि रहँदैन',
            'okalchha',
            'ओकल्छ',
            'sabai okal',
            'सबै ओकल',
            'whatever i eat comes',
            'whatever i give comes',
            'comes out immediately',
            'je khaye pani nikal',
            'je khuwaye pani nikal',
            'जे खाए पनि निकाल',
            'जे खुवाए पनि निकाल',
            'khayeko sabai bahira',
            'खाएको सबै बाहिर',
            'cant keep food down',
            'cant keep any food down',
            'cannot keep food down',
            'cant keep anything down',
            'cannot keep anything down',
            'nothing stays down',
            'khana basdaina',
            'खाना बस्दैन',
            'khana pani basdaina',
            'kei pani basdaina',
            'केही पनि बस्दैन',
            'khayeko sabai nikalchha',
            'sabai phaldin',
            'सबै फाल्दि',
            'sabai phyank',
            'सबै फ्याँक',
            'pet ma rakhna sakeko chaina',
            'pani pani basdaina',
            'पानी पनि बस्दैन',
            'kehi pani pet ma rakhdaina',
            'केही पनि पेटमा राख्दैन',
          ),
        ],
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
        all: [
          phrases(
            'tight bhay',
            'tight huncha',
            'tight hunchha',
            'har 10 min',
            'har 5 min',
            'min ma dukh',
            'मिनेटमा दुख',
            'kasiyera dukh',
            'कसिएर दुख',
            'coming and going',
            'pain comes and goes',
            'every 10 min',
            'every 15 min',
            'every 5 min',
            'every few minutes',
            'tightening',
            'regular pain',
            'pains regularly',
            'pain regularly',
            'delivery pain',
            'pain coming every',
            'baby coming early',
            'pet kasiyo',
            'पेट कसियो',
            'pet kasine',
            'पेट कसिने',
            'ghari ghari dukhne',
            'घरी घरी दुख्ने',
            'rahi rahi dukhne',
            'रहि रहि दुख्ने',
            'ek ek chhin',
            'byatha jasto',
            'व्यथा जस्तो',
            'betha jasto',
            'बेथा जस्तो',
            'labour pain',
            'labor pain',
            'labour has started',
            'labor has started',
            'labour started',
            'labor started',
            'in labour',
            'in labor',
            'contractions',
            'betha lag',
            'बेथा लाग',
            'byatha lag',
            'व्यथा लाग',
            'byatha suru',
            'व्यथा सुरु',
            'betha suru',
            'prasav pida',
            'प्रसव पीडा',
            'sutkeri betha',
            'सुत्केरी व्यथा',
          ),
        ],
        asksWhen: ASKS_WHEN,
      },
    ],
    pregnancy: { id: 'preg_early_labour' },
  },
  {
    id: 'retained_placenta',
    rules: [
      {
        all: [
          phrases('placenta', 'placenta~', 'afterbirth', 'saal=', 'sal=', 'साल'),
          phrases(
            'niskien',
            'निस्किएन',
            'ajhai',
            'अझै',
            'निस्कँदैन',
            'niskadaina',
            'not coming',
            'not coming out',
            'still not out',
            'half hour',
            'more than 30',
            'aaudaina',
            'आउँदैन',
            'aairaheko chhaina',
            'आइरहेको छैन',
            'not out',
            'not come',
            'not came',
            'hasnt come',
            'didnt come',
            'not delivered',
            'not yet',
            'stuck',
            'still inside',
            'niskena',
            'निस्केन',
            'niskeko chhaina',
            'निस्केको छैन',
            'nanisk',
            'ननिस्क',
            'aayena',
            'आएन',
            'jharena',
            'झरेन',
            'bhitrai',
            'भित्रै',
          ),
        ],
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
        all: [
          phrases(
            'hand',
            'arm',
            'foot',
            'feet',
            'leg',
            'legs',
            'cord',
            'bottom',
            'buttock',
            'haat=',
            'hat=',
            'हात',
            'khutta',
            'खुट्टा',
            'naal',
            'nal=',
            'नाल',
            'chaak',
            'चाक',
          ),
          phrases(
            'first',
            'came out',
            'coming out',
            'come out',
            'pahile',
            'पहिले',
            'pahila',
            'पहिला',
            'niskyo',
            'निस्क्यो',
            'niskiyo',
            'bahira aayo',
            'बाहिर आयो',
          ),
          phrases(
            'labour',
            'labor',
            'delivery',
            'birth',
            'betha',
            'बेथा',
            'byatha',
            'व्यथा',
            'prasav',
            'प्रसव',
            'sutkeri',
            'सुत्केरी',
            'baby=',
            'bachha=',
            'bacha=',
            'बच्चा',
            'बच्चाको',
          ),
        ],
      },
    ],
    labour: { id: 'lab_malpresentation' },
    pregnancy: { id: 'lab_malpresentation' },
  },
  {
    // the cord seen or felt before the baby (after the waters break): the reference's "cord comes first",
    // call 102 (lab_malpresentation), never only "go now"
    id: 'cord_prolapse',
    rules: [
      {
        all: [
          phrases('cord', 'umbilical', 'naal', 'nal=', 'नाल', 'saal nal', 'सालनाल'),
          phrases(
            'see',
            'seen',
            'saw',
            'visible',
            'showing',
            'hanging',
            'feel',
            'felt',
            'out',
            'outside',
            'dekhiyo',
            'देखियो',
            'dekhin',
            'देखिन',
            'dekhieko',
            'देखिएको',
            'jhundi',
            'झुण्डि',
            'झुन्डि',
            'bahira',
            'बाहिर',
            'niskyo',
            'निस्क्यो',
            'niskiyo',
            'aayo',
            'आयो',
          ),
        ],
      },
    ],
    labour: { id: 'lab_malpresentation' },
    pregnancy: { id: 'lab_malpresentation' },
  },
  {
    id: 'foul_discharge',
    rules: [
      {
        all: [
          phrases('smell', 'smelly', 'foul', 'stink', 'odour', 'odor', 'ganhaun', 'ganaun', 'gandh', 'गन्ह', 'गनाउ', 'गन्ध', 'badbu', 'बदबु'),
          phrases(
            'discharge',
            'fluid',
            'water',
            'pani',
            'पानी',
            'srav',
            'स्राव',
            'yoni',
            'योनि',
            'vagina',
            'down there',
            'bleeding',
            'ragat',
            'रगत',
            'pad',
            'tanka',
            'टाँका',
            'stitch',
            'pip=',
            'पिप',
            'pus',
          ),
        ],
      },
    ],
    after: { id: 'pp_foul_discharge' },
  },
  {
    id: 'urine',
    rules: [
      {
        all: [
          phrases(
            'cant pass urine',
            'cannot pass urine',
            'cant urinate',
            'cannot urinate',
            'cant pee',
            'unable to pee',
            'unable to urinate',
            'urine not coming',
            'no urine',
            'leaking urine',
            'urine leak',
            'cant control urine',
            'cant hold urine',
            'cannot hold urine',
            'pisab garna garo',
            'पिसाब गर्न गाह्रो',
            'pisab pherna garo',
            'पिसाब फेर्न गाह्रो',
            'pisab aaudaina',
            'पिसाब आउँदैन',
            'pisab chuhi',
            'पिसाब चुहि',
            'pisab rokna sakdina',
            'पिसाब रोक्न सक्दिन',
            'pisab thunna sakdina',
            'pisab garna sakdina',
            'pisab garna sakina',
            'पिसाब गर्न सक्दिन',
            'पिसाब गर्न सकिन',
            'pisab pherna sakdina',
            'पिसाब फेर्न सक्दिन',
            'pisab rokiyo',
            'पिसाब रोकियो',
            'pisab lagchha tara aaudai',
            'पिसाब लाग्छ तर आउँदै',
            'pisab thamna sak',
            'पिसाब थाम्न सक',
            'पिसाब थाम्नै सक',
            'pisab thamnai sak',
            'आफै चुहि',
            'aaphai chuhi',
          ),
        ],
      },
    ],
    after: { id: 'pp_urine' },
  },
  {
    id: 'breast',
    rules: [
      {
        all: [
          phrases('breast', 'breasts', 'stan=', 'स्तन', 'dudh=', 'दूध', 'chhati', 'छाती'),
          phrases(
            'red',
            'rato',
            'रातो',
            'swollen',
            'swelling',
            'sunniy',
            'सुन्नि',
            'lump',
            'gaantho',
            'गाँठो',
            'gaanth paryo',
            'गाँठ पर',
            'गाँठ',
            'pus',
            'pip=',
            'पिप',
            'hot',
            'tato',
            'तातो',
            'hard and pain',
          ),
        ],
      },
      {
        all: [phrases('breast', 'breasts', 'stan=', 'स्तन'), phrases('pain', 'painful', 'hurt', 'dukh', 'दुख')],
        severe: true,
      },
    ],
    after: { id: 'pp_breast', heavyAction: 'go_to_facility_now' },
  },
  {
    id: 'mood',
    rules: [
      {
        all: [
          phrases(
            'dont feel anything',
            'feel nothing',
            'cry whole day',
            'crying whole day',
            'cry the whole day',
            'dont want to see the baby',
            'dont want to see my baby',
            'dont love my baby',
            'no feeling for the baby',
            'cant sleep cant eat',
            'din bhari runchhu',
            'दिनभरि रुन्छु',
            'bachha herna man lagdaina',
            'बच्चा हेर्न मन लाग्दैन',
            'kehi pani man lagdaina',
            'केही पनि मन लाग्दैन',
            'depress',
            'hopeless',
            'no interest',
            'cant stop crying',
            'crying all',
            'cry all',
            'nirash',
            'निराश',
            'man lagdaina',
            'मन लाग्दैन',
            'kehi garna man lagdaina',
            'runa= matra',
            'रुन= मात्र',
            'ruwai= matra',
            'tanav',
            'तनाव',
            'anxiety',
            'ramailo lagdaina',
            'रमाइलो लाग्दैन',
            'बेकारको आमा',
            'bekar ko aama',
            'kam nalagne aama',
            'useless mother',
            'bad mother',
            'failure as a mother',
          ),
        ],
      },
      {
        all: [
          phrases(
            'sad',
            'udas',
            'उदास',
            'dukhi',
            'दुःखी',
            'दुखी',
            'low mood',
            'i cry',
            'i keep crying',
            'i feel like crying',
            'runa man',
            'रुन मन',
            'ma runchhu',
            'म रुन्छु',
          ),
        ],
        severe: true,
      },
    ],
    after: { id: 'pp_mood', heavyAction: 'go_to_facility_now' },
    pregnancy: { id: 'pp_mood', heavyAction: 'go_to_facility_now' },
  },
  {
    id: 'self_harm',
    rules: [
      {
        all: [
          phrases(
            'naujhiye hunthyo',
            'nabyujhiye hunthyo',
            'नब्युँझिए हुन्थ्यो',
            'नउठे हुन्थ्यो',
            'nauthe hunthyo',
            'byujhna napare',
            'ब्युँझनु नपरे',
            'aaphulai kehi garu',
            'aafulai kehi garu',
            'afulai kei garu',
            'आफूलाई केही गरुँ',
            'आफैलाई केही गरुँ',
            'marna man',
            'मर्न मन',
            'jump from roof',
            'jump from the roof',
            'jump off',
            'jump in the river',
            'jump into the river',
            'jump in river',
            'hang myself',
            'drink poison',
            'take poison',
            'eat poison',
            'kill me',
            'khola ma hamfal',
            'खोलामा हाम फाल',
            'chhat bata hamfal',
            'छतबाट हाम फाल',
            'pharsi',
            'dawai khayera marchhu',
            'औषधि खाएर मर्छु',
            'marchhu',
            'मर्छु',
            'marnu parne',
            'मर्नु पर्ने',
            'kill myself',
            'suicide',
            'end my life',
            'harm myself',
            'hurt myself',
            'want to die',
            'wish i was dead',
            'better off dead',
            'hurt my baby',
            'harm my baby',
            'harm the baby',
            'marna man',
            'मर्न मन',
            'marna chahanchhu',
            'मर्न चाहन्छु',
            'aatmahatya',
            'atmahatya',
            'आत्महत्या',
            'bachalai maru',
            'bachha lai maarchhu',
            'बच्चालाई मारौं',
            'marna paye',
            'मर्न पाए',
            'mari jau',
            'मरिजाउँ',
            'मरि जाउँ',
            'मरेर जाउँ',
            'marera jau',
            'better if i die',
            'better if i was dead',
            'better if i were dead',
            'wish i could die',
            'wish i would die',
            'wish i was not alive',
            'end it all',
            'end everything',
            'take my life',
            'take my own life',
            'jiwan antya',
            'jiban antya',
            'जीवन अन्त्य',
            'jiwan sakau',
            'जीवन सकाउ',
            'aaphailai hani',
            'aafulai hani',
            'आफैंलाई हानि',
            'आफैलाई हानि',
            'आफूलाई हानि',
            'bish= khan',
            'bis= khan',
            'विष= खान',
            'बिष= खान',
            'jhundiy',
            'झुण्डिए',
            'झुन्डिए',
            'phasi',
            'आफैलाई केही गरि',
            'आफूलाई केही गरि',
            'aphailai kehi gari',
            'aafulai kehi gari',
            'aaphulai kehi gari',
            'म= नभए सबै',
            'ma= nabhae sabai',
            'ma= nabhaye sabai',
            'better off without me',
            'everyone better without me',
            'फाँसी',
          ),
        ],
      },
      {
        // passive wishes say the "no" themselves: "I don't want to live", "bachna man chhaina"
        all: [
          phrases(
            'dont want to live',
            'do not want to live',
            'dont want to be alive',
            'no reason to live',
            'no point living',
            'no point in living',
            'not want to wake up',
            'never wake up',
            'not wake up again',
            'dont want to wake',
            'life is not worth',
            'not worth living',
            'bachna man chhaina',
            'bachna man laagdaina',
            'bachna man lagdaina',
            'बाँच्न मन छैन',
            'बाँच्न मन लाग्दैन',
            'बाच्न मन छैन',
            'jiuna man chhaina',
            'jiuna man lagdaina',
            'जिउन मन छैन',
            'जिउन मन लाग्दैन',
            'बाँच्नुको अर्थ छैन',
            'bachnuko artha chhaina',
            'ब्युँझन मन छैन',
            'wish i would not wake',
            'wish i wouldnt wake',
            'wish i could sleep forever',
            'sleep forever and',
            'disappear forever',
            'not be here anymore',
            'not be alive',
            'byujhna man chhaina',
            'uthna namilos',
          ),
        ],
        absence: true,
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
        all: [
          phrases(
            'nildaina',
            'निल्दैन',
            'nilena',
            'निलेन',
            'milk khadaina',
            'milk khaena',
            'milk khane chhodyo',
            'not taking dudh',
            'dudh not taking',
            'dudh khana chhodyo',
            'दूध खान छोड्यो',
            'dudh chusna chhodyo',
            'दूध चुस्न छोड्यो',
            'not able to drink',
            'unable to drink',
            'cant drink',
            'cannot drink',
            'not drinking',
            'wont drink',
            'milk comes out of mouth',
            'milk just comes out',
            'refuses milk',
            'refusing milk',
            'refuses to feed',
            'refusing feed',
            'not taking milk',
            'not taking feed',
            'not taking breast',
            'dudh khadaina',
            'दूध खाँदैन',
            'dudh khaena',
            'दूध खाएन',
            'dudh chusdaina',
            'दूध चुस्दैन',
            'dudh chusena',
            'दूध चुसेन',
            'pani pani khadaina',
            'पानी पनि खाँदैन',
            'piuna sakdaina',
            'पिउन सक्दैन',
            'not feeding',
            'not feed',
            'wont feed',
            'doesnt feed',
            'cant feed',
            'unable to feed',
            'not suck',
            'wont suck',
            'cant suck',
            'doesnt suck',
            'dosent suck',
            'dosnt suck',
            'dont suck',
            'not sucking',
            'not able to suck',
            'not breastfeeding well',
            'not taking the breast',
            'not taking breast',
            'refuses to feed',
            'refusing to feed',
            'refuses the breast',
            'refusing breast',
            'stopped feeding',
            'stopped drinking milk',
            'not drinking milk',
            'doesnt drink milk',
            'wont drink milk',
            'dudh chusdaina',
            'दूध चुस्दैन',
            'dudh chusena',
            'दूध चुसेन',
            'chusna sakdaina',
            'चुस्न सक्दैन',
            'chusdaina',
            'चुस्दैन',
            'dudh khadaina',
            'दूध खाँदैन',
            'dudh khaandaina',
            'dudh khayena',
            'दूध खाएन',
            'dudh piudaina',
            'दूध पिउँदैन',
            'dudh piyena',
            'दूध पिएन',
            'dudh mandaina',
            'दूध मान्दैन',
            'dudh chhodyo',
            'दूध छोड्यो',
            'nilna sakdaina',
            'dudh tann',
            'दुध तान्न',
            'दूध तान्न',
            'tannai sakdaina',
            'तान्नै सक्दैन',
            'piuna sakeko chhaina',
            'piun sakeko chaina',
            'पिउन सकेको छैन',
            'निल्न सक्दैन',
            'khana mandaina',
            'खान मान्दैन',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_not_feeding' },
  },
  {
    id: 'lethargic',
    rules: [
      {
        all: [
          phrases(
            'not waking',
            'wont wake',
            'does not wake',
            'doesnt wake',
            'hard to wake',
            'difficult to wake',
            'very sleepy',
            'too sleepy',
            'sleeping all the time',
            'no response',
            'not responding',
            'limp',
            'lulo',
            'लुलो',
            'latrakka',
            'लत्रक्क',
            'bisaudaina',
            'biujhdaina',
            'ब्युँझँदैन',
            'ब्युझँदैन',
            'nabyujhne',
            'नब्युँझने',
            'jhutuk',
            'सुस्त',
            'sust',
            'floppy',
            'limp',
            'unconscious',
            'wont wake',
            'not waking',
            'hard to wake',
            'doesnt wake',
            'cant wake',
            'very sleepy',
            'too sleepy',
            'sleeping all the time',
            'doesnt respond',
            'not responding',
            'no response',
            'lulo',
            'लुलो',
            'behos',
            'बेहोस',
            'sust',
            'सुस्त',
            'uthdaina',
            'उठ्दैन',
            'bijhaudaina',
            'ब्युँझँदैन',
            'byunjhdaina',
            'moves only when touched',
            'chhoeko bela matra',
            'chalauda matra',
            'चलाउँदा मात्र',
            'hosma chaina',
            'hosma chhaina',
            'होसमा छैन',
            'hos chaina',
            'होस छैन',
            'latriy',
            'लत्रिए',
            'bolauda pani herdaina',
            'बोलाउँदा पनि हेर्दैन',
            'bolauda aankha kholdaina',
            'बोलाउँदा आँखा खोल्दैन',
            'bolauda dhyan dindaina',
            'बोलाउँदा ध्यान दिँदैन',
            'runda pani awaj aaudaina',
            'रुँदा पनि आवाज आउँदैन',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_lethargic' },
  },
  {
    id: 'chest_indrawing',
    rules: [
      {
        all: [
          phrases(
            'chest indrawing',
            'chest pulls in',
            'chest pulling in',
            'chest sinks',
            'chest sinking',
            'chest goes in',
            'ribs pull',
            'ribs show',
            'kokha haneko',
            'कोखा हानेको',
            'kokha hanne',
            'कोखा हान्ने',
            'kokha hanchha',
            'कोखा हान्छ',
            'chhati bhitra',
            'छाती भित्र',
            'chhati dhasin',
            'छाती धस्सि',
            'karang bhitra',
            'करङ भित्र',
            'chhati khaldo',
            'छाती खाल्डो',
            'तल्लो भाग खाल्डो',
            'tallo bhag khaldo',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_chest_indrawing' },
  },
  {
    id: 'grunting',
    rules: [
      { all: [phrases('grunt', 'grunting')] },
      // "kaneko" folds like "khaneko" (eaten): only with breathing words
      {
        all: [
          phrases('kaneko', 'कनेको', 'kanne', 'कन्ने', 'kanchha', 'कन्छ', 'kandai', 'कन्दै'),
          // exact: "sasu" (mother-in-law) and "swasthya" (health) begin like सास and श्वास
          phrases('sas=', 'सास=', 'सासमा', 'saas=', 'swas=', 'श्वास=', 'breath', 'awaj', 'आवाज', 'sound', 'noise'),
        ],
      },
    ],
    newborn: { id: 'nb_grunting' },
  },
  {
    id: 'nasal_flaring',
    rules: [
      {
        all: [
          phrases('nostril', 'nostrils', 'nose', 'naak', 'नाक', 'nakko pora', 'नाकको पोरा'),
          phrases(
            'flare',
            'flaring',
            'widen',
            'thulo sano',
            'ठुलो सानो',
            'ठूलो सानो',
            'thulo thulo',
            'ठुलो ठुलो',
            'ठूलो ठूलो',
            'opening wide',
            'phuleko',
            'फुलेको',
            'phulchha',
            'फुल्छ',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_nasal_flaring' },
  },
  {
    id: 'blue',
    rules: [
      {
        all: [
          phrases('blue', 'bluish', 'purple', 'nilo', 'निलो', 'nilo bhayo'),
          phrases('lip', 'lips', 'face', 'mouth', 'tongue', 'skin', 'body', 'oth', 'ओठ', 'anuhar', 'अनुहार', 'mukh', 'मुख', 'jiu', 'जिउ'),
        ],
      },
    ],
    newborn: { id: 'nb_blue' },
  },
  {
    id: 'cold',
    rules: [
      {
        all: [
          phrases(
            'body is cold',
            'body cold',
            'cold body',
            'feels cold',
            'cold to touch',
            'cold to the touch',
            'cold hands and feet',
            'very cold',
            'low temperature',
            'temperature is low',
            'temperature low',
            'below 35',
            'hypotherm',
            'jiu chiso',
            'जिउ चिसो',
            'chiso bhayo',
            'चिसो भयो',
            'chhamda chiso',
            'छाम्दा चिसो',
            'sarir chiso',
            'शरीर चिसो',
            'haat khutta chiso',
            'हात खुट्टा चिसो',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_cold' },
  },
  {
    id: 'fontanelle',
    rules: [
      {
        all: [
          phrases(
            'soft part',
            'soft area',
            'soft place',
            'top of head',
            'talu',
            'taalu',
            'naram thau',
            'नरम ठाउँ',
            'naram bhag',
            'नरम भाग',
            'tallu',
            'टाउकोको माथि',
            'soft spot',
            'fontanel',
            'fontanelle',
            'talu',
            'तालु',
          ),
          phrases(
            'tight',
            'tense',
            'bulging',
            'puff',
            'phuleko',
            'फुलेको',
            'uthyo',
            'उठ्यो',
            'ukaseko',
            'उकासिएको',
            'bulg',
            'swell',
            'swollen',
            'raised',
            'puffed',
            'puffy',
            'ukse',
            'उक्से',
            'uthe',
            'uksi',
            'उक्सि',
            'उठे',
            'phule',
            'फुले',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_bulging_fontanelle' },
  },
  {
    id: 'jaundice_palms',
    rules: [
      {
        all: [
          phrases('yellow', 'jaundice', 'jaundice~', 'pahelo', 'पहेंलो', 'पहेँलो', 'पहेलो', 'jandis', 'जण्डिस', 'जन्डिस', 'kamalpitta', 'कमलपित्त'),
          phrases('palm', 'palms', 'sole', 'soles', 'hatkela', 'taluwa', 'तलुवा', 'हत्केला', 'paitala', 'पैताला', 'hands and feet', 'haat khutta', 'हात खुट्टा'),
        ],
      },
    ],
    newborn: { id: 'nb_jaundice_palms' },
  },
  {
    id: 'jaundice_early',
    rules: [
      {
        all: [
          phrases('yellow', 'jaundice', 'pahelo', 'पहेंलो', 'पहेँलो', 'पहेलो', 'jandis', 'जण्डिस', 'जन्डिस', 'kamalpitta', 'कमलपित्त'),
          phrases(
            'ghanta',
            'घण्टा',
            'hours old',
            'hrs old',
            'hour old',
            'first day',
            'first 24',
            'within 24',
            '24 hours',
            'born today',
            'born yesterday',
            'day one',
            'pahilo din',
            'पहिलो दिन',
            'janmeko din',
            'जन्मेको दिन',
            'aajai janmeko',
            'आजै जन्मेको',
            'आज जन्मेको',
            'aaja janmeko',
            'हिजो जन्मेको',
            'hijo janmeko',
            '24 ghanta',
            '२४ घण्टा',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_jaundice_early' },
  },
  {
    id: 'cord',
    rules: [
      {
        all: [
          phrases('cord', 'navel', 'belly button', 'umbilic', 'naito', 'नाइटो', 'nabhi', 'नाभि', 'naal', 'नाल'),
          phrases(
            'red',
            'redness',
            'pus',
            'rato',
            'रातो',
            'pip=',
            'पिप',
            'smell',
            'smelly',
            'ganhaun',
            'गन्हाउ',
            'swollen',
            'swelling',
            'oozing',
            'sunniy',
            'सुन्नि',
            'infect',
            // "नाइटो पाक्यो": the cord festered
            'pakyo',
            'pakeko',
            'pakdai',
            'पाक्यो',
            'पाकेको',
            'पाक्दै',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_cord' },
  },
  {
    id: 'pustules',
    rules: [
      {
        all: [
          phrases(
            'pustule',
            'pustules',
            'boils',
            'pus spots',
            'spots with pus',
            'pus bumps',
            'foka',
            'फोका',
            'pilo',
            'पिलो',
            'pip bhareko',
            'पिप भरेको',
            'blisters',
            'pakeka bibira',
            'पाकेका बिबिरा',
            'पाकेको बिबिरा',
            'pip bhareka',
            'पिप भरेका',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_pustules' },
  },
  {
    id: 'eye_pus',
    rules: [
      {
        all: [
          phrases('eye', 'eyes', 'aankha', 'आँखा', 'ankha'),
          phrases('pus', 'pip=', 'पिप', 'sticky', 'discharge', 'kachera', 'कचेरा', 'chipra', 'चिप्रा', 'swollen', 'sunniy', 'सुन्नि'),
        ],
      },
    ],
    newborn: { id: 'nb_eye_pus' },
  },
  {
    id: 'mouth',
    rules: [
      {
        all: [
          phrases('mouth', 'tongue', 'mukh', 'मुख', 'jibro', 'जिब्रो'),
          phrases('white', 'seto', 'सेतो', 'sore', 'sores', 'ulcer', 'ghau', 'घाउ', 'patch', 'patches', 'daag', 'दाग'),
        ],
      },
      { all: [phrases('thrush', 'oral thrush')] },
    ],
    newborn: { id: 'nb_mouth' },
  },
  {
    id: 'dehydration',
    rules: [
      {
        all: [
          phrases(
            'diar',
            'diarea',
            'diarhea',
            'diarhoea',
            'loose motion',
            'watery stool',
            'stool watery',
            'pakhala',
            'पखाला',
            'disha pani jasto',
            'दिसा पानी जस्तो',
            'patalo disa',
            'पातलो दिसा',
            'diarr',
            'diarrhoea~',
            'diarrhea~',
            'loose motion',
            'loose stool',
            'watery stool',
            'watery poo',
            'pakhala',
            'पखाला',
            'disha patlo',
            'pani jasto disa',
            'पानी जस्तो दिसा',
            'disa lagyo',
            'दिसा लाग्यो',
            'झाडा=',
            'jhada=',
            'patalo patalo',
            'दिसा पातलो',
          ),
          phrases(
            'deep',
            'sunk',
            'gone inside',
            'without tears',
            'no tears',
            'skin goes back slow',
            'skin goes back slowly',
            'pinch',
            'aankha gadeko',
            'आँखा गडेको',
            'aankha bhitra',
            'आँखा भित्र',
            'aansu aaudaina',
            'आँसु आउँदैन',
            'aansu bina',
            'mukh sukyo',
            'मुख सुक्यो',
            'pisab kam',
            'पिसाब कम',
            'pisab gareko chhaina',
            'पिसाब गरेको छैन',
            'very dry',
            'lips dry',
            'sunken',
            'gadeko',
            'गडेको',
            'dry mouth',
            'no tears',
            'not peeing',
            'no urine',
            'no wet',
            'very thirsty',
            'dehydrat',
            'talu gadeko',
            'gadiy',
            'गडिय',
            'aankha khaldo',
            'आँखा खाल्डो',
            'आँखा खाल्टो',
            'khalto',
            'खाल्टो',
            'khaldo',
            'खाल्डो',
            'dhasyo',
            'धस्यो',
            'dhasiy',
            'धसिए',
            'bhitra pas',
            'भित्र पस',
            'chimtida',
            'चिम्टि',
            'bistarai pharki',
            'बिस्तारै फर्कि',
            'aansu naai',
            'आँसु नआई',
            'pani magirahan',
            'पानी मागिरहन',
            'oth sukeko',
            'ओठ सुकेको',
            'pisab gardaina',
            'पिसाब गर्दैन',
            'pisab thorai',
            'पिसाब थोरै',
            'pisab pani thorai',
            'पिसाब पनि थोरै',
            'तालु गडेको',
            'mukh sukeko',
            'मुख सुकेको',
            'blood',
            'ragat',
            'रगत',
          ),
        ],
      },
    ],
    newborn: { id: 'nb_diarrhoea_dehydration' },
  },
  {
    id: 'small',
    rules: [
      {
        all: [
          phrases(
            'low birth weight',
            'low weight',
            'underweight',
            'too small',
            'very small',
            'very tiny',
            'premature',
            'preterm',
            'born early',
            'kam taul',
            'कम तौल',
            'taul kam',
            'तौल कम',
            'dherai sano',
            'धेरै सानो',
            'samay nagudai janmeko',
            'समय नपुग्दै जन्मेको',
          ),
        ],
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
        all: [
          phrases(
            'stridor',
            'harsh noise',
            'harsh sound',
            'noisy breath',
            'noise when breath',
            'sound when breath',
            'whistling breath',
            'whistle when',
            'ghwar',
            'ghyar',
            'ghurr',
            'घ्वार',
            'घ्यार',
            'घुर्र',
            'sas lida awaj',
            'सास लिँदा आवाज',
          ),
        ],
      },
    ],
    newborn: { id: 'inf_stridor' },
  },
  {
    // IMCI: fever with a stiff neck
    id: 'stiff_neck',
    rules: [
      {
        all: [
          phrases(
            'stiff neck',
            'neck is stiff',
            'neck stiff',
            'neck is hard',
            'neck hard',
            'cant bend neck',
            'cannot bend neck',
            'cant bend his neck',
            'cant bend her neck',
            'gardan kada',
            'gardan kadaa',
            'गर्दन कडा',
            'ghati kada',
            'ghaati kada',
            'घाँटी कडा',
            'घाटी कडा',
            'ghati markaina',
            'घाँटी मर्कँदैन',
            'gardan bakaudaina',
          ),
        ],
      },
      {
        // "gardan tala jhukauna khojda runchha, kada chha": the neck named, and that it is stiff or will not bend
        all: [phrases('gardan', 'गर्दन', 'neck'), phrases('kada=', 'kadha', 'कडा', 'stiff', 'jhukauna', 'झुकाउन', 'wont bend', 'doesnt bend')],
      },
    ],
    newborn: { id: 'inf_stiff_neck' },
  },
  {
    // IMCI: blood in the stool (dysentery)
    id: 'blood_in_stool',
    rules: [
      {
        all: [
          phrases('stool', 'poo', 'poop', 'potty', 'latrine', 'motion', 'disa', 'disha', 'दिसा', 'pakhala', 'पखाला', 'diarr', 'loose motion'),
          phrases('blood', 'bloody', 'ragat', 'रगत', 'red='),
        ],
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
      all: [
        LABOUR,
        phrases(
          'whole night',
          'all night',
          'whole day',
          'since yesterday',
          'since last night',
          'still not coming',
          'still not delivered',
          'not delivered yet',
          'baby not coming',
          'baby is not coming',
          'not coming out',
          'raat bhari',
          'रातभरि',
          'रात भरि',
          'din bhari',
          'दिनभरि',
          'hijo dekhi',
          'हिजोदेखि',
          'hijo beluka dekhi',
          'हिजो बेलुकादेखि',
          'ajhai bhayena',
          'अझै भएन',
          'bachha niskena',
          'बच्चा निस्केन',
          'bachha aayena',
          'बच्चा आएन',
        ),
      ],
      absence: true,
    },
    {
      // without a word for labour: pain through a night or a day, and the baby still not born
      all: [
        phrases('pain', 'dukh', 'दुख', 'betha', 'बेथा'),
        phrases('whole night', 'all night', 'whole day', 'all day', 'raat bhari', 'रातभरि', 'din bhari', 'दिनभरि', 'since yesterday', 'hijo dekhi', 'हिजोदेखि'),
        phrases(
          'not delivered',
          'not born',
          'not come out',
          'not coming out',
          'niskeko chhaina',
          'निस्केको छैन',
          'niskena',
          'निस्केन',
          'aaune chhant chhaina',
          'आउने छाँट छैन',
        ),
      ],
      absence: true,
    },
  ],
  labour: { id: 'lab_prolonged' },
  pregnancy: { id: 'lab_prolonged' },
});

const YELLOW = phrases('yellow', 'jaundice', 'pahelo', 'पहेंलो', 'पहेँलो', 'पहेलो', 'jandis', 'जण्डिस', 'जन्डिस', 'kamalpitta', 'कमलपित्त');

const JAUNDICE = phrases('jaundice', 'jandis', 'जण्डिस', 'जन्डिस', 'kamalpitta', 'कमलपित्त');
const SKIN = phrases('skin', 'body', 'eyes', 'face', 'chhala', 'छाला', 'jiu', 'जिउ', 'aankha', 'आँखा', 'anuhar', 'अनुहार', 'sarir', 'शरीर');

const SELF_HARM_CONCEPT = 'self_harm';

// --- matching -------------------------------------------------------------------------------------

function isNegated(words: readonly string[], hit: Hit): boolean {
  const first = hit.phrase.words[0]?.stem ?? '';
  // a phrase that says the absence itself ("not moving") starts with its own negator
  if (NEGATORS_BEFORE.has(first)) return false;
  for (let i = Math.max(0, hit.start - 3); i < hit.start; i++) if (NEGATORS_BEFORE.has(words[i] ?? '')) return true;
  // a "no" between a phrase's words ("water has not broken", "palms and soles not yellow")
  const inside = new Set(hit.phrase.words.map((w) => w.stem));
  for (let i = hit.start + 1; i < hit.end; i++) if (NEGATORS_BEFORE.has(words[i] ?? '') && !inside.has(words[i] ?? '')) return true;
  // Nepali says "no" after the verb: "रगत बगेको छैन", "ragat bagena"; "ragat rokiyeko chhaina" (has
  // not stopped) is still bleeding, so a word for stopping ends the look-ahead
  for (let i = hit.end + 1; i <= Math.min(words.length - 1, hit.end + 2); i++) {
    const next = words[i] ?? '';
    if (STOP_WORDS.some((w) => next.startsWith(w))) break;
    if (NEGATORS_AFTER.has(next)) return true;
    // "आँखा ठिक छ", "haat anuhar thik chha": named as fine, unless "not fine" ("ठिक छैन")
    if (FINE_WORDS.has(next) && !NEGATORS_AFTER.has(words[i + 1] ?? '') && !NEGATORS_AFTER.has(words[i + 2] ?? '')) return true;
    if (
      (i === hit.end + 1 || (i === hit.end + 2 && EVEN_WORDS.has(words[hit.end + 1] ?? ''))) &&
      hit.phrase.words.length === 1 &&
      NEGATIVE_ENDINGS.some((e) => next.endsWith(e)) &&
      next.length > 4 &&
      !ENGLISH_EN_WORDS.has(next)
    ) {
      return true;
    }
  }
  // a negative verb form at the phrase's end: "ragat bagena", "pet dukhdaina"
  const lastStem = hit.phrase.words[hit.phrase.words.length - 1]?.stem ?? '';
  const lastWord = words[hit.end] ?? '';
  if (hit.phrase.words.length > 1 && lastWord.startsWith(lastStem)) {
    const rest = lastWord.slice(lastStem.length);
    if (rest.length > 0 && NEGATIVE_ENDINGS.some((e) => rest.endsWith(e)) && !/^(na|ne)/.test(lastStem)) {
      // the phrase's own ending may already be negative ("chalena"): only count an added ending
      return true;
    }
  }
  return false;
}

function isInformational(words: readonly string[], hit: Hit): boolean {
  const before = words.slice(Math.max(0, hit.start - 4), hit.start);
  const after = words.slice(hit.end + 1, hit.end + 4);
  return findAny(before, INFORMATIONAL_BEFORE).length > 0 || findAny(after, INFORMATIONAL_AFTER).length > 0;
}

function isException(words: readonly string[], hit: Hit, except: readonly Phrase[] | undefined): boolean {
  if (!except) return false;
  return findAny(words, except).some((e) => e.start <= hit.start && e.end >= hit.start);
}

/** True when the group matches somewhere, not negated, not excepted. The first group (the sign) is also not "informational". */
/** A general question of when ("व्यथा कति हप्तामा लाग्छ?"), not a report of it ("लाग्यो", "started"). */
function asksWhen(words: readonly string[], hit: Hit, list: readonly Phrase[] | undefined): boolean {
  if (!list) return false;
  const last = words[hit.end] ?? '';
  if (/(yo|eko|ed)$/.test(last)) return false;
  return findAny(words.slice(Math.max(0, hit.start - 4), hit.end + 4), list).length > 0;
}

function groupMatches(words: readonly string[], group: readonly Phrase[], rule: Rule, isSign: boolean): boolean {
  return findAny(words, group).some(
    (hit) =>
      (rule.absence || !isNegated(words, hit)) &&
      !isException(words, hit, rule.except) &&
      !(isSign && (isInformational(words, hit) || asksWhen(words, hit, rule.asksWhen))),
  );
}

function ruleMatches(words: readonly string[], rule: Rule, severe: boolean): boolean {
  if (!rule.all.every((group, i) => groupMatches(words, group, rule, i === 0))) return false;
  if (rule.unlessMild && !severe && findAny(words, rule.unlessMild).length > 0) return false;
  if (!rule.severe) return true;
  // a strong phrase said absent ("aankha dhamilo chhaina") is no severity
  return severe || (rule.strong ? findAny(words, rule.strong).some((h) => !isNegated(words, h)) : false);
}

/** Hours of labour she reports ("labour for 14 hours", "१५ घण्टादेखि व्यथा", "व्यथा लागेको २ दिन भयो"). */
/** Numbers written as words before a unit of time ("एक दिन", "dui ghanta", "a whole day"). */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  (
    [
      ['ek', 1],
      ['एक', 1],
      ['one', 1],
      ['a', 1],
      ['pura', 1],
      ['पुरा', 1],
      ['पूरा', 1],
      ['whole', 1],
      ['dui', 2],
      ['दुई', 2],
      ['two', 2],
      ['tin', 3],
      ['तीन', 3],
      ['three', 3],
    ] as const
  ).map(([w, n]) => [foldedWords(w)[0] ?? w, n]),
);

function labourHours(words: readonly string[]): number {
  let most = 0;
  words.forEach((word, i) => {
    const w = /^\d+$/.test(word) ? word : NUMBER_WORDS[word] === undefined ? null : String(NUMBER_WORDS[word]);
    if (w === null) return;
    const unit = words[i + 1] ?? '';
    if (/^(hour|hr|hrs|ganta|gant)/.test(unit)) most = Math.max(most, Number(w));
    else if (/^(day|din)/.test(unit)) most = Math.max(most, Number(w) * 24);
  });
  return most;
}

/** Labour longer than this is a danger sign (reference `lab_prolonged`: "Labour over 12 hours"). */
const PROLONGED_LABOUR_HOURS = 12;
/** Labour before this week is a danger sign (reference `preg_early_labour`: "Labour pains before 37 weeks"). */
const TERM_WEEK = 37;

type Found = Map<string, { sign: DangerSign; action: DangerAction; evidence: Set<string> }>;

/** Adds the sign of `side` (raised when severe); false when the side needs a severity she did not report. */
function applySide(found: Found, side: SideSign | undefined, severe: boolean, ruleSevere: boolean, evidence: readonly string[]): boolean {
  if (!side) return false;
  if (side.severe && !severe && !ruleSevere) return false;
  const sign = triageSign(side.id);
  let action = sign.action;
  if (severe && side.heavyAction) action = moreUrgent(action, side.heavyAction);
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
export function originalWords(question: string): string[] {
  const latin = latinWords(question);
  const out: string[] = [];
  for (const token of question.split(/[^\p{L}\p{M}\p{N}'’`\u200c\u200d]+/u)) {
    if (!token) continue;
    for (let i = 0; i < latinWords(token).length; i++) out.push(token);
  }
  return out.length === latin.length ? out : latin;
}

/** The words of a matched rule (its first non-negated hit of each group), as she wrote them. */
function evidenceOf(words: readonly string[], original: readonly string[], rule: Rule): string[] {
  const out: string[] = [];
  for (const [i, group] of rule.all.entries()) {
    const hit = findAny(words, group).find(
      (h) => (rule.absence || !isNegated(words, h)) && !isException(words, h, rule.except) && !(i === 0 && isInformational(words, h)),
    );
    if (hit) out.push([...new Set(original.slice(hit.start, hit.end + 1))].join(' '));
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
  const words = foldedWords(question);
  const original = originalWords(question);
  const severeHits = findAny(words, SEVERE);
  const severe = severeHits.length > 0;
  // "didi ko 2 barsa ko chhora" (her sister's son) is not her baby: a baby word within 5 words after someone else's
  const othersFirst = findAny(words, OTHER_PERSON);
  const babyMentioned = findAny(words, BABY).some((h) => !othersFirst.some((o) => h.start > o.end && h.start - o.end <= 5));
  const otherHits = findAny(words, OTHER_PERSON);
  // "mother" in "mother in law" is not she
  const meMentioned = findAny(words, ME).some((h) => !otherHits.some((o) => o.start <= h.start && o.end >= h.start));
  const inLabour = findAny(words, LABOUR).length > 0;
  const afterBirthWords = findAny(words, AFTER_BIRTH).length > 0;
  const stage: TriageStage = afterBirthWords ? 'after_delivery' : context.stage;
  // someone else's sign is not hers ("my husband has fever"), unless she also speaks of herself or the baby
  // and only when her message starts with them ("my husband has fever", "jethani lai ragat bagyo"), not
  // when someone else is mentioned in passing ("... husband bahira cha")
  const otherPerson = otherHits.some((o) => o.start <= 5) && !meMentioned && !babyMentioned && findAny(words, REPORTED).length === 0;
  const readingsFound = readMeasurements(question);
  const week = weekOf(readingsFound, context);

  const found: Found = new Map();
  let selfHarm = false;

  for (const concept of otherPerson ? [] : CONCEPTS) {
    const matched = concept.rules.filter((rule) => ruleMatches(words, rule, severe));
    if (matched.length === 0) continue;
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
        applySide(found, concept.pregnancy ?? concept.labour, conceptSevere, ruleSevere, evidence);
      } else if (stage === 'after_delivery') applySide(found, concept.after ?? concept.labour, conceptSevere, ruleSevere, evidence);
      else {
        // unknown stage: the most cautious reading of both
        applySide(found, concept.pregnancy, conceptSevere, ruleSevere, evidence);
        applySide(found, concept.after, conceptSevere, ruleSevere, evidence);
      }
    }
    if (newbornSide) applySide(found, concept.newborn, conceptSevere, ruleSevere, evidence);
  }

  if ((inLabour || stage === 'pregnancy') && labourHours(words) >= PROLONGED_LABOUR_HOURS && inLabour) {
    applySide(
      found,
      { id: 'lab_prolonged' },
      severe,
      false,
      readingsFound.filter((r) => r.kind === 'labour_hours').map((r) => r.text),
    );
  }

  if (!otherPerson) judgeReadings(found, readingsFound, { stage, context, babyMentioned, meMentioned, inLabour, severe });

  // yellow skin in a baby's first day is the reference's own sign (nb_jaundice_early), by her baby's age
  const yellow = findAny(words, YELLOW).find((h) => !isNegated(words, h));
  const onSkin = findAny(words, SKIN).length > 0 || findAny(words, JAUNDICE).length > 0;
  if (!otherPerson && stage !== 'pregnancy' && context.babyAgeDays != null && context.babyAgeDays <= 1 && yellow && onSkin) {
    applySide(found, { id: 'nb_jaundice_early' }, severe, false, [original[yellow.start] ?? '']);
  }

  const signs = [...found.values()].map((f) => (f.sign.id === 'nb_fast_breathing' ? { ...f, sign: breathingSignFor(context.babyAgeDays) } : f));
  const action = signs.reduce<DangerAction | null>((a, s) => (a ? moreUrgent(a, s.action) : s.action), null);
  // the most urgent first
  signs.sort((a, b) => (a.action === b.action ? 0 : moreUrgent(a.action, b.action) === a.action ? -1 : 1));
  return {
    urgent: signs.length > 0,
    action,
    signs: signs.map((s) => ({ ...s.sign, action: s.action, evidence: [...s.evidence] })),
    selfHarm,
    readings: readingsFound.filter((r) => r.kind !== 'pregnancy_weeks').map((r) => readingLabel(r)),
    otherPerson,
  };
}

function readingLabel(r: Reading): string {
  if (r.kind === 'blood_pressure') return `BP ${r.text}`;
  return r.text;
}

interface Who {
  stage: TriageStage;
  context: TriageContext;
  babyMentioned: boolean;
  meMentioned: boolean;
  inLabour: boolean;
  severe: boolean;
}

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
function judgeReadings(found: Found, readings: readonly Reading[], who: Who) {
  const babys = isBabys(who);
  for (const r of readings) {
    if (r.kind === 'blood_pressure') {
      const level = bloodPressureLevel(r);
      if (level === 'emergency') applySide(found, { id: 'bp_severe' }, who.severe, false, [readingLabel(r)]);
      else if (level === 'see-health-worker') applySide(found, { id: 'bp_high' }, who.severe, false, [readingLabel(r)]);
    } else if (r.kind === 'temperature') {
      const c = r.values[0] ?? 0;
      if (babys) {
        if (c >= BABY_FEVER_C) applySide(found, { id: 'nb_fever' }, who.severe, false, [r.text]);
        else if (c < BABY_COLD_BELOW_C) applySide(found, { id: 'nb_cold' }, who.severe, false, [r.text]);
        else found.delete('nb_fever');
      } else {
        const id = who.inLabour && who.stage === 'pregnancy' ? 'lab_fever' : who.stage === 'pregnancy' ? 'preg_fever' : 'pp_fever';
        if (c >= MOTHER_FEVER_C) applySide(found, { id }, who.severe, false, [r.text]);
        else if (!who.severe) for (const f of ['preg_fever', 'lab_fever', 'pp_fever']) found.delete(f);
      }
    } else if (r.kind === 'breaths') {
      if (!babys && !who.babyMentioned) continue;
      const n = r.values[0] ?? 0;
      // an unknown age is judged by the lowest threshold (40 a minute), the cautious reading
      const limit = who.context.babyAgeDays == null ? 40 : fastBreathingThreshold(who.context.babyAgeDays);
      if (n >= limit) applySide(found, { id: 'nb_fast_breathing' }, who.severe, false, [r.text]);
      else if (!who.severe) found.delete('nb_fast_breathing');
    } else if (r.kind === 'baby_weight') {
      // the reference's nb_small: below 2.5 kg; below 1.5 kg go now (its note)
      const kg = r.values[0] ?? 0;
      // a weight under 6 kg after the birth is a baby's, whoever is named
      if (who.stage !== 'pregnancy') {
        if (kg < 1.5) applySide(found, { id: 'nb_small', heavyAction: 'go_to_facility_now' }, true, false, [r.text]);
        else if (kg < 2.5) applySide(found, { id: 'nb_small' }, false, false, [r.text]);
      }
    } else if (r.kind === 'diarrhoea_days') {
      if ((r.values[0] ?? 0) >= PERSISTENT_DIARRHOEA_DAYS && (babys || who.babyMentioned)) {
        applySide(found, { id: 'inf_persistent_diarrhoea' }, who.severe, false, [r.text]);
      }
    }
  }
}
