import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deferUPlotIntl } from './lazy-uplot-intl.ts';

const require = createRequire(import.meta.url);
const uPlotSource = readFileSync(require.resolve('uplot/dist/uPlot.esm.js'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'uplot-intl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Made {
  /** Formatters made while the module was evaluated. */
  atImport: { numberFormats: number; dateTimeFormats: number };
  /** After formatting two numbers and converting a date in the local time zone. */
  afterUse: { numberFormats: number; dateTimeFormats: number };
  formatted: string;
  expected: string;
  sameDate: boolean;
}

/**
 * Evaluates `code` as uPlot's module in a fresh Node process that counts the Intl formatters made,
 * in Nepal's time zone (in UTC, uPlot's tzDate never looks at the local zone).
 */
function evaluate(code: string): Made {
  const file = join(dir, `uplot-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  const script = `
    const made = { numberFormats: 0, dateTimeFormats: 0 };
    const [N, D] = [Intl.NumberFormat, Intl.DateTimeFormat];
    Intl.NumberFormat = class extends N { constructor(...a) { super(...a); made.numberFormats++; } };
    Intl.DateTimeFormat = class extends D { constructor(...a) { super(...a); made.dateTimeFormats++; } };
    const { default: uPlot } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const atImport = { ...made };
    const formatted = uPlot.fmtNum(1234.5) + ' ' + uPlot.fmtNum(0.25);
    const expected = new N('en-US').format(1234.5) + ' ' + new N('en-US').format(0.25);
    const date = new Date(2026, 10, 26, 9, 30);
    const sameDate = uPlot.tzDate(date, new D().resolvedOptions().timeZone) === date;
    console.log(JSON.stringify({ atImport, afterUse: made, formatted, expected, sameDate }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, TZ: 'Asia/Kathmandu' } }),
  ) as Made;
}

describe('uPlot with its Intl formatters made on first use', () => {
  it('makes none while its module is evaluated, each once when first needed, and formats as before', () => {
    const made = evaluate(deferUPlotIntl(uPlotSource));
    expect(made.atImport).toEqual({ numberFormats: 0, dateTimeFormats: 0 });
    expect(made.afterUse).toEqual({ numberFormats: 1, dateTimeFormats: 1 });
    expect(made.formatted).toBe(made.expected);
    expect(made.sameDate).toBe(true);
  });

  it('as published, uPlot makes both at once (what the edit is for)', () => {
    expect(evaluate(uPlotSource).atImport).toEqual({ numberFormats: 1, dateTimeFormats: 1 });
  });

  it('refuses code that no longer reads as expected, so an upgrade cannot drop the edit unnoticed', () => {
    expect(() => deferUPlotIntl(uPlotSource.replace('const localTz', 'let localTz'))).toThrow(/uPlot's code has changed/);
    expect(() => deferUPlotIntl(uPlotSource + '\nelse if (tz == localTz)')).toThrow(/not found once/);
  });
});
