import type { ErrorCode } from '@mamata/core/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // an outside service (DHIS2) did not answer as it should
  BAD_GATEWAY: 502,
  // the server lacks what the request needs from its configuration (the DHIS2 token key)
  UNAVAILABLE: 503,
};

/**
 * An error a service throws on purpose. `messageKey` names a message of core's catalogue; the
 * error handler translates it into the caller's language. Only the handler builds the body.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, string>,
    /** With CONFLICT: the number the caller sends back to go ahead (`confirmCount` of the error body). */
    readonly confirmCount?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}
