/** Error codes shared by server and web; the web chooses behaviour by code, never by text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'BAD_GATEWAY',
  'UNAVAILABLE',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error body (validated by `ApiErrorSchema` in errors.ts); a plain type so browsers need no zod. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  /** With CONFLICT: the number to send back as `confirmCount` to go ahead (a notice's recipients). */
  confirmCount?: number;
}
