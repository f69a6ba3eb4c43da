/**
 * The AI doctor's second opinion on urgency: a logistic regression over character n-grams and words of the
 * folded question (normalize.ts), trained in the process from the development part of the evaluation corpus
 * (evaluation/corpus.ts) the first time it is asked. Nothing comes from outside the repository; the same
 * corpus gives the same weights (a fixed order, no randomness), so the answer is deterministic.
 *
 * It never decides alone that a question is safe: triage.ts's rules and this model each can raise the
 * alarm (docs/decisions/022-ai-doctor-understanding.md). Misspellings and wordings the rules do not know
 * share most of their letter sequences with ones the corpus has, which is what this model reads.
 */
import { foldedWords } from './normalize.ts';

/** Hashed feature space: 2^18 weights. */
const DIM = 1 << 18;
const EPOCHS = 30;
const RATE = 0.5;
const L2 = 1e-6;

/** FNV-1a of a feature's text, into the weight vector. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (DIM - 1);
}

export interface ModelInput {
  q: string;
  stage: 'pregnancy' | 'after_delivery' | 'baby';
}

/** Letter sequences across a word boundary ("t bag" of "ragat bagyo"): how words sit together, misspelt or not. */
const CROSS_LENGTH = 6;

/**
 * The features of a question: words, word pairs, letter sequences of 3-5 within each word and, with
 * `across` (the urgency model's; chosen by cross-validation on the development part,
 * evaluation/calibrate.ts), sequences of CROSS_LENGTH letters that span two words.
 */
export function features(input: ModelInput, across = false): Map<number, number> {
  const words = foldedWords(input.q);
  const out = new Map<number, number>();
  const add = (f: string, v = 1) => {
    const k = hash(f);
    out.set(k, (out.get(k) ?? 0) + v);
  };
  add(`s:${input.stage}`);
  add('bias');
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    add(`w:${w}`);
    if (i > 0) add(`b:${words[i - 1]} ${w}`);
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) add(`c:${padded.slice(j, j + n)}`, 0.5);
  }
  if (across) {
    const text = ` ${words.join(' ')} `;
    for (let j = 0; j + CROSS_LENGTH <= text.length; j++) {
      const gram = text.slice(j, j + CROSS_LENGTH);
      const space = gram.indexOf(' ', 1);
      if (space > 0 && space < CROSS_LENGTH - 1) add(`x:${gram}`, 0.5);
    }
  }
  // length-normalised, so a long message is not more urgent for being long
  let norm = 0;
  for (const v of out.values()) norm += v * v;
  const scale = 1 / Math.sqrt(norm || 1);
  for (const [k, v] of out) out.set(k, v * scale);
  return out;
}

export interface TrainingExample extends ModelInput {
  urgent: boolean;
}

export interface UrgencyModel {
  probability(input: ModelInput): number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Trains on `examples` in their order (Adagrad, class-balanced): deterministic for the same list. */
export function trainUrgencyModel(examples: readonly TrainingExample[]): UrgencyModel {
  const w = new Float64Array(DIM);
  const g2 = new Float64Array(DIM).fill(1e-8);
  const positives = examples.filter((e) => e.urgent).length;
  const negatives = examples.length - positives;
  const weightOf = (urgent: boolean) => (urgent ? examples.length / (2 * Math.max(1, positives)) : examples.length / (2 * Math.max(1, negatives)));
  // each question's features as two typed arrays in the Map's order (the same sums in the same order as
  // walking the Map, several times faster over thirty epochs)
  const vectors = examples.map((e) => {
    const x = features(e, true);
    return { k: Int32Array.from(x.keys()), x: Float64Array.from(x.values()), y: e.urgent ? 1 : 0, c: weightOf(e.urgent) };
  });
  // a fixed interleaving instead of a random shuffle: stride through the list, a different offset each epoch
  const n = vectors.length;
  const stride = 7919 % Math.max(1, n) || 1;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = 0; i < n; i++) {
      const v = vectors[(epoch + i * stride) % n];
      if (!v) continue;
      const { k: keys, x: values } = v;
      let z = 0;
      for (let j = 0; j < keys.length; j++) z += (w[keys[j] ?? 0] ?? 0) * (values[j] ?? 0);
      const err = (sigmoid(z) - v.y) * v.c;
      for (let j = 0; j < keys.length; j++) {
        const k = keys[j] ?? 0;
        const grad = err * (values[j] ?? 0) + L2 * (w[k] ?? 0);
        g2[k] = (g2[k] ?? 0) + grad * grad;
        w[k] = (w[k] ?? 0) - (RATE * grad) / Math.sqrt(g2[k] ?? 1);
      }
    }
  }
  return {
    probability(input) {
      let z = 0;
      for (const [k, x] of features(input, true)) z += (w[k] ?? 0) * x;
      return sigmoid(z);
    },
  };
}
