/**
 * Retrieval by meaning, beside MiniSearch's words (search.ts): the nearest examples of each entry in the
 * space of letter sequences and words of the folded text (model.ts `features`). An entry's examples are its
 * titles, keywords and sentences in both languages, and the development part's questions labelled with it
 * (evaluation/corpus.ts; never the locked test part). Paraphrases and misspellings share most of their
 * letter sequences with an example, so "exercise" meets the exercise entry's examples, not "sex".
 */
import { DEV_PART } from '../evaluation/corpus.ts';
import { features } from '../model.ts';
import { allSuggestions } from '../suggestions.ts';
import type { KnowledgeEntry, KnowledgeStage } from './entry.ts';

interface Example {
  entry: string;
  vector: Map<number, number>;
}

/** How many nearest examples vote. */
const K = 7;
/** An example this similar is the same question (a suggestion she tapped, a wording already labelled). */
const NEAR_IDENTICAL = 0.95;

export interface EntryVote {
  id: string;
  /** Sum of the similarities of its examples among the K nearest (0-K). */
  score: number;
  /** The single nearest example's similarity (0-1). */
  nearest: number;
}

export interface EntryModel {
  rank(question: string, stage: KnowledgeStage | null): EntryVote[];
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!।])\s+|\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 8);
}

export function buildEntryModel(entries: readonly KnowledgeEntry[], labelled: readonly { q: string; entry: string; stage: KnowledgeStage }[]): EntryModel {
  const examples: Example[] = [];
  const stageOf = new Map(entries.map((e) => [e.id, e.stage]));
  const add = (entry: string, text: string, stage: KnowledgeStage) =>
    examples.push({ entry, vector: features({ q: text, stage: stage === 'any' ? 'pregnancy' : stage === 'after_delivery' ? 'after_delivery' : stage }) });
  for (const e of entries) {
    add(e.id, e.title.en, e.stage);
    add(e.id, e.title.ne, e.stage);
    add(e.id, e.keywords.join(' '), e.stage);
    for (const s of [...sentences(e.answer.en), ...sentences(e.answer.ne)]) add(e.id, s, e.stage);
  }
  for (const l of labelled) if (stageOf.has(l.entry)) add(l.entry, l.q, l.stage);

  // an inverted index: feature -> the examples that have it and their weights, in typed arrays (a
  // question walks a few thousand of them: no object per posting)
  const lists = new Map<number, { i: number[]; w: number[] }>();
  examples.forEach((ex, i) => {
    for (const [k, w] of ex.vector) {
      const list = lists.get(k) ?? { i: [], w: [] };
      list.i.push(i);
      list.w.push(w);
      lists.set(k, list);
    }
  });
  const postings = new Map([...lists].map(([k, l]) => [k, { i: Int32Array.from(l.i), w: Float64Array.from(l.w) }]));

  return {
    rank(question, stage) {
      const q = features({ q: question, stage: stage === 'any' || stage === null ? 'pregnancy' : stage });
      const sims = new Float64Array(examples.length);
      for (const [k, w] of q) {
        const p = postings.get(k);
        if (!p) continue;
        for (let j = 0; j < p.i.length; j++) {
          const i = p.i[j] ?? 0;
          sims[i] = (sims[i] ?? 0) + w * (p.w[j] ?? 0);
        }
      }
      // the K most similar, by one pass (no sort of every example)
      const order: number[] = [];
      for (let i = 0; i < sims.length; i++) {
        const sim = sims[i] ?? 0;
        if (sim <= 0 || (order.length === K && sim <= (sims[order[K - 1] ?? 0] ?? 0))) continue;
        let at = order.length < K ? order.length : K - 1;
        while (at > 0 && (sims[order[at - 1] ?? 0] ?? 0) < sim) at--;
        order.splice(at, 0, i);
        if (order.length > K) order.pop();
      }
      const votes = new Map<string, EntryVote>();
      for (const i of order) {
        const ex = examples[i];
        const sim = sims[i] ?? 0;
        if (!ex || sim <= 0) continue;
        const v = votes.get(ex.entry) ?? { id: ex.entry, score: 0, nearest: 0 };
        v.score += sim;
        v.nearest = Math.max(v.nearest, sim);
        votes.set(ex.entry, v);
      }
      // the entry of a near-identical example first, then by the votes of the K nearest
      return [...votes.values()].sort((a, b) =>
        a.nearest >= NEAR_IDENTICAL !== b.nearest >= NEAR_IDENTICAL ? (a.nearest >= NEAR_IDENTICAL ? -1 : 1) : b.score - a.score,
      );
    },
  };
}

/** The app's own suggested questions, in both languages, with the entry each is written for: a suggestion she taps is always answered. */
export function suggestionExamples(): { q: string; entry: string; stage: KnowledgeStage }[] {
  const stageOf = (band: string): KnowledgeStage => (band.startsWith('trimester') ? 'pregnancy' : 'baby');
  return allSuggestions().flatMap((s) => [s.en, s.ne].map((q) => ({ q, entry: s.entry, stage: stageOf(s.band) })));
}

let model: EntryModel | null = null;

/** The model of the knowledge base and the development part, built the first time it is asked for. */
export function entryModel(entries: readonly KnowledgeEntry[]): EntryModel {
  model ??= buildEntryModel(entries, [
    ...suggestionExamples(),
    ...DEV_PART.flatMap((e) => (!e.urgent && e.entry && e.entry !== 'none' ? [{ q: e.q, entry: e.entry, stage: e.stage }] : [])),
  ]);
  return model;
}
