/**
 * How often the entry chosen for an ordinary question is right, wrong or the honest fallback, by 5-fold
 * cross-validation on the development part only: each fold's questions are answered by an entry model
 * built without them (knowledge/entry-model.ts), with MiniSearch as in answer.ts `chooseEntry`. This is
 * what the entry lines (ENTRY_NEAREST_SURE) are chosen by; the locked test part is never read here.
 *
 *   node --import tsx packages/core/src/ai-doctor/evaluation/entry-cv.ts
 */
import { chooseEntry } from '../answer.ts';
import { buildEntryModel } from '../knowledge/entry-model.ts';
import { KNOWLEDGE_BASE } from '../knowledge/search.ts';
import type { KnowledgeStage } from '../knowledge/entry.ts';
import { suggestionExamples } from '../knowledge/entry-model.ts';
import { DEV_PART, type CorpusQuestion } from './corpus.ts';

const FOLDS = 5;

const stageOf = (e: CorpusQuestion): KnowledgeStage => e.stage;

export function entryCrossValidation(set: readonly CorpusQuestion[] = DEV_PART) {
  const ordinary = set.filter((e) => !e.urgent && e.entry);
  let right = 0;
  let wrong = 0;
  let fallback = 0;
  let scored = 0;
  const wrongOnes: string[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = ordinary.filter((_, i) => i % FOLDS !== f);
    // scored on the corpus's questions only: the team's earlier ones echo the entries' own wording
    const held = ordinary.filter((e, i) => i % FOLDS === f && e.origin !== 'team-2026-11-25');
    const model = buildEntryModel(KNOWLEDGE_BASE, [
      ...suggestionExamples(),
      ...train.flatMap((e) => (e.entry && e.entry !== 'none' ? [{ q: e.q, entry: e.entry, stage: stageOf(e) }] : [])),
    ]);
    for (const e of held) {
      scored++;
      const chosen = chooseEntry(e.q, stageOf(e), model.rank(e.q, stageOf(e)));
      const got = chosen?.hit.entry.id;
      // an off-topic question ('none') answered with the honest fallback is answered right
      if (!got) {
        fallback++;
        if (e.entry === 'none') right++;
      } else if (got === e.entry) right++;
      else {
        wrong++;
        wrongOnes.push(`${e.script} [${e.entry} -> ${got}] ${e.q}`);
      }
    }
  }
  return { n: scored, right, wrong, fallback, wrongOnes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = entryCrossValidation();
  if (process.argv.includes('--list')) for (const w of r.wrongOnes) console.log(w);
  const pct = (x: number) => `${((x / r.n) * 100).toFixed(1)} %`;
  console.log(
    `development part, ${r.n} ordinary questions of the corpus (5-fold): right ${pct(r.right)} (the honest fallback to an off-topic one included), wrong topic ${pct(r.wrong)}, honest fallback ${pct(r.fallback)}`,
  );
}
