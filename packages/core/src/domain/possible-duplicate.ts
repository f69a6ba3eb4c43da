/**
 * A possible duplicate registration (shown to the nurse before she registers someone new; the server's
 * `GET /staff/people/possible-duplicates`): the same mobile number, or a close name with the same LMP or the
 * same birth date. "Close" is a judgement for the nurse to confirm, not a rule that refuses anything.
 */

/** Lower case, letters, marks and digits only, spaces collapsed (Latin and Devanagari alike). */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance (insertions, deletions, substitutions), in code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[y.length]!;
}

/** At most this many typing differences between two full names ("Sita Tamang" / "Seeta Tamang"). */
export const CLOSE_NAME_MAX_EDITS = 2;

/** Whether two people's names are close: the same first name, or full names at most {@link CLOSE_NAME_MAX_EDITS} edits apart. */
export function isCloseName(a: { first: string; last: string }, b: { first: string; last: string }): boolean {
  const firstA = normalizeName(a.first);
  if (firstA && firstA === normalizeName(b.first)) return true;
  const fullA = normalizeName(`${a.first} ${a.last}`);
  return fullA.length > 0 && editDistance(fullA, normalizeName(`${b.first} ${b.last}`)) <= CLOSE_NAME_MAX_EDITS;
}
