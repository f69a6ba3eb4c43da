/**
 * The reference tables copied into code still match the reference files, cell for cell. The files
 * (with their sources) are kept in `sources/`, copied unchanged from the team's reference set, so
 * this check runs on every clone.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { AFI_BY_WEEK_MM } from './amniotic-fluid-index.ts';
import { FETAL_WEIGHT_PERCENTILES, FETAL_WEIGHT_WHO_FEMALE_G, FETAL_WEIGHT_WHO_MALE_G, FETAL_WEIGHT_WHO_UNSPECIFIED_G } from './fetal-weight.ts';
import { LENGTH_FOR_AGE_BOYS_CM, LENGTH_FOR_AGE_GIRLS_CM, WEIGHT_FOR_AGE_BOYS_KG, WEIGHT_FOR_AGE_GIRLS_KG } from './who-growth.ts';
import { TOTAL_GAIN_KG } from './gestational-weight-gain.ts';

const dir = fileURLToPath(new URL('./sources/', import.meta.url));
const read = (name: string) => JSON.parse(readFileSync(dir + name, 'utf8')) as { data: Record<string, unknown> };

type LmsJson = { month: number; L: number; M: number; S: number };

test('WHO growth LMS rows match the reference files', () => {
  const weight = read('who-growth-weight-for-age.json').data as Record<'boys' | 'girls', LmsJson[]>;
  const length = read('who-growth-length-for-age.json').data as Record<'boys' | 'girls', LmsJson[]>;
  const lms = (rows: LmsJson[]) => rows.map((r) => [r.month, r.L, r.M, r.S]);
  expect(WEIGHT_FOR_AGE_BOYS_KG).toEqual(lms(weight.boys));
  expect(WEIGHT_FOR_AGE_GIRLS_KG).toEqual(lms(weight.girls));
  expect(LENGTH_FOR_AGE_BOYS_CM).toEqual(lms(length.boys));
  expect(LENGTH_FOR_AGE_GIRLS_CM).toEqual(lms(length.girls));
});

test('WHO fetal weight rows match the reference file', () => {
  const who = read('fetal-weight-by-gestational-age.json').data.who_kiserud_2017 as Record<string, Record<string, number>[]>;
  const rows = (sex: string) => (who[sex] ?? []).map((r) => [r.week, ...FETAL_WEIGHT_PERCENTILES.map((p) => r[p])]);
  expect(FETAL_WEIGHT_WHO_UNSPECIFIED_G).toEqual(rows('sex_unspecified'));
  expect(FETAL_WEIGHT_WHO_FEMALE_G).toEqual(rows('female'));
  expect(FETAL_WEIGHT_WHO_MALE_G).toEqual(rows('male'));
});

test('amniotic fluid index rows match the reference file', () => {
  const afi = read('amniotic-fluid-index-by-ga.json').data.rows as { week: number; p5: number; p50: number; p95: number }[];
  expect(AFI_BY_WEEK_MM).toEqual(afi.map((r) => [r.week, r.p5, r.p50, r.p95]));
});

test('IOM total gains match the reference file', () => {
  const singleton = read('gestational-weight-gain.json').data.singleton as { category: keyof typeof TOTAL_GAIN_KG; total_gain_kg: number[] }[];
  expect(Object.fromEntries(singleton.map((r) => [r.category, r.total_gain_kg]))).toEqual(TOTAL_GAIN_KG);
});
