import { z } from 'zod';

import { ERROR_CODES } from './error-codes.ts';

export { ERROR_CODES, type ApiErrorBody, type ErrorCode } from './error-codes.ts';
/**
 * The one error body every failing call answers with. `message` is already in the caller's
 * language (from `Accept-Language`); `fieldErrors` maps a payload field to its message.
 */
export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** With CONFLICT: the number to send back as `confirmCount` to go ahead (a notice's recipients). */
  confirmCount: z.number().int().optional(),
});

/** A plain `{ message }` answer of a call that succeeded (spec §7: "response message"). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The answer of a call that created a record: the message and the new record's id. */
export const CreatedResponseSchema = MessageResponseSchema.extend({ id: z.string() });
export type CreatedResponse = z.infer<typeof CreatedResponseSchema>;
