import { z } from 'zod';

/** Error codes shared by server and web; the web chooses behaviour by code, never by text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error body every failing call answers with. `message` is already in the caller's
 * language (from `Accept-Language`); `fieldErrors` maps a payload field to its message.
 */
export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** The error body; see {@link ApiErrorSchema}. */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** A plain `{ message }` answer of a call that succeeded (spec §7: "response message"). */
export const MessageResponseSchema = z.object({ message: z.string() });
