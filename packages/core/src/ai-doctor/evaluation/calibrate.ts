/**
 * Chooses the urgency model's lines (urgency.ts ALARM_AT, REVIEW_AT) by 5-fold cross-validation on the
 * development part only: each fold is scored by a model trained on the other four, combined with the
 * rules as the answer combines them (either raises the alarm), and the recall and false alarms of each
 * line are printed. The locked test part is never read here.
 *
 * With --mind, the same for the mind model's line (urgency.ts MIND_AT): a mind model trained on the other four folds,
 * asked as the answer asks it (after the birth's first two weeks; not when the rules found a sign, someone else's, or
 * words of self-harm denied).
 *
 *   node --import tsx packages/core/src/ai-doctor/evaluation/calibrate.ts [--misses | --mind]
 */
import { triage } from '../triage.ts';
import { trainUrgencyModel } from '../model.ts';
import { DEV_PART, type CorpusQuestion } from './corpus.ts';
import { ALARM_AT, isMindQuestion, mindAsked, urgencyFor } from '../urgency.ts';

const FOLDS = 5;

function rulesOf(e: CorpusQuestion) {
  return triage(e.q, {
    stage: e.stage === 'pregnancy' ? 'pregnancy' : 'after_delivery',
    gestationalWeek: e.stage === 'pregnancy' ? (e.week ?? 28) : null,
    babyAgeDays: e.stage === 'pregnancy' ? null : (e.babyAgeDays ?? 20),
    babyAccount: e.stage === 'baby',
  });
}

interface Scored {
  e: CorpusQuestion;
  rules: boolean;
  /** The urgency model's probability. */
  p: number;
  /** The mind model's, when the answer would ask it (else 0). */
  mind: number;
}

export function crossValidatedScores(set: readonly CorpusQuestion[] = DEV_PART, withMind = false): Scored[] {
  const out: Scored[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = set.filter((_, i) => i % FOLDS !== f);
    const held = set.filter((_, i) => i % FOLDS === f);
    const model = trainUrgencyModel(train.map((e) => ({ q: e.q, stage: e.stage, urgent: e.urgent })));
    const mind = withMind ? trainUrgencyModel(train.map((e) => ({ q: e.q, stage: e.stage, urgent: isMindQuestion(e) }))) : null;
    for (const e of held) {
      const found = rulesOf(e);
      const asked = mind && mindAsked(e.stage, e.stage === 'pregnancy' ? null : (e.babyAgeDays ?? 20), found);
      out.push({
        e,
        rules: found.urgent,
        p: urgencyFor(model.probability({ q: e.q, stage: e.stage }), found, e.q, (text) => model.probability({ q: text, stage: e.stage })),
        mind: asked ? mind.probability({ q: e.q, stage: e.stage }) : 0,
      });
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--misses') {
  // what the rules and a model that has not seen the question both miss: the nearest view the development
  // part gives of what new wording will miss (the rules were worked on these questions, so it flatters)
  for (const s of crossValidatedScores()) {
    if (s.e.urgent && !s.rules && s.p < ALARM_AT) console.log(`MISS [${s.e.script}/${s.e.stage}] p=${s.p.toFixed(2)} ${s.e.signs.join(',')}: ${s.e.q}`);
    if (!s.e.urgent && (s.rules || s.p >= ALARM_AT))
      console.log(`ALARM [${s.e.script}/${s.e.stage}] ${s.rules ? 'rules' : `p=${s.p.toFixed(2)}`} ${s.e.kind}: ${s.e.q}`);
  }
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--mind') {
  // the mind model's line: what it adds to the rules and the urgency model at ALARM_AT, and at what cost
  const scored = crossValidatedScores(DEV_PART, true);
  const urgent = scored.filter((s) => s.e.urgent);
  const ordinary = scored.filter((s) => !s.e.urgent);
  const mindQuestions = scored.filter((s) => isMindQuestion(s.e));
  const pct = (n: number, of: number) => `${n}/${of} = ${((n / of) * 100).toFixed(1)} %`;
  for (const t of [1.01, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.5]) {
    const alarm = (s: Scored) => s.rules || s.p >= ALARM_AT || s.mind >= t;
    console.log(
      `mind at ${t > 1 ? 'never' : t.toFixed(2)}: recall ${pct(urgent.filter(alarm).length, urgent.length)}, false alarms ${pct(ordinary.filter(alarm).length, ordinary.length)}, self-harm and very low mood ${pct(mindQuestions.filter(alarm).length, mindQuestions.length)}`,
    );
  }
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const scored = crossValidatedScores();
  const urgent = scored.filter((s) => s.e.urgent);
  const ordinary = scored.filter((s) => !s.e.urgent);
  const rulesRecall = urgent.filter((s) => s.rules).length / urgent.length;
  const rulesFa = ordinary.filter((s) => s.rules).length / ordinary.length;
  console.log(
    `development part ${scored.length} (${urgent.length} urgent): rules alone recall ${(rulesRecall * 100).toFixed(1)} %, false alarms ${(rulesFa * 100).toFixed(1)} %`,
  );
  // the model alone, on the corpus's questions (the team's earlier ones echo the rules' own wording)
  const corpus = scored.filter((s) => s.e.origin !== 'team-2026-11-25');
  const cu = corpus.filter((s) => s.e.urgent);
  const cn = corpus.filter((s) => !s.e.urgent);
  let auc = 0;
  for (const a of cu) for (const b of cn) auc += a.p > b.p ? 1 : a.p === b.p ? 0.5 : 0;
  console.log(`the model alone on the corpus's ${corpus.length} questions: AUC ${(auc / (cu.length * cn.length)).toFixed(4)}`);
  for (const t of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]) {
    const recall = urgent.filter((s) => s.rules || s.p >= t).length / urgent.length;
    const fa = ordinary.filter((s) => s.rules || s.p >= t).length / ordinary.length;
    const review = ordinary.filter((s) => !s.rules && s.p < t && s.p >= t - 0.2).length / ordinary.length;
    console.log(
      `alarm at ${t.toFixed(2)}: recall ${(recall * 100).toFixed(1)} %, false alarms ${(fa * 100).toFixed(1)} %, ordinary sent to review (within 0.2 below) ${(review * 100).toFixed(1)} %; the model alone: recall ${((cu.filter((s) => s.p >= t).length / cu.length) * 100).toFixed(1)} %, false alarms ${((cn.filter((s) => s.p >= t).length / cn.length) * 100).toFixed(1)} %`,
    );
  }
}
