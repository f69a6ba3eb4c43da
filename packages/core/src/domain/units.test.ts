import { expect, test } from 'vitest';
import { CM_PER_INCH, cmToInches, gramsToKg, inchesToCm, inchesToMetres, kgToGrams, mmToCm, round } from './units.ts';

test('one inch is exactly 2.54 cm', () => {
  expect(CM_PER_INCH).toBe(2.54);
  expect(inchesToCm(1)).toBe(2.54);
  expect(cmToInches(2.54)).toBe(1);
});

test.each([
  [49.8842, 19.64], // WHO boys' median length at birth
  [75.7488, 29.82], // WHO boys' median length at 12 months
  [152.4, 60],
])('%f cm is %f inches (two decimals)', (cm, inches) => {
  expect(round(cmToInches(cm), 2)).toBe(inches);
});

test('inches and centimetres round-trip', () => {
  for (const inches of [0, 8, 19.5, 60, 84]) expect(cmToInches(inchesToCm(inches))).toBeCloseTo(inches, 12);
});

test('inches to metres uses the spec factor 0.0254', () => {
  expect(inchesToMetres(60)).toBeCloseTo(1.524, 12);
});

test.each([
  [9.6479, 9647.9],
  [3.1, 3100],
  [0.3, 300],
])('%f kg is %f g', (kg, g) => {
  expect(kgToGrams(kg)).toBeCloseTo(g, 9);
  expect(gramsToKg(g)).toBeCloseTo(kg, 12);
});

test('amniotic fluid index mm to cm', () => {
  expect(mmToCm(147)).toBe(14.7);
});

test.each([
  [1.005, 2, 1.01], // binary 1.00499999... still rounds up as written
  [22.224999, 2, 22.22],
  [9647.94, 1, 9647.9],
  [-1.5, 0, -2],
])('round(%f, %i) = %f', (value, digits, expected) => {
  expect(round(value, digits)).toBe(expected);
});
