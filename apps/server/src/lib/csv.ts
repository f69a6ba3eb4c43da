/**
 * CSV text (RFC 4180: comma-separated, CRLF lines, quotes doubled inside quoted cells) that is
 * safe to open in a spreadsheet. A cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a subscriber who types `=HYPERLINK(...)` as an email address
 * cannot make Excel or LibreOffice run a formula (OWASP "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised and quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV document: a byte-order mark (so spreadsheets read the UTF-8, e.g. Devanagari,
 * correctly), the header row, then one row per record.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
