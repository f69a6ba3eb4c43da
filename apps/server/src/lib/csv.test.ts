import { expect, test } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

test.each([
  ['plain@example.com', 'plain@example.com'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['=1+2', "'=1+2"],
  ['+9779800000000', "'+9779800000000"],
  ['-2', "'-2"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ['\tx', "'\tx"],
  [' padded ', '" padded "'],
  ['नमस्ते', 'नमस्ते'],
  [null, ''],
  [42, '42'],
])('csvCell(%j) is %j', (input, expected) => {
  expect(csvCell(input)).toBe(expected);
});

test('a document has a byte-order mark, a header and CRLF lines', () => {
  expect(toCsv(['email', 'lang'], [['a@b.np', 'ne']])).toBe('\uFEFFemail,lang\r\na@b.np,ne\r\n');
});
