import type { FastifyRequest } from 'fastify';
import { langFromHeader, translateMessage } from '@mamata/core/i18n/messages';

/** A message of core's catalogue in the language the request asked for (Accept-Language). */
export function say(request: FastifyRequest, key: string, vars?: Record<string, string | number>): string {
  return translateMessage(langFromHeader(request.headers['accept-language']), key, vars);
}
