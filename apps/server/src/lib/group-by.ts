/** Rows grouped by a key in one pass, each group in the rows' order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T, K>(rows: Iterable<T>, keyOf: (row: T) => K | null | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
