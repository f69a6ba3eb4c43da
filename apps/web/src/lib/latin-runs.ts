/** One piece of a text: a run of words in Latin letters (`latin`), or the text between them. */
export interface TextRun {
  text: string;
  latin: boolean;
}

/**
 * Words with a Latin letter, with what joins them into one phrase (spaces, digits, `@ . - ( ) ,`), so
 * "Tokha Health Post", "BA 1 JHA 2345" or "support@mamata.example.np" is one run; a closing full stop is
 * left outside.
 */
const LATIN_RUN = /[\w@.+-]*[A-Za-z][\w@.+-]*(?:[ ,()-]+(?:[\w@.+-]*[A-Za-z][\w@.+-]*|\d+))*\)?/g;

/** Splits `text` into Latin-letter runs and the rest, in order; joined they give `text` back. */
export function latinRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const m of text.matchAll(LATIN_RUN)) {
    let word = m[0];
    // a sentence's own full stop, or an unmatched bracket, is not part of the words
    while (/[.,-]$/.test(word)) word = word.slice(0, -1);
    if (word.endsWith(')') && !word.includes('(')) word = word.slice(0, -1);
    const start = m.index;
    if (start > at) runs.push({ text: text.slice(at, start), latin: false });
    runs.push({ text: word, latin: true });
    at = start + word.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), latin: false });
  return runs;
}
