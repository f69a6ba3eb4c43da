import { expect, test } from 'vitest';
import { latinRuns } from './latin-runs.ts';

const marked = (text: string) =>
  latinRuns(text)
    .map((r) => (r.latin ? `[${r.text}]` : r.text))
    .join('');

test('words in Latin letters inside Nepali text are one run each, the rest kept as it is', () => {
  expect(marked('SMS मा सम्झना')).toBe('[SMS] मा सम्झना');
  expect(marked('प्रश्न भए support@mamata.example.np मा लेख्नुहोस्।')).toBe('प्रश्न भए [support@mamata.example.np] मा लेख्नुहोस्।');
  expect(marked('नमस्ते, Sita')).toBe('नमस्ते, [Sita]');
  expect(marked('Women helpline (Khabar Garaun)')).toBe('[Women helpline (Khabar Garaun)]');
  expect(marked('एम्बुलेन्स नं. BA 1 JHA 2345')).toBe('एम्बुलेन्स नं. [BA 1 JHA 2345]');
  expect(marked('लिखित WHO.')).toBe('लिखित [WHO].');
  expect(marked('Tokha-5, Kathmandu')).toBe('[Tokha-5, Kathmandu]');
});

test('text without Latin letters is one plain run; joined runs give the text back', () => {
  expect(latinRuns('सामान्य दायरा १४०')).toEqual([{ text: 'सामान्य दायरा १४०', latin: false }]);
  for (const s of ['SMS मा सम्झना', 'a (b', 'x) y', 'नं. 98XXXXXXXX।', ''])
    expect(
      latinRuns(s)
        .map((r) => r.text)
        .join(''),
    ).toBe(s);
});
