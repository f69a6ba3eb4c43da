import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@mamata/core/schemas/staff';

/** A JSON schema as @fastify/swagger writes it (only what the samplers read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

/** One operation of the OpenAPI document: who may call it and what it takes. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/v1/staff/people/{id}`. */
  path: string;
  /** `undefined` for a public operation. */
  auth?: 'provider' | 'staff';
  /** Staff roles the operation is limited to (empty: every staff role). */
  roles: StaffRole[];
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, string[]>[];
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the app's OpenAPI document (the same document served at /api/docs). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const security = op.security?.[0] ?? {};
      const auth = 'provider' in security ? 'provider' : 'staff' in security ? 'staff' : undefined;
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        auth,
        roles: (security.staff ?? []) as StaffRole[],
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return ops;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A plausible valid value of a schema, so that calls get past validation to the access checks. */
export function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) out[key] = sample(prop, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items, name));
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const hi = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : lo + 10);
      return type === 'integer' ? Math.ceil((lo + hi) / 2) : (lo + hi) / 2;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return name ? 'x' : undefined;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return yesterday();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.com';
  if (/mobile|phone|number/i.test(name)) return '9812345678';
  if (/password/i.test(name)) return 'a-long-secret-7';
  if (/date|lmp|menstrual/i.test(name)) return yesterday();
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return yesterday();
  const text = 'Namaste test';
  const min = schema.minLength ?? 1;
  return text.padEnd(min, 'x').slice(0, schema.maxLength ?? 200);
}

/** Fills an OpenAPI path with values: `resolve` may name a real one for a parameter, else a sample. */
export function fillPath(op: Operation, resolve: (op: Operation, param: string) => string | undefined): string {
  let url = op.path;
  for (const p of op.pathParams) {
    const value = resolve(op, p.name) ?? String(sample(p.schema, p.name));
    url = url.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  return url;
}

/** A query string of the required (and sampled) query parameters. */
export function sampleQuery(op: Operation): string {
  const pairs = op.queryParams.filter((q) => q.required).map((q): [string, string] => [q.name, String(sample(q.schema, q.name))]);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}
