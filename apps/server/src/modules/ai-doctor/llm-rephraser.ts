/**
 * The optional language model (docs/spec/decisions.md "AI doctor that works offline"): any OpenAI-compatible
 * chat-completions endpoint may only rephrase the retrieved passages for her question. The request
 * carries the passages and the question, nothing else of hers (no name, number or record). Any
 * error, a non-2xx answer, an empty reply or the timeout falls back to the offline answer (null).
 * Triage and escalation never depend on it.
 */

export interface LlmConfig {
  url: string;
  model: string;
  key: string;
  timeoutMs: number;
}

/** The default wait for the model (8 s), after which the offline answer goes out. */
export const LLM_TIMEOUT_MS = 8000;

const SYSTEM_PROMPT =
  'You help mothers in Nepal. Rewrite the PASSAGES below as a short, kind answer to the QUESTION, in the language named by LANGUAGE, ' +
  'in plain words. Use only facts from the passages; add no medicine, dose, number or advice that is not in them. ' +
  'If the passages do not answer the question, repeat them as they are. Separate paragraphs with a line break.';

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The rephrased answer, or null when the model is not configured, fails or is too slow. */
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
    if (!res.ok) return null;
    const body = (await res.json()) as ChatCompletion;
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim() : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
