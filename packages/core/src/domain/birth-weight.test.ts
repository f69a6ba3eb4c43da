import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { birthWeightCheckMessage, birthWeightLinesAt, birthWeightToCheck } from './birth-weight.ts';
import { translateMessage } from '../i18n/messages.ts';

const sources = fileURLToPath(new URL('../reference/sources/', import.meta.url));
const read = (name: string) => JSON.parse(readFileSync(sources + name, 'utf8')) as { data: Record<string, unknown> };
type WfaRow = { month: number; exact_from_lms: Record<string, number> };
const wfa = read('who-growth-weight-for-age.json').data as Record<'boys' | 'girls', WfaRow[]>;
const fetal = (read('fetal-weight-by-gestational-age.json').data.who_kiserud_2017 as { sex_unspecified: Record<string, number>[] }).sex_unspecified;
const fetalRow = (week: number) => fetal.find((r) => r.week === week)!;
const days = (weeks: number, extra = 0) => weeks * 7 + extra;

describe('a birth weight implausible for the gestational age is asked about', () => {
  test.each([
    [2900, 25, 'female', 'high'],
    [4500, 28, 'male', 'high'],
    [400, 40, 'male', 'low'],
    [400, 40, 'female', 'low'],
    [1200, 39, 'female', 'low'],
    [5600, 39, 'male', 'high'],
  ] as const)('%i g at %i weeks (%s): %s', (grams, weeks, sex, direction) => {
    expect(birthWeightToCheck(grams, days(weeks, 3), sex)).toMatchObject({ direction, week: weeks });
  });

  test.each([
    [3100, 39, 'male'],
    [2400, 38, 'female'], // a twin at term
    [2250, 38, 'male'],
    [1200, 30, 'female'],
    [900, 26, 'male'],
    [4400, 40, 'male'],
  ] as const)('%i g at %i weeks (%s) is saved without a question', (grams, weeks, sex) => {
    expect(birthWeightToCheck(grams, days(weeks), sex)).toBeNull();
  });

  test("from 37 weeks the lines are the WHO standards' -3 SD and +3 SD at birth, by sex (the reference file's own values)", () => {
    for (const [sex, table] of [
      ['female', wfa.girls],
      ['male', wfa.boys],
      ['other', wfa.boys],
    ] as const) {
      const birth = table[0]!.exact_from_lms;
      const lines = birthWeightLinesAt(days(38), sex)!;
      expect(Math.abs(lines.low - birth.sd_neg3! * 1000)).toBeLessThanOrEqual(1);
      expect(Math.abs(lines.high - birth.sd_pos3! * 1000)).toBeLessThanOrEqual(1);
      expect(birthWeightLinesAt(days(42), sex)).toEqual(lines);
    }
  });

  test("before 37 weeks: the WHO fetal charts' 2.5th and 97.5th percentiles (the file's cells), the lower never above the term line", () => {
    expect(birthWeightLinesAt(days(28), 'female')).toEqual({ low: fetalRow(28).p2_5, high: fetalRow(28).p97_5 });
    expect(birthWeightLinesAt(days(25), 'male')).toEqual({ low: fetalRow(25).p2_5, high: fetalRow(25).p97_5 });
    // half a week: halfway between the rows
    expect(birthWeightLinesAt(days(30, 3.5), 'male')!.high).toBe(Math.ceil((fetalRow(30).p97_5! + fetalRow(31).p97_5!) / 2));
    // at 36 weeks the fetal 2.5th (2,113 g) is above a term girl's -3 SD (2,033 g): the term line applies
    expect(fetalRow(36).p2_5).toBeGreaterThan(birthWeightLinesAt(days(38), 'female')!.low);
    expect(birthWeightLinesAt(days(36), 'female')!.low).toBe(birthWeightLinesAt(days(38), 'female')!.low);
  });

  test('a weight on a line passes; one gram beyond is asked about', () => {
    const { low, high } = birthWeightLinesAt(days(28), 'male')!;
    expect(birthWeightToCheck(low, days(28), 'male')).toBeNull();
    expect(birthWeightToCheck(high, days(28), 'male')).toBeNull();
    expect(birthWeightToCheck(low - 1, days(28), 'male')?.direction).toBe('low');
    expect(birthWeightToCheck(high + 1, days(28), 'male')?.direction).toBe('high');
  });

  test('before 14 weeks there is no line', () => {
    expect(birthWeightLinesAt(days(13, 6), 'female')).toBeNull();
    expect(birthWeightToCheck(6000, days(13), 'female')).toBeNull();
  });

  test("the nurse's question names the weight, the weeks and the line, in English and Nepali (Devanagari digits)", () => {
    const { key, vars } = birthWeightCheckMessage(2900, birthWeightToCheck(2900, days(25), 'female')!);
    expect(translateMessage('en', key, vars)).toBe(
      `2900 g is unusually high for a birth at 25 weeks (the usual highest is about ${fetalRow(25).p97_5} g). Check the weight and the dates, or tick "Weight checked and right" if it is right.`,
    );
    const ne = translateMessage('ne', key, vars);
    expect(ne).toContain('२५ हप्तामा जन्मेको शिशुका लागि २९०० ग्राम धेरै बढी हो');
    expect(ne).not.toMatch(/[0-9]/);
    const low = birthWeightCheckMessage(400, birthWeightToCheck(400, days(40), 'male')!);
    expect(translateMessage('en', low.key, low.vars)).toMatch(/^400 g is unusually low for a birth at 40 weeks \(the usual lowest is about 2080 g\)/);
  });
});
