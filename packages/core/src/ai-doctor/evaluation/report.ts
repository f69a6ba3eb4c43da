/**
 * Prints the AI doctor's evaluation (evaluate.ts) on both parts of the corpus, overall, per script and per
 * stage, and the time each answer took (bench/README.md "AI doctor": the figures recorded there). The
 * locked test part's figures only, never its questions: nothing is tuned on them.
 *
 *   node --import tsx packages/core/src/ai-doctor/evaluation/report.ts [--json FILE]
 */
import { writeFileSync } from 'node:fs';
import { buildAnswer } from '../answer.ts';
import { warmAiDoctor } from '../warm.ts';
import { DEV_PART, TEST_PART } from './corpus.ts';
import { contextOf, describe, evaluate } from './evaluate.ts';

const started = performance.now();
warmAiDoctor();
const trainedMs = performance.now() - started;

const times: number[] = [];
for (const e of [...DEV_PART, ...TEST_PART]) {
  const t = performance.now();
  buildAnswer(e.q, contextOf(e));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 100) / 100;

const parts = { development: evaluate(DEV_PART), test: evaluate(TEST_PART) };
for (const [name, r] of Object.entries(parts)) {
  console.log(`${name} part: ${describe(r.overall)}`);
  for (const [k, f] of Object.entries(r.byScript)) console.log(`  ${k}: ${describe(f)}`);
  for (const [k, f] of Object.entries(r.byStage)) console.log(`  ${k}: ${describe(f)}`);
}
console.log(
  `models trained in ${Math.round(trainedMs)} ms; one answer (no database): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms over ${times.length}`,
);

const out = process.argv[process.argv.indexOf('--json') + 1];
if (process.argv.includes('--json') && out) {
  const strip = (r: ReturnType<typeof evaluate>) => ({ overall: r.overall, byScript: r.byScript, byStage: r.byStage });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), development: strip(parts.development), test: strip(parts.test), answerMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99) }, trainedMs: Math.round(trainedMs) }, null, 2)}\n`,
  );
}
