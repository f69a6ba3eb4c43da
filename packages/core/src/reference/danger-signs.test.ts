import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { DANGER_SIGNS, keyDangerSigns, signsByAction } from './danger-signs.ts';

const file = JSON.parse(readFileSync(fileURLToPath(new URL('./sources/danger-signs.json', import.meta.url)), 'utf8')) as {
  data: Record<string, { id: string; action: string; ne_source: string }[] | object>;
};
const all = Object.values(file.data).filter(Array.isArray).flat();

test('every sign of danger-signs.json is here with its action', () => {
  expect(DANGER_SIGNS.map((s) => [s.id, s.action])).toEqual(all.map((s) => [s.id, s.action]));
  expect(signsByAction(['pregnancy', 'labour_and_delivery', 'after_delivery_mother', 'newborn']).flatMap((g) => g.signs)).toHaveLength(all.length);
});

test('the signs a mother must know are on the list: baby moving less, waters breaking, belly pain, newborn breathing, fever, cold, early jaundice, not feeding', () => {
  const ids = DANGER_SIGNS.map((s) => s.id);
  for (const id of [
    'preg_reduced_movement',
    'preg_water_breaks',
    'preg_abdominal_pain',
    'nb_fast_breathing',
    'nb_chest_indrawing',
    'nb_fever',
    'nb_cold',
    'nb_jaundice_early',
    'nb_not_feeding',
  ])
    expect(ids).toContain(id);
});

test('every Nepali label the reference marks for review keeps the flag; the others do not', () => {
  const flagged = all.filter((s) => s.ne_source === 'compiler_translation_needs_review').map((s) => s.id);
  expect(flagged.length).toBeGreaterThan(0);
  expect(DANGER_SIGNS.filter((s) => s.neNeedsReview).map((s) => s.id)).toEqual(flagged);
});

test('Nepali review fixes: fits are ऐंठन, not काम्ने alone; blue lips are ओठ', () => {
  for (const s of DANGER_SIGNS.filter((x) => x.id.endsWith('_convulsions'))) expect(s.ne).toMatch(/^ऐंठन \(छारे रोग जस्तै काम्ने\)/);
  expect(DANGER_SIGNS.find((s) => s.id === 'nb_blue')?.ne).toBe('ओठ वा अनुहार निलो हुनु');
});

test('the dashboard names the most urgent signs of her stage, every one of them a call-102 or go-now sign', () => {
  for (const stage of ['pregnancy', 'baby', 'motherAndBaby'] as const) {
    const signs = keyDangerSigns(stage);
    expect(signs.length).toBeGreaterThan(3);
    expect(signs.every((s) => s.action !== 'see_health_worker_within_24h')).toBe(true);
  }
  expect(keyDangerSigns('pregnancy').every((s) => s.stage === 'pregnancy')).toBe(true);
  expect(keyDangerSigns('baby').every((s) => s.stage === 'newborn')).toBe(true);
  // after the birth, the mother's own signs come first
  expect(keyDangerSigns('motherAndBaby')[0]?.id).toBe('pp_heavy_bleeding');
  expect(keyDangerSigns('motherAndBaby').every((s) => s.action !== 'see_health_worker_within_24h')).toBe(true);
});

test.each(['afterLoss', 'afterMiscarriage'] as const)(
  'after a loss (%s) the dashboard names only her own signs after the birth: no baby, no pregnancy',
  (stage) => {
    const signs = keyDangerSigns(stage);
    expect(signs.every((s) => s.stage === 'after_delivery_mother')).toBe(true);
    expect(signs.map((s) => s.id)).not.toContain('preg_reduced_movement');
    // heavy bleeding, fever, belly pain and foul discharge are named after every loss
    for (const id of ['pp_heavy_bleeding', 'pp_fever', 'pp_abdominal_pain', 'pp_foul_discharge']) expect(signs.map((s) => s.id)).toContain(id);
    expect(signs[0]?.id).toBe('pp_heavy_bleeding');
    for (const s of signs) {
      expect(s.en).not.toMatch(/baby|newborn/i);
      expect(s.ne).not.toMatch(/शिशु|बच्चा/);
    }
  },
);

test('after a stillbirth or a baby\u2019s death the card names fits too; after a miscarriage it does not', () => {
  expect(keyDangerSigns('afterLoss').map((s) => s.id)).toContain('pp_convulsions');
  expect(keyDangerSigns('afterMiscarriage').map((s) => s.id)).not.toContain('pp_convulsions');
});
