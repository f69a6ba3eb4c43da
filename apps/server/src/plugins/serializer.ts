import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
/** What Fastify gives a serializer compiler (FastifySerializerCompiler's argument). */
type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

/**
 * A zod response schema as the JSON Schema fast-json-stringify compiles well: zod 4's own conversion of the
 * output type (draft-7: tuples as `items` lists), then `anyOf: [X, {type: 'null'}]` (zod's nullable) folded
 * into X with `type: [X's type, 'null']` (fast-json-stringify would otherwise run a validator per value to
 * pick the branch), and formats, enums and other checks dropped (they validate; they do not change the output).
 * Throws when the schema has no JSON Schema form (transforms, dates, ...).
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', reused: 'inline', cycles: 'throw' }) as JsonSchema;
  return simplify(json);
}

// checks and notes: they validate or describe, they do not change the output (zod checks it outside production)
const DROPPED = new Set([
  '$schema',
  'description',
  'title',
  'examples',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);

function simplify(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(simplify) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplify(v)])) : simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('anyOf' in other) && !('const' in other)) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The routes whose response schema could not be compiled (they keep zod's serializer), once they have answered: `METHOD url status`. */
export const zodSerializedResponses: string[] = [];

/**
 * Fastify's serializer compiler for the app: each zod response schema is converted to JSON Schema once, at
 * the route's first response, and compiled by fast-json-stringify (Fastify's own compiled serializer), instead of zod encoding and
 * JSON.stringify on every response (13 % of the report's time, bench/README.md). A schema without a JSON
 * Schema form keeps zod's serializer. With `checkWithZod` (development and tests) every response is still
 * checked against its zod schema first (a mismatch is a 500, as with zod's serializer), so a response the
 * compiled serializer would quietly coerce or trim fails the tests instead.
 */
export function compiledSerializerCompiler({ checkWithZod }: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const zodSerialize = (zodSerializerCompiler as unknown as (r: RouteSchema) => (data: unknown) => string)(route);
    if (!(route.schema instanceof z.ZodType)) return zodSerialize;
    const schema = route.schema;
    // compiled at the route's first response, not at start: ~100 routes cost a start ~150 ms (bench/cold-start.mjs)
    const compile = (): ((data: unknown) => string) => {
      try {
        return fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
      } catch {
        zodSerializedResponses.push(`${route.method} ${route.url} ${route.httpStatus}`);
        return zodSerialize;
      }
    };
    let compiled: ((data: unknown) => string) | undefined;
    if (!checkWithZod) return (data: unknown) => (compiled ??= compile())(data);
    return (data: unknown) => {
      zodSerialize(data); // throws ResponseSerializationError on a mismatch
      return (compiled ??= compile())(data);
    };
  };
}
