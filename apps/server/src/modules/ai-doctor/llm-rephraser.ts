/**
 * The optional language model (docs/spec/decisions.md "AI doctor that works offline"): any OpenAI-compatible
 * chat-completions endpoint may only rephrase the retrieved passages for her question. The request
 * carries the passages and the question, nothing else of hers (no name, number or record). Any
 * error, a non-2xx answer, an empty reply or the timeout falls back to the offline answer (null).
 * Triage and escalation never depend on it.
 *
 * What comes back is bounded and checked before she sees it (docs/decisions/027-limits-that-hold.md): the
 * request asks for at most LLM_MAX_TOKENS, the answer's body is read only up to LLM_MAX_REPLY_BYTES (a
 * longer one is cut off, not read), and a rephrasing that names a number, a dose or a medicine its passage
 * does not, or is far longer than it, is dropped for the offline answer (core `rephraseAddsFacts`).
 */
import { rephraseAddsFacts } from '@mamata/core/ai-doctor/rephrase-check';

export interface LlmConfig {
  url: string;
  model: string;
  key: string;
  timeoutMs: number;
}

/** The default wait for the model (8 s), after which the offline answer goes out. */
export const LLM_TIMEOUT_MS = 8000;
/** The most the model may write (`max_tokens`): a passage is a few hundred words, in Devanagari a token is a few letters. */
export const LLM_MAX_TOKENS = 1000;
/** The most of the model's answer that is read (its JSON, the reply inside it): beyond, the offline answer. */
export const LLM_MAX_REPLY_BYTES = 32 * 1024;

const SYSTEM_PROMPT =
  'You help mothers in Nepal. Rewrite the PASSAGES below as a short, kind answer to the QUESTION, in the language named by LANGUAGE, ' +
  'in plain words. Use only facts from the passages; add no medicine, dose, number or advice that is not in them. ' +
  'If the passages do not answer the question, repeat them as they are. Separate paragraphs with a line break.';

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The body of `res` as text, or null once it is longer than `maxBytes` (then the rest is not read). */
async function textUpTo(res: Response, maxBytes: number, controller: AbortController): Promise<string | null> {
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    controller.abort();
    return null;
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value as Uint8Array;
    size += chunk.byteLength;
    if (size > maxBytes) {
      // both: Node 20's fetch keeps reading a body whose reader is still open after the abort alone
      controller.abort();
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The rephrased answer, or null when the model is not configured, fails, is too slow, answers too much, or
 * says what the passages do not.
 */
export async function rephrase(config: LlmConfig | null, input: { question: string; passages: string[]; lang: 'en' | 'ne' }): Promise<string | null> {
  if (!config) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: LLM_MAX_TOKENS,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `LANGUAGE: ${input.lang === 'ne' ? 'Nepali (Devanagari)' : 'English'}\nPASSAGES:\n${input.passages.join('\n\n')}\nQUESTION: ${input.question}`,
          },
        ],
      }),
      signal: controller.signal,
    });
    if (!res.ok) {
      controller.abort();
      return null;
    }
    const raw = await textUpTo(res, LLM_MAX_REPLY_BYTES, controller);
    if (raw === null) return null;
    const content = (JSON.parse(raw) as ChatCompletion).choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? content.trim() : '';
    if (!text) return null;
    // every number, dose and medicine it names must be in the passages it was given
    return rephraseAddsFacts(input.passages.join('\n\n'), text) === null ? text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
