/** A route option that may be one hook, a list of them or none (Fastify's `onSend`, `preHandler`, `method`, ...) as a list. */
export function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
