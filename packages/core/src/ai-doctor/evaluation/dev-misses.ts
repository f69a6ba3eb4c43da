/**
 * Lists what the rules (triage.ts) get wrong on the development part of the corpus only: urgent questions
 * they miss and ordinary ones they alarm on, with the signs labelled and the signs found; and, with
 * `--action`, the urgent answers (the whole answer, answer.ts) whose action is below the label's, with the
 * signs the rules found or "model only". This is what the vocabulary is worked from; the locked test part
 * is never read here (corpus.ts).
 *
 *   node --import tsx packages/core/src/ai-doctor/evaluation/dev-misses.ts [script] [--action]
 */
import { buildAnswer } from '../answer.ts';
import { triage } from '../triage.ts';
import { DANGER_ACTIONS } from '../../reference/danger-signs.ts';
import { DEV_PART } from './corpus.ts';
import { contextOf } from './evaluate.ts';

const actionOnly = process.argv.includes('--action');
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const rank = (a: string) => DANGER_ACTIONS.indexOf(a as (typeof DANGER_ACTIONS)[number]);
let missed = 0;
let alarms = 0;
let below = 0;
for (const e of DEV_PART) {
  if (only && e.script !== only) continue;
  if (actionOnly) {
    if (!e.urgent || !e.action) continue;
    const a = buildAnswer(e.q, contextOf(e));
    if (a.urgent && a.action && rank(a.action) > rank(e.action)) {
      below++;
      const by = a.signs.some((s) => s.id === 'possible_danger') ? 'model only' : a.signs.map((s) => s.id).join(',');
      console.log(`BELOW [${e.script}/${e.stage}] ${a.action} (${by}), label ${e.action} (${e.signs.join(',')}): ${e.q}`);
    }
    continue;
  }
  const r = triage(e.q, {
    stage: e.stage === 'pregnancy' ? 'pregnancy' : 'after_delivery',
    gestationalWeek: e.stage === 'pregnancy' ? (e.week ?? 28) : null,
    babyAgeDays: e.stage === 'pregnancy' ? null : (e.babyAgeDays ?? 20),
    babyAccount: e.stage === 'baby',
  });
  if (e.urgent && !r.urgent) {
    missed++;
    console.log(`MISS [${e.script}/${e.stage}${e.babyAgeDays ? ` ${e.babyAgeDays}d` : ''}] ${e.signs.join(',')}: ${e.q}`);
  }
  if (!e.urgent && r.urgent) {
    alarms++;
    console.log(`ALARM [${e.script}/${e.stage}] ${e.kind} -> ${r.signs.map((s) => s.id).join(',')}: ${e.q}`);
  }
}
console.log(actionOnly ? `${below} urgent answers with an action below the label's` : `${missed} missed, ${alarms} false alarms`);
