import { expect, test } from 'vitest';
import { bmi } from './bmi.ts';

// Spec §3: BMI = weight / (height inches x 0.0254)^2, two decimals.
test.each([
  [58.5, 60, 25.19], // demo mother: 58.5 / 1.524^2 = 25.187...
  [54, 60, 23.25],
  [70, 65, 25.68], // 70 / 1.651^2
  [45, 59, 20.04],
])('%f kg at %f in is BMI %f', (kg, inches, expected) => {
  expect(bmi(kg, inches)).toBe(expected);
});

test.each([
  [null, 60],
  [58.5, null],
  [undefined, 60],
  [0, 60],
  [58.5, 0],
  [-1, 60],
])('no BMI for weight %s and height %s', (kg, inches) => {
  expect(bmi(kg, inches)).toBeNull();
});
