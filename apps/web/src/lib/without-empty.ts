/** Leaves out empty optional fields, so an untouched input is not sent as '' (which a schema refuses). */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
}
