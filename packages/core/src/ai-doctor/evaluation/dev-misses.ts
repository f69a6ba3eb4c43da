/**
 * Lists what the rules (triage.ts) get wrong on the development part of the corpus only: urgent questions
 * they miss and ordinary ones they alarm on, with the signs labelled and the signs found. This is what the
 * vocabulary is worked from; the locked test part is never read here (corpus.ts).
 *
 *   node --import tsx packages/core/src/ai-doctor/evaluation/dev-misses.ts [script]
 */
import { triage } from '../triage.ts';
import { DEV_PART } from './corpus.ts';

const only = process.argv[2];
let missed = 0;
let alarms = 0;
for (const e of DEV_PART) {
  if (only && e.script !== only) continue;
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
console.log(`${missed} missed, ${alarms} false alarms`);
