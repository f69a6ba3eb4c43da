import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * refuses NUL in text (a 500 before this check), and none of them belongs in a name, an address
 * or a message someone typed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first string (or key) holding a control character, if any. */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return at;
      const found = findControlCharacter(v, at);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses control characters in every body, query and path parameter of every route (400 naming
 * the field), after authentication and before the route's own validation. Generic, so routes added
 * later are covered without doing anything.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // a callback hook, not an async one: it runs on every request and has nothing to wait for
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const field = findControlCharacter(request.params) ?? findControlCharacter(request.query) ?? findControlCharacter(request.body);
      if (field) done(new AppError('VALIDATION_FAILED', 'validation.controlCharacters', {}, { [field]: 'validation.controlCharacters' }));
      else done();
    });
  },
  { name: 'input-hygiene' },
);
