import { beforeAll, describe, expect, test } from 'vitest';
import { answerLanguage, buildAnswer, understand, type AnswerContext } from './answer.ts';
import { allSuggestions, suggestedQuestions } from './suggestions.ts';
import { foldText } from './normalize.ts';
import { KNOWLEDGE_BASE, searchKnowledge } from './knowledge/search.ts';
import { KNOWLEDGE_SOURCES } from './knowledge/entry.ts';
import { MIND_AT, urgencyScore } from './urgency.ts';
import { warmAiDoctor } from './warm.ts';

const ctx: AnswerContext = {
  stage: 'pregnancy',
  gestationalWeek: 28,
  healthPost: { name: 'Tokha Health Post', nameNe: 'टोखा स्वास्थ्य चौकी', phone: '014123456' },
  ambulances: [{ name: 'Ram Thapa', phone: '9841000000' }],
  nextDue: { name: { en: 'Antenatal visit 3', ne: 'तेस्रो गर्भ जाँच' }, dueInDays: 5 },
  preferredLang: 'en',
};

describe('folding', () => {
  test('Devanagari and romanized Nepali meet', () => {
    expect(foldText('रगत बग्यो')).toBe(foldText('ragat bagyo'));
    expect(foldText('बच्चा चलेको छैन')).toBe(foldText('bachha chaleko chhaina'));
    expect(foldText('सास फेर्न गाह्रो')).toBe(foldText('saas ferna garo'));
  });
});

describe('knowledge base', () => {
  test('has at least 120 entries, each with both languages, a known source and a review status', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(120);
    for (const e of KNOWLEDGE_BASE) {
      expect(e.answer.en.length, e.id).toBeGreaterThan(20);
      expect(/[\u0900-\u097F]/.test(e.answer.ne), e.id).toBe(true);
      expect(KNOWLEDGE_SOURCES[e.source], e.id).toBeDefined();
      expect(['team_draft', 'health_worker_reviewed']).toContain(e.review);
    }
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
  });
  test('finds the entry through synonyms and transliteration', () => {
    expect(searchKnowledge('बच्चालाई खोप कहिले', 'baby')[0]?.entry.id).toBe('vax-schedule');
    expect(searchKnowledge('navi malam', 'baby')[0]?.entry.id).toBe('nb-cord-care');
  });
});

// the models are trained once, as the server does at start (warm.ts): in a hook, with its own time, not in the first test
// (17 s here with the seventeenth batch; over the test's 30 s on a loaded CI host)
beforeAll(() => warmAiDoctor(), 60_000);

describe('answers', () => {
  test('a question read once gives the same answer when it is written again with her next due item', () => {
    // the server writes an answer, then again with her next due item when the entry speaks of it
    for (const q of ['How many check-ups do I need?', 'garbha jach kati patak', 'ragat bagyo', 'what is the capital of france', 'जाँच कहिले']) {
      const without = { ...ctx, nextDue: null };
      const read = understand(q, without);
      expect(buildAnswer(q, without, read)).toEqual(buildAnswer(q, without));
      expect(buildAnswer(q, ctx, read)).toEqual(buildAnswer(q, ctx));
    }
  });
  test('the answer is in the app’s language, whatever script she typed in', () => {
    expect(answerLanguage('रगत बग्यो', 'en')).toBe('en');
    expect(answerLanguage('iron chakki kahile khane', 'ne')).toBe('ne');
    expect(answerLanguage('When is my due date?', 'ne')).toBe('ne');
    expect(answerLanguage('Can I eat papaya?', 'en')).toBe('en');
    // romanized Nepali in the Nepali app: Devanagari
    const a = buildAnswer('ragat bagyo k garne', { ...ctx, preferredLang: 'ne' });
    expect(a.lang).toBe('ne');
    expect(a.response.split('\n')[0]).toMatch(/^[\u0900-\u097F]/);
  });
  test('an ordinary question gets the entry, her week, the source and the closing line', () => {
    const a = buildAnswer('iron tablet kahile khane', { ...ctx, preferredLang: 'ne' });
    expect(a.urgent).toBe(false);
    expect(a.sources[0]?.id).toBe('nut-ifa');
    const lines = a.response.split('\n');
    expect(lines[0]).toBe('तपाईं २८ हप्ताको गर्भवती हुनुहुन्छ।');
    expect(a.response).toContain('स्रोत: नेपाल स्वास्थ्य मन्त्रालयको सुरक्षित मातृत्व कार्यक्रम।');
    expect(lines.at(-2)).toBe('यो जानकारी मात्र हो, डाक्टरको जाँच होइन। तपाईंको स्वास्थ्य चौकी: टोखा स्वास्थ्य चौकी, ०१४१२३४५६।');
    // the safety net: her stage's danger signs, and 102 and her health post to call
    expect(lines.at(-1)).toContain('१०२');
    expect(a.contacts.map((c) => c.phone)).toEqual(['102', '014123456']);
  });
  test('the next due item appears where the entry asks for it', () => {
    const a = buildAnswer('How many check-ups do I need?', ctx);
    expect(a.sources[0]?.id).toBe('anc-visits');
    expect(a.response).toContain('Next on your schedule: Antenatal visit 3, due in 5 days.');
  });
  test('an urgent answer starts with the action and carries the numbers to call', () => {
    const a = buildAnswer('severe bleeding', ctx);
    expect(a.urgent).toBe(true);
    expect(a.action).toBe('call_ambulance_now');
    expect(a.response.split('\n')[0]).toBe('Call 102 now for an ambulance, or go to the nearest hospital by the fastest transport.');
    expect(a.contacts.map((c) => c.phone)).toEqual(['102', '014123456', '9841000000']);
    const goNow = buildAnswer('bachha chaleko chhaina', { ...ctx, preferredLang: 'ne' });
    expect(goNow.response.split('\n')[0]).toBe('अहिले नै स्वास्थ्य चौकी वा अस्पताल जानुहोस्।');
    expect(goNow.contacts[0]?.kind).toBe('health_post');
    // in Nepali text the number is in Devanagari digits; the number to dial stays as stored
    expect(goNow.response).toContain('०१४१२३४५६');
    expect(goNow.response).not.toMatch(/[0-9]/);
    expect(goNow.contacts[0]?.phone).toBe('014123456');
  });
  test('an unknown question gets the honest fallback with her health post', () => {
    const a = buildAnswer('what is the capital of france', ctx);
    expect(a.unknown).toBe(true);
    expect(a.response.split('\n')[0]).toBe('I can’t answer that question. Please ask your health post: Tokha Health Post, 014123456.');
  });
  test('a question of one everyday word is answered where the entry model and the words agree; one on another topic is not', () => {
    expect(buildAnswer('What should I eat?', ctx).sources.map((s) => s.id)).toEqual(['nut-diet-pregnancy']);
    expect(buildAnswer('what should I cook tonight?', ctx).unknown).toBe(true);
  });
  test('a baby account hears the baby’s age', () => {
    const a = buildAnswer('How often should I breastfeed?', { ...ctx, stage: 'baby', babyAgeDays: 130, babyAgeMonths: 4, gestationalWeek: null });
    expect(a.response.split('\n')[0]).toBe('Your baby is 4 months old.');
  });
});

describe('suggestions', () => {
  test('6 to 8 per stage, in her language', () => {
    const en = suggestedQuestions({ stage: 'pregnancy', gestationalWeek: 28 }, 'en');
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(en.length).toBeLessThanOrEqual(8);
    expect(suggestedQuestions({ stage: 'baby', babyAgeDays: 120 }, 'ne').every((q) => /[\u0900-\u097F]/.test(q))).toBe(true);
  });
  test.each(allSuggestions().flatMap((s) => [s.en, s.ne].map((q) => [q, s.entry] as const)))(
    '"%s" is answered from %s, not urgent, not the fallback',
    (q, entry) => {
      const a = buildAnswer(q, ctx);
      expect(a.unknown).toBe(false);
      expect(a.urgent).toBe(false);
      expect(a.sources[0]?.id).toBe(entry);
    },
  );
});

describe('the urgency model alone', () => {
  test('an alarm with no sign named calls 102 first, in the words and the numbers, and names no sign her words do not show', () => {
    const read = understand('something is wrong with me', ctx);
    expect(read.found.urgent).toBe(false);
    for (const lang of ['en', 'ne'] as const) {
      const a = buildAnswer('something is wrong with me', { ...ctx, preferredLang: lang }, { ...read, modelScore: 0.95, mindScore: 0 });
      expect(a.urgent).toBe(true);
      expect(a.action).toBe('call_ambulance_now');
      expect(a.response.split('\n')[0]).toContain(lang === 'en' ? 'Call 102 now' : '१०२ मा फोन गर्नुहोस्');
      expect(a.contacts[0]?.kind).toBe('ambulance_102');
      expect(a.signs.map((s) => s.id)).toEqual(['possible_danger']);
      expect(a.signs[0]?.evidence).toEqual([]);
    }
  });
});

describe('the urgency model against numbers read in range', () => {
  const baby = (days: number): AnswerContext => ({ ...ctx, stage: 'baby', gestationalWeek: null, babyAgeDays: days, babyAgeMonths: Math.floor(days / 30.4) });
  test('a count or a reading core judges in range is no alarm of the model’s; one out of range is the sign', () => {
    // the model reads "breathing ... per minute" as urgent words; the rules read the number
    // ("bp upper 120 lower 80": the model alone reads about 0.99, an alarm, on these words)
    expect(urgencyScore({ q: 'bp upper 120 lower 80', stage: 'pregnancy' })).toBeGreaterThan(0.9);
    for (const [q, c] of [
      ['bp upper 120 lower 80', ctx],
      ['my 16 month son breathing 36 per minute while sleeping, he has a cold', baby(490)],
      ['baby ko temperature 36.8 chha, thik chha?', baby(40)],
    ] as const) {
      const read = understand(q, c);
      expect(read.found.numbersInRange, q).toBe(true);
      expect(buildAnswer(q, c, read).urgent, q).toBe(false);
      // the model may still say "not sure": never more
      expect(read.modelScore, q).toBeLessThanOrEqual(0.6);
    }
    const fast = buildAnswer('my 16 month son breathing 46 per minute while sleeping', baby(490));
    expect(fast.urgent).toBe(true);
    expect(fast.signs.map((s) => s.id)).toContain('nb_fast_breathing');
    // an alarm that stays without the number's clause is about something else: "no breath, whatever the temperature"
    const other = understand('baby le saas lina sakeko chhaina, jwaro 37 matra', baby(20));
    expect(other.found.numbersInRange).toBe(true);
    expect(buildAnswer('baby le saas lina sakeko chhaina, jwaro 37 matra', baby(20), other).urgent).toBe(true);
    // a reading no rule judges whole (one number of a blood pressure) leaves the model free
    expect(understand('pressure 150 aayo', ctx).found.numbersInRange).toBe(false);
  });
});

describe('the mind model', () => {
  const after: AnswerContext = { ...ctx, stage: 'after_delivery', gestationalWeek: null, babyAgeDays: 40, nextDue: null };

  test('thoughts of self-harm in words no rule holds are urgent: the helpline first, her health post today and told, no sign named that her words do not show', () => {
    const q = 'who will feed my son when I am gone? I keep thinking about it at night';
    const read = understand(q, after);
    expect(read.found.urgent).toBe(false);
    expect(read.mindScore).toBeGreaterThanOrEqual(MIND_AT);
    for (const lang of ['en', 'ne'] as const) {
      const a = buildAnswer(q, { ...after, preferredLang: lang }, read);
      expect(a.urgent).toBe(true);
      expect(a.action).toBe('see_health_worker_within_24h');
      expect(a.selfHarm).toBe(true);
      expect(a.contacts.map((c) => c.kind)).toEqual(['helpline', 'health_post', 'ambulance_102', 'ambulance']);
      expect(a.response.split('\n')[1]).toContain(lang === 'en' ? '1166' : '११६६');
      expect(a.signs.map((s) => s.id)).toEqual(['possible_mood']);
      expect(a.signs[0]?.evidence).toEqual([]);
      expect(a.sources[0]?.id).toBe('mood-depression');
    }
  });

  test('is not asked when she denies it ("I will never hurt myself"), nor when the rules found a sign', () => {
    const denied = understand('no no I will never hurt myself, I am only tired from the night feeds', after);
    expect(denied.found.selfHarmDenied).toBe(true);
    expect(denied.mindScore).toBe(0);
    expect(buildAnswer('no no I will never hurt myself, I am only tired from the night feeds', after, denied).urgent).toBe(false);
    expect(understand('I want to kill myself', after).mindScore).toBe(0);
  });

  test('is not asked in the first two weeks after the birth (the baby blues), and is in pregnancy', () => {
    const q = 'who will feed my son when I am gone? I keep thinking about it at night';
    expect(understand(q, { ...after, babyAgeDays: 6 }).mindScore).toBe(0);
    expect(understand(q, { ...after, babyAgeDays: 20 }).mindScore).toBeGreaterThan(0);
    expect(understand(q, ctx).mindScore).toBeGreaterThan(0);
  });

  test('beside an alarm of the urgency model: 102 first, then the helpline, and both readings for the nurse', () => {
    const read = understand('something is wrong with me', after);
    const a = buildAnswer('something is wrong with me', after, { ...read, modelScore: 0.95, mindScore: 0.95 });
    expect(a.action).toBe('call_ambulance_now');
    expect(a.contacts.slice(0, 2).map((c) => c.kind)).toEqual(['ambulance_102', 'helpline']);
    expect(a.signs.map((s) => s.id)).toEqual(['possible_danger', 'possible_mood']);
  });

  test("the rules' thoughts of self-harm: the helpline first too, and said right after what to do", () => {
    const a = buildAnswer('I want to kill myself', after);
    expect(a.selfHarm).toBe(true);
    expect(a.contacts[0]?.kind).toBe('helpline');
    expect(a.response.split('\n')[1]).toContain('1166');
  });
});
