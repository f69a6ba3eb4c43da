import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * refuses NUL in text (an insert would fail with a server error), and none of them belongs in a name, an address
 * or a message someone typed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The deepest nesting of objects and arrays a request may carry (the top-level object is level 1). No
 * form of the app sends more than a few levels, and 8,000 levels fit in 16 KB, enough to overflow the stack
 * of a recursive walk. Deeper input is a 400 (docs/decisions/027-limits-that-hold.md).
 */
export const MAX_INPUT_DEPTH = 64;

/** What the walk found: a control character (in a string or a key), or nesting deeper than allowed. */
export interface InputFinding {
  kind: 'control' | 'depth';
  /** The dotted path of the string or key (`_`: the whole value); for depth, the top-level field. */
  path: string;
}

/** One value still to look at, with the key it sits under and its parent's frame (the path is built only when needed). */
interface Frame {
  value: unknown;
  key: string | null;
  depth: number;
  parent: Frame | null;
}

function keysOf(frame: Frame): string[] {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f?.key != null; f = f.parent) keys.push(f.key);
  return keys.reverse();
}

/**
 * The first string or key holding a control character, in document order, or the first place nested
 * deeper than `maxDepth`. A loop over an explicit stack, not a recursion: no input can overflow it.
 */
export function findControlCharacter(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputFinding | undefined {
  const stack: Frame[] = [{ value, key: null, depth: 0, parent: null }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (frame.key !== null && CONTROL.test(frame.key)) return { kind: 'control', path: keysOf(frame).join('.') };
    const v = frame.value;
    if (typeof v === 'string') {
      if (CONTROL.test(v)) return { kind: 'control', path: keysOf(frame).join('.') || '_' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const depth = frame.depth + 1;
    if (depth > maxDepth) {
      // the field of the form that holds it, when the request is an object of fields
      const top = keysOf(frame)[0];
      return { kind: 'depth', path: top !== undefined && !Array.isArray(value) ? top : '_' };
    }
    // children pushed last-first, so they are taken in document order
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i] as unknown, key: String(i), depth, parent: frame });
    } else {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, depth, parent: frame });
      }
    }
  }
  return undefined;
}

const MESSAGE_OF = { control: 'validation.controlCharacters', depth: 'validation.tooDeep' } as const;

/**
 * Refuses control characters and nesting deeper than MAX_INPUT_DEPTH in every body, query and path
 * parameter of every route (400 naming the field), after authentication and before the route's own
 * validation. Generic, so routes added later are covered without doing anything.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // a callback hook, not an async one: it runs on every request and has nothing to wait for
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const found = findControlCharacter(request.params) ?? findControlCharacter(request.query) ?? findControlCharacter(request.body);
      if (found) {
        const key = MESSAGE_OF[found.kind];
        done(new AppError('VALIDATION_FAILED', key, { max: MAX_INPUT_DEPTH }, { [found.path]: key }));
      } else done();
    });
  },
  { name: 'input-hygiene' },
);
