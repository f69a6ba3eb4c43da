import { expect, test } from 'vitest';
import en from './i18n/en.json' with { type: 'json' };
import ne from './i18n/ne.json' with { type: 'json' };
import staffEn from '../../i18n/en.json' with { type: 'json' };

// A reading outside the normal range ('see-health-worker', core domain/verdicts.ts) is "Outside normal: check
// today" on the nurse's screen; her own note gives her the same time frame, in both languages (before, a low
// amniotic fluid index or a small baby in the womb said only "talk to your health post", and a baby's weight or
// length above the usual range "at the next visit").
const NOTES = ['bpHigh', 'waterLow', 'waterHigh', 'fetalLow', 'fetalHigh', 'babyWeightLow', 'babyWeightHigh', 'babyHeightLow', 'babyHeightHigh'] as const;

test('the nurse is told to check today', () => {
  expect(JSON.stringify(staffEn)).toContain('Outside normal: check today');
});

test.each(NOTES)('her note %s says today (en) and आजै (ne)', (key) => {
  expect(en.dashboard.notes[key]).toMatch(/\btoday\b/);
  expect(ne.dashboard.notes[key]).toContain('आजै');
});
