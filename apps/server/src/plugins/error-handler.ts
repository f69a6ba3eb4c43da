import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@mamata/core/errors';
import { isMessageKey, langFromHeader, translateMessage } from '@mamata/core/i18n/messages';
import { AppError } from '../lib/errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

const KEY_BY_CODE: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'errors.badRequest',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.badRequest',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.internal',
  BAD_GATEWAY: 'errors.dhis2Unreachable',
  UNAVAILABLE: 'errors.dhis2TokenKeyMissing',
};

/**
 * The one place that turns an error into the core `ApiErrorSchema` body, in the caller's language:
 * zod failures → 400 with per-field messages; AppError → its code; other 4xx (bad JSON, wrong
 * content type, rate limit) → their code; anything else → 500 with a generic message and the
 * details only in the log, with the request id (fastify/demo, immich).
 */
export function errorBody(error: FastifyError | AppError | Error, request: FastifyRequest): { status: number; body: ApiErrorBody } {
  const lang = langFromHeader(request.headers['accept-language']);
  const say = (key: string, vars?: Record<string, string | number>) => translateMessage(lang, key, vars);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      const message = issue.message ?? '';
      const text = isMessageKey(message) ? say(message) : lang === 'en' ? message : say('validation.invalid');
      fieldErrors[field] ??= text;
    }
    const first = Object.values(fieldErrors)[0] ?? say('errors.badRequest');
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: first, fieldErrors } };
  }
  if (error instanceof AppError) {
    const body: ApiErrorBody = { code: error.code, message: say(error.messageKey, error.vars) };
    if (error.fieldErrors) {
      body.fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, say(v, error.vars)]));
    }
    if (error.confirmCount !== undefined) body.confirmCount = error.confirmCount;
    return { status: error.statusCode, body };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = CODE_BY_STATUS[status];
  if (status >= 400 && status < 500) {
    return { status, body: { code: code ?? 'VALIDATION_FAILED', message: say(KEY_BY_CODE[code ?? 'VALIDATION_FAILED']) } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: say('errors.internal') } };
}

/**
 * What the log keeps of a server error: its kind, the PostgreSQL error code and where it was
 * thrown, never the values. A failed query's message names its parameters (drizzle: "params: ...")
 * and a PostgreSQL error's `detail` quotes the row ("Key (mobile_number)=(98...)"), which would put
 * mobile numbers and messages into the log.
 */
export function loggableError(error: unknown): { type: string; code?: string; message: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  const cause = e.cause instanceof Error ? (e.cause as Error & { code?: unknown }) : undefined;
  const code = (e as { code?: unknown }).code ?? cause?.code;
  // a PostgreSQL error (it has a SQLSTATE code) may quote a value in its message too
  const fromDatabase = e.message.startsWith('Failed query:') || typeof code === 'string';
  const message = fromDatabase ? 'database error (statement, parameters and values not logged)' : e.message.slice(0, 300);
  const stack = e.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
  return { type: cause ? `${e.name} (${cause.name})` : e.name, ...(typeof code === 'string' ? { code } : {}), message, ...(stack ? { stack } : {}) };
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorBody(error, request);
    if (status >= 500) request.log.error({ err: loggableError(error), reqId: request.id }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
