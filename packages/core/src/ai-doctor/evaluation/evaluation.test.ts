import { describe as group, expect, test } from 'vitest';
import { KNOWLEDGE_BASE } from '../knowledge/search.ts';
import { triageSign } from '../../reference/triage-thresholds.ts';
import { CORPUS, DEV_PART, SCRIPTS, TEST_PART, partOf } from './corpus.ts';
import { describe, evaluate, type Figures } from './evaluate.ts';

/**
 * The AI doctor's evaluation report (docs/decisions/022-ai-doctor-understanding.md). Both parts are
 * reported; the locked test part's figures are the ones that count. BUDGETS are the product's; FLOOR is
 * what the test part showed when the understanding was last changed (bench/README.md "AI doctor"), so the
 * build fails on any step back, and on the budgets once they are met.
 */
const BUDGETS = { recall: 0.99, recallPerScript: 0.97, falseAlarms: 0.05, wrongTopic: 0.05, language: 1 };
// false alarms: 4.8 % on the locked part before the third batch joined it; 6.6 % with it (its questions, harder
// wording, were locked before any rule saw them): the budget is not met on the larger part, so the floor is
// what it shows
// actionBelow: urgent answers whose action is below the label's (cord seen: call 102); 20 before a model-only
// alarm called 102 and the words of signs described without their names were added, 7 after; with the fourth batch
// locked (1,453 -> 1,866 questions) 11, then 6 after the development part's own cases (a gush of blood, the cord
// told as a rope from below, a baby who only keeps sleeping)
// recall 95.8 % (romanized 94.6, mixed 97.3, Devanagari 95.2, English 97.6), wrong topic 2.9 % with the fourth batch
// fifth session: whose sign, past signs now over, questions asked to know, and the fifth and sixth batches (locked
// 1,866 -> 2,600 questions; the fifth written for what a careless reader alarms on). On the earlier 1,866: recall 95.8 ->
// 96.6 %, false alarms 6.6 -> 3.9 %, action below 6 -> 4; on the whole locked part the figures below
// sixth session: the sixth batch's Devanagari and English file joined (locked 2,600 -> 2,792): recall 96.6 %, false
// alarms 6.3 -> 6.0 % after its development part's words, wrong topic 2.7 % (its locked share brought 8 more)
// then the seventh batch's romanized, mixed and English files joined (locked 2,792 -> 3,213; their locked share's false
// alarms 10-19 % before any work): recall 97.4 % (Devanagari 95.8), false alarms 6.9 %, wrong topic 3.1 %, action below
// 7 (one more of the new share); on the earlier 2,600 recall 96.4 -> 97.0 %, false alarms 6.0 -> 5.8 %
// and the seventh batch's Devanagari file (locked 3,213 -> 3,354; 94.6 % recall, 11.9 % false alarms on its locked share
// before any work): recall 97.4 % (Devanagari 96.3), false alarms 6.6 %, wrong topic 2.7 %, action below 6
// the eighth batch's two Devanagari files and its romanized file (locked 3,354 -> 3,758; one file, in voices nobody had
// written in, 86.8 % recall on its locked share before any work): recall 97.1 % (Devanagari 95.6), false alarms 6.2 %,
// wrong topic 3.0 %, action below 10 (4 of them the new share's); the earlier 2,600: recall 97.2 %, false alarms 4.9 %
// and its mixed and English file (locked 3,758 -> 3,873): recall 97.0 % (Devanagari 95.3), false alarms 6.0 %, wrong
// topic 2.9 %, action below 11
// the ninth batch (1,469 questions, 60 % written not to alarm though a careless reader would; its locked share's false
// alarms 10-25 % before any work) joined (locked 3,873 -> 4,362): recall 97.3 % (Devanagari 95.9), false alarms 6.7 %,
// wrong topic 2.8 %, action below 13
// then someone else's sign told first stays theirs only when they are named as the one it happens to ("sasu sanga ...", someone
// she was with, is not): false alarms 6.7 -> 6.9 %, recall the same
// seventh session: the tenth batch's Devanagari files and its mixed and English file (the everyday message, by writers
// new to it; 97.8 % recall and 2.7 % false alarms on the Devanagari files, 99.0 % and 3.8 % on the other, before any
// work) joined (locked 4,362 -> 4,792): recall 97.3 % (Devanagari 96.3), false alarms 6.7 %, wrong topic 3.0 %; and its
// romanized file (98.1 % recall, 3.0 % false alarms before any work; locked 4,792 -> 4,940)
// the eleventh batch (the mind: thoughts of self-harm and very low mood after the birth, said in many ways; early labour;
// their look-alikes): its first Devanagari file, 78.3 % recall before any work (74.6 % on its locked share), joined
// (locked 4,940 -> 5,044): recall 97.0 % (Devanagari 95.8), false alarms 6.1 %, wrong topic 3.2 %; its mixed and English
// file (79.7 % recall, 10.5 % false alarms before any work; locked 5,044 -> 5,127); its second Devanagari file (84.1 % recall
// before any work from it, 76.6 % before the mind work of the two files before it; locked 5,127 -> 5,226); its romanized
// file (83.6 % recall before any work from it, 75.5 % before the mind work; locked 5,226 -> 5,344): recall 96.9 %
// (Devanagari 95.9), false alarms 6.5 %, wrong topic 3.3 %; then the mind's words and kinds of low mood from the four
// files' development parts: recall 97.0 % (Devanagari 96.2), false alarms 6.5 %, wrong topic 3.3 %, action below 13
// eighth session: the twelfth batch (the mind again, one writer per script, and the other signs after the birth; 78.8-83.9 %
// recall and 10.9-16.0 % false alarms before any work, 78.3-85.0 % recall on its locked share) joined (locked 5,344 ->
// 5,793): recall 96.2 % (Devanagari 95.8), false alarms 6.7 %, wrong topic 3.1 %, action below 13
// then a mind model (urgency.ts; its line by cross-validation on the development part): recall 97.3 % (romanized 97.5,
// mixed 96.9, Devanagari 97.0, English 98.0), false alarms 6.9 %, wrong topic 3.1 %, action below 13
// then the twelfth batch's development part: thoughts denied with "never" between, "I do not want to die", sadness
// with how much said beside it, "depression" as a question's topic: false alarms 6.9 -> 6.7 %, recall 97.3 %
// then someone else's act told as done ("aatmahatya garin", "committed suicide") and words of dying said laughing: false
// alarms 6.5 %
// then the mind model not asked in the baby blues' two weeks, and someone called first with a plea ("mummy pls help")
// not the one it happens to: recall 97.3 % (romanized 97.5, mixed 96.9, Devanagari 97.0, English 97.8), false alarms 6.4 %
// then signs denied together by a "nothing" after them ("ragat jwaro kei chhaina"): false alarms 6.3 %
// then a newborn's startle expected unless a fit is said too, and "kanchha" (grunts) not the "khanchha" of milk drunk:
// false alarms 6.2 %; after a second read of the session's change (nothing of those may silence a thought of self-harm
// or a fit: see understanding.test.ts), 6.3 %
// ninth session: the thirteenth batch joined (409 locked questions more; the models retrained on a larger development
// part): recall 97.3 % (Devanagari 97.0 -> 96.7 %: the same locked Devanagari questions as before, four fewer caught by the
// retrained models), false alarms 6.4 %, action below 14 (one of the new questions); then the session's work from the
// development part (a pregnant or just-delivered woman of her family, sentences and clauses, numbers in range against the
// model, the weeks after the birth, two second reads): recall 97.4 % (romanized 97.4, mixed 97.6, Devanagari 96.8,
// English 98.1), false alarms 5.8 %, wrong topic 3.2 %
// tenth session: the fourteenth batch joined (two Devanagari writers, danger in words the reference does not use; an
// English and a mixed writer, what only looks like danger after the birth; 498 locked questions more, the models
// retrained): recall 97.4 % (romanized 97.4, mixed 97.8, Devanagari 97.3, English 97.5), false alarms 5.9 %, wrong topic
// 3.3 %, action below 16 (two of the new questions); the same 6,202 locked questions as before: recall 97.3 %, false
// alarms 5.8 %
// then the batch's development part (a floppy or blue baby beside another sign, a husband abroad named in passing, typed
// on her phone, blood as "खुन आउन", a white tongue that wipes off, "totally fine since", a "how do I know" past a comma;
// a husband writing of his own fever was tried and taken out after a second read found it silenced her): recall 97.5 %
// (romanized 97.4, mixed 97.9, Devanagari 97.4, English 97.5), false alarms 5.9 %, action below 17 (two locked questions
// missed before are now caught, one of them with an action below its label's)
// eleventh session: the fifteenth batch joined (four writers, one per script, danger told indirectly, what she did, counted
// or noticed, or in passing inside a message about something else; 95.8-97.9 % recall and 3.0-8.0 % false alarms before
// any work; 539 locked questions more, the models retrained): recall 97.5 % (romanized 97.5, mixed 97.9, Devanagari 97.2,
// English 97.5), false alarms 6.0 %, wrong topic 3.5 %, action below 23 (six of the new questions)
// then its development part (the one told, their doings and their things not the sufferer; the writer naming who he is;
// going pale or blacking out beside bleeding; a headache a painkiller does not touch; a fit told by its movements; a baby
// who could not be woken; setting herself on fire): the development part's misses 20 -> 12 and actions below 9 -> 3; the
// locked part: recall the same 97.5 %, false alarms 5.9 %
// then a second read of it (the one told only after "lai", their things only after "ko", unless named again as the one
// it happens to; "bhann" folds like बान्ता; new words that need her baby or herself named; a number counted as breaths no
// temperature; "khelchha, khanchha" no grunt): false alarms 199 of 3,389 (5.9 %), recall the same
// then what only looks like danger in its development part (feet swollen by the evening, "no swelling" of face and hands,
// checked and over, "now" no "no", "not breathing fast", a BCG pustule, an animal's labour or calving) and an animal's milk
// as food, not the one a sign happens to (older than the session: "bhainsi ko dudh ... baby lai jwaro" was the buffalo's;
// found while asking what the session's new animal words could silence): recall 97.5 % (romanized 97.5, mixed 97.9,
// Devanagari 97.2, English 97.5), false alarms 5.7 %, wrong topic 3.5 %, action below 22
// then a second read of that (what it silenced: a temperature named before a breath count, lips "not pink, look blue", a
// sign today after a check that was fine, "byaune bela", a buffalo that struck her, long labour beside someone with her,
// feet swelling with its severity further off or no longer gone by the morning, pustules all over beside a BCG; each taken
// back or narrowed): recall 97.5 % (romanized 97.6, mixed 97.9, Devanagari 97.2, English 97.5), false alarms 5.8 %, wrong
// topic 3.5 %, action below 23
// then a third read (over the whole session's change) found the new look-alikes silencing real signs again: a buffalo or
// goat named beside her own bleeding or fit, "by evening" or "morning" beside feet very swollen, "not breathing fast help",
// pustules spreading beside a BCG; those four (feet by the evening, the BCG pustule, "not breathing fast", the new animal
// words) taken out, the rest kept: recall 97.5 % (romanized 97.6, mixed 97.9, Devanagari 97.2, English 97.5), false alarms
// 5.9 %, wrong topic 3.5 %, action below 23
// twelfth session: the sixteenth batch joined (danger and not written as pairs across the line: how much, how long, how
// bad, whose, now or over; 1,475 questions, 489 of them locked; measured before, bench/results/ai-doctor-sixteenth-batch-
// before.json): recall 97.3 % (romanized 97.6, mixed 97.7, Devanagari 97.0, English 97.2), false alarms 5.9 % (214/3,609),
// wrong topic 3.2 %, action below 25
// then the work from its development share (numbers of weeks are no temperature, "budhi" is his wife, moving again after a
// short quiet time, bluish hands with pink lips, the home birth's tablets against bleeding, a family woman at the
// account's week; each read again by a helper who had not written it): recall 97.4 % (romanized 97.6, mixed 97.7,
// Devanagari 97.2, English 97.3), false alarms 5.8 % (211/3,609), wrong topic 3.2 %, action below 25; a third read took
// back what the narrowed forms still silenced (a meal as a short quiet time, blue hands beside breathing or feeding
// trouble): false alarms 212/3,609 = 5.9 %
// thirteenth session: the seventeenth batch joined (the six weeks after the birth, each sign and its look-alike; 1,263
// questions kept, 459 of them locked; measured before, bench/results/ai-doctor-seventeenth-batch-before.json): recall
// 97.8 % (4,259/4,354; romanized 98.1, mixed 97.9, Devanagari 97.5, English 98.1), false alarms 6.2 % (239/3,833), wrong
// topic 3.4 %, action below 28
// then the work from its development share (her own reading named as hers, palms told white, breaths counted after the
// breath word or over seconds, a pad lasting minutes; four look-alikes a second read found silencing taken out, and a
// fifth, a pad lasting hours as lochia): recall 97.8 % (unchanged), false alarms 6.2 % (236/3,833), action below 28
// fourteenth session: the phrase matcher and the readings' owner first (whose reading, an exception said not to be so,
// blood that pours: recall and false alarms unchanged, action below 27); then the eighteenth batch joined (danger told
// sideways; 1,469 questions kept, 498 of them locked; measured before, bench/results/ai-doctor-eighteenth-batch-before.json:
// recall 93.7-95.3 % per file): recall 97.4 % (4,530/4,649; romanized 97.7, mixed 97.5, Devanagari 97.3, English 97.3),
// false alarms 5.9 % (238/4,036), wrong topic 3.5 %, action below 31
// then the work from its development share (a reading told right after someone else's name is theirs, a place of theirs,
// she naming herself after "they", breaths over seconds told before the count; a second read took out a grandfather,
// a father and a husband's "pati" as names, which silenced a baby's fits in a grandfather's lap): recall 97.5 %
// (4,535/4,649; romanized 97.8, mixed 97.5, Devanagari 97.4, English 97.5), false alarms 5.9 % (239/4,036: one more
// than at the join, measured after the step was decided and not worked from), action below 31
// fifteenth session: the nineteenth batch joined (what only looks like danger, and plain danger; 1,492 questions kept,
// 536 of them locked; measured before, bench/results/ai-doctor-nineteenth-batch-before.json: false alarms 9.2-12.7 % per
// file): recall 97.5 % (4,771/4,891; romanized 97.8, mixed 97.5, Devanagari 97.3, English 97.8), false alarms 6.2 %
// (268/4,330), wrong topic 3.4 %, action below 31
// then the work from its development share, less what a review found silencing (53 real reports made calm by phrases that
// end a sign: "i am fine", the delivery and a doctor's word as a time, "what if" after a sign; taken out): recall 97.6 %
// (4,772/4,891), false alarms 6.2 % (267/4,330), action below 31
// then the twentieth batch joined (whose sign it is; 1,219 questions kept, 409 of them locked; measured before,
// bench/results/ai-doctor-twentieth-batch-before.json: recall 94.6-98.8 % per file): recall 97.7 % (4,989/5,109; romanized
// 97.9, mixed 97.6, Devanagari 97.4, English 97.8), false alarms 6.1 % (278/4,521), wrong topic 3.3 %, action below 34
// then the work from its development share, less what a second review found silencing (the little one after an older
// child, blood drawn, an animal's medicine, dying of hunger: taken out): the locked figures unchanged
const FLOOR = { recall: 0.975, recallPerScript: 0.972, falseAlarms: 0.062, wrongTopic: 0.036, language: 1, actionBelow: 34 };

/**
 * Urgent answers below the label's action on the development part: 9 with the fifteenth batch's development share joined,
 * 3 after the work from it (two of them a baby who keeps sleeping and will not feed, labelled 102 by one writer and "go
 * now" by others); 10 with the sixteenth batch's development share joined, 4 after the work from it; 7 with the
 * seventeenth's joined; 15 with the eighteenth's joined; 16 with the nineteenth's joined; 20 with the twentieth's joined.
 */
const DEV_ACTION_BELOW = 20;

const dev = evaluate(DEV_PART);
const locked = evaluate(TEST_PART);

function log(name: string, r: ReturnType<typeof evaluate>) {
  const lines = [`AI doctor, ${name}: ${describe(r.overall)}`];
  for (const [k, f] of Object.entries(r.byScript)) lines.push(`  ${k}: ${describe(f)}`);
  for (const [k, f] of Object.entries(r.byStage)) lines.push(`  ${k}: ${describe(f)}`);
  console.info(lines.join('\n'));
}

group('AI doctor evaluation corpus', () => {
  // The product's corpus: 1,500 questions or more, 40 % or more romanized or mixed, 25 % or more Devanagari,
  // every danger sign in 10 wordings or more, every knowledge entry asked (corpus/README.md)
  test('the corpus as written: 1,500 questions, romanized or mixed 40 %, Devanagari 25 %, every sign in 10 wordings, every entry asked', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(1500);
    const share = (...scripts: string[]) => CORPUS.filter((e) => scripts.includes(e.script)).length / CORPUS.length;
    expect(share('romanized', 'mixed')).toBeGreaterThanOrEqual(0.4);
    expect(share('devanagari')).toBeGreaterThanOrEqual(0.25);
    for (const s of SCRIPTS) expect(CORPUS.filter((e) => e.script === s).length, s).toBeGreaterThanOrEqual(300);
    const wordings = new Map<string, number>();
    for (const e of CORPUS) for (const s of e.signs) wordings.set(s, (wordings.get(s) ?? 0) + 1);
    const few = [...wordings].filter(([, n]) => n < 10).map(([id, n]) => `${id}: ${n}`);
    expect(few).toEqual([]);
    // every sign label is a sign the app knows (the reference or triage-thresholds.json; self_harm is pp_mood's helpline)
    for (const id of wordings.keys()) if (id !== 'self_harm') expect(() => triageSign(id), id).not.toThrow();
    const entries = new Set(KNOWLEDGE_BASE.map((e) => e.id));
    const unknownEntries = CORPUS.flatMap((e) => (e.entry && e.entry !== 'none' && !entries.has(e.entry) ? [e.entry] : []));
    expect(unknownEntries).toEqual([]);
    const asked = new Set(CORPUS.map((e) => e.entry));
    expect([...entries].filter((id) => !asked.has(id) && id !== 'danger-infant')).toEqual([]);
  });

  test('split once by a fixed seed: the test part is at least 30 % and shares no question with the development part', () => {
    expect(TEST_PART.length / CORPUS.length).toBeGreaterThanOrEqual(0.3);
    const devTexts = new Set(DEV_PART.map((e) => e.q));
    expect(TEST_PART.filter((e) => devTexts.has(e.q))).toEqual([]);
    // the part of a question is its own: the same text always lands in the same part
    for (const e of TEST_PART.slice(0, 50)) expect(partOf(e.q)).toBe('test');
  });
});

group('AI doctor evaluation report', () => {
  test('development part (tuned on: for information)', () => {
    log('development part', dev);
    expect(dev.overall.total).toBe(DEV_PART.length);
  });

  test('locked test part: urgent recall overall and in every script', () => {
    log('LOCKED TEST PART', locked);
    const f = locked.overall;
    const met = {
      recall: f.recall >= BUDGETS.recall,
      recallPerScript: SCRIPTS.every((s) => (locked.byScript[s]?.recall ?? 0) >= BUDGETS.recallPerScript),
      falseAlarms: f.falseAlarmRate <= BUDGETS.falseAlarms,
      wrongTopic: f.wrongTopicRate <= BUDGETS.wrongTopic,
      language: f.languageRate >= BUDGETS.language,
    };
    console.info(`AI doctor, the product's budgets on the locked test part: ${JSON.stringify(met)}`);
    expect(locked.overall.recall, locked.missedUrgent.length + ' missed').toBeGreaterThanOrEqual(FLOOR.recall);
    for (const s of SCRIPTS) expect(locked.byScript[s]?.recall, s).toBeGreaterThanOrEqual(FLOOR.recallPerScript);
  });

  test('locked test part: false alarms, wrong-topic answers, the app’s language', () => {
    const f: Figures = locked.overall;
    expect(f.falseAlarmRate).toBeLessThanOrEqual(FLOOR.falseAlarms);
    expect(f.wrongTopicRate).toBeLessThanOrEqual(FLOOR.wrongTopic);
    expect(f.languageRate).toBe(FLOOR.language);
  });

  test('locked test part: urgent answers whose action is below the label’s', () => {
    expect(locked.overall.actionBelow).toBeLessThanOrEqual(FLOOR.actionBelow);
    expect(dev.overall.actionBelow, dev.actionBelowQuestions.join('\n')).toBeLessThanOrEqual(DEV_ACTION_BELOW);
  });
});
