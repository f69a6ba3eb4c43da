import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from '../ai-doctor/limits.ts';

export { PROMPT_MAX_LENGTH, QUESTIONS_PER_HOUR } from '../ai-doctor/limits.ts';

/**
 * The AI doctor's calls (spec §3, §7; docs/spec/decisions.md "AI doctor response beyond `response`" and "AI
 * doctor limits"). Spec-written clients read `queries`, `response` and `history[].prompt/response`
 * only; the other fields are additions they ignore.
 */

/** `GET provider/chatgpt/queries`: 6 to 8 suggestions in her language for her stage. */
export const ChatQueriesResponseSchema = z.object({ queries: z.array(z.string()) });
/** See {@link ChatQueriesResponseSchema}. */
export type ChatQueriesResponse = z.infer<typeof ChatQueriesResponseSchema>;

/** `POST provider/chatgpt/query` body: `{ prompt }`, trimmed, 1 to 1,000 characters. */
export const ChatQueryBodySchema = z.object({
  prompt: z
    .string({ error: 'validation.prompt.required' })
    .trim()
    .min(1, { error: 'validation.prompt.required' })
    .max(PROMPT_MAX_LENGTH, { error: 'validation.prompt.tooLong' }),
});
/** See {@link ChatQueryBodySchema}. */
export type ChatQueryBody = z.input<typeof ChatQueryBodySchema>;

/** A knowledge-base entry an answer used. */
export const ChatSourceSchema = z.object({ id: z.string(), title: z.string() });
/** See {@link ChatSourceSchema}. */
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/** What a danger sign asks her to do (reference danger-signs.json `action_categories`). */
export const DangerActionSchema = z.enum(['call_ambulance_now', 'go_to_facility_now', 'see_health_worker_within_24h']);

/** A number she can tap to call (her health post, an ambulance, 102). */
export const ChatContactSchema = z.object({ kind: z.enum(['ambulance_102', 'health_post', 'ambulance', 'helpline']), name: z.string(), phone: z.string() });
/** See {@link ChatContactSchema}. */
export type ChatContact = z.infer<typeof ChatContactSchema>;

/** `POST provider/chatgpt/query` answer. */
export const ChatQueryResponseSchema = z.object({
  /** The answer; paragraphs separated by line breaks. */
  response: z.string(),
  /** True when the question reports a danger sign (rule-based triage, never a language model). */
  urgent: z.boolean(),
  /** The knowledge-base entries used. */
  sources: z.array(ChatSourceSchema),
  /** The most urgent action of the signs found, or null. */
  action: DangerActionSchema.nullable(),
  /**
   * Numbers to call, most urgent first: an urgent answer's (102 or her health post first, her palika's
   * ambulances, a helpline); under every other answer 102 and her health post, the way out if it missed.
   */
  contacts: z.array(ChatContactSchema),
  /** The language of the answer. */
  lang: z.enum(['en', 'ne']),
});
/** See {@link ChatQueryResponseSchema}. */
export type ChatQueryResponse = z.infer<typeof ChatQueryResponseSchema>;

/** One past question of hers. */
export const ChatHistoryEntrySchema = z.object({
  prompt: z.string(),
  response: z.string(),
  urgent: z.boolean(),
  createdAt: z.string(),
  /** Urgent entries: the action; every entry: the numbers to call today (as `contacts` of the answer). */
  action: DangerActionSchema.nullable(),
  contacts: z.array(ChatContactSchema),
});
/** See {@link ChatHistoryEntrySchema}. */
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntrySchema>;

/** `GET provider/chatgpt/history`: her own questions, newest first. */
export const ChatHistoryResponseSchema = z.object({ history: z.array(ChatHistoryEntrySchema) });
/** See {@link ChatHistoryResponseSchema}. */
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;
