import { describe, expect, test } from 'vitest';
import { KNOWLEDGE_BASE } from '../knowledge/search.ts';
import { evaluate } from './evaluate.ts';
import { EVALUATION_SET } from './questions.ts';

/** Thresholds of the AI doctor (urgent recall 100 %, false alarms at most 5 %, expected entry in the top 3 for at least 90 %). */
const report = evaluate();

describe('AI doctor evaluation set', () => {
  test('has at least 150 questions in English, Nepali and romanized Nepali, and every expected entry exists', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    const devanagari = EVALUATION_SET.filter((e) => /[\u0900-\u097F]/.test(e.q));
    // mixed scripts: Devanagari and Latin letters in one question ("मेरो BP high छ", "pregnancy मा pet dukhyo")
    const mixed = devanagari.filter((e) => /[a-z]{2}/i.test(e.q));
    expect(devanagari.length).toBeGreaterThanOrEqual(100);
    expect(mixed.length).toBeGreaterThanOrEqual(30);
    // each script has urgent and ordinary questions
    expect(mixed.filter((e) => e.urgent).length).toBeGreaterThanOrEqual(10);
    expect(devanagari.filter((e) => !/[a-z]/i.test(e.q) && e.urgent).length).toBeGreaterThanOrEqual(30);
    const ids = new Set(KNOWLEDGE_BASE.map((e) => e.id));
    const missing = EVALUATION_SET.flatMap((e) => (e.entry && e.entry !== 'unknown' && !ids.has(e.entry) ? [e.entry] : []));
    expect(missing).toEqual([]);
    console.info(
      `AI doctor evaluation: ${report.total} questions; urgent recall ${report.urgentFound}/${report.urgentExpected} = ${(report.urgentRecall * 100).toFixed(1)} %; ` +
        `false alarms ${report.falseAlarms}/${report.nonUrgent} = ${(report.falseAlarmRate * 100).toFixed(1)} %; ` +
        `expected entry in top 3 ${report.top3}/${report.withEntry} = ${(report.top3Rate * 100).toFixed(1)} %; ` +
        `honest fallback ${report.unknownAnswered}/${report.unknownExpected}`,
    );
  });

  test('every urgent question is found urgent (recall 100 %)', () => {
    expect(report.missedUrgent).toEqual([]);
    expect(report.urgentRecall).toBe(1);
  });

  test('false alarms are at most 5 % of non-urgent questions', () => {
    expect(report.falseAlarmRate, report.falseAlarmQuestions.join('\n')).toBeLessThanOrEqual(0.05);
  });

  test('the expected entry is in the top 3 for at least 90 %', () => {
    expect(report.top3Rate, report.missedEntries.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  test('off-topic questions get the honest fallback, never an invented answer', () => {
    expect(report.wronglyAnswered).toEqual([]);
  });
});
