import { expect, test } from 'vitest';
import { formatDate } from '../calendar/bikram-sambat.ts';
import { translateMessage } from '../i18n/messages.ts';
import { emergencyKey, emergencyNotice, isEmergencyAlert } from './emergency-notice.ts';
import { smsSegments } from './reminders.ts';
import { bloodPressureVerdict } from './verdicts.ts';

const reading = { series: 'bloodPressure' as const, value: [170, 115], date: '2026-12-24' };

test("the notification says what the dashboard's red card says (the same messages), in English", () => {
  const n = emergencyNotice(reading, { lang: 'en', calendar: 'ad' });
  expect(n.title).toBe('Go to hospital now or call 102');
  expect(n.body).toBe(
    `Your blood pressure was 170/115 mmHg on ${formatDate('2026-12-24', { lang: 'en', calendar: 'ad' })}. This is dangerously high (160/110 or more) for you and your baby. ` +
      translateMessage('en', 'alerts.emergency.signs'),
  );
  expect(n.sms.startsWith('Go to hospital now or call 102. Your blood pressure was 170/115 mmHg')).toBe(true);
  expect(smsSegments(n.sms).segments).toBeLessThanOrEqual(2);
});

test('in Nepali and Bikram Sambat: Devanagari digits, the BS date; the SMS keeps the title within two Unicode parts', () => {
  const n = emergencyNotice(reading, { lang: 'ne', calendar: 'bs' });
  expect(n.title).toBe('अहिल्यै अस्पताल जानुहोस् वा १०२ मा फोन गर्नुहोस्');
  expect(n.body).toContain('१७०/११५ मि.मि. पारो');
  expect(n.body).toContain(formatDate('2026-12-24', { lang: 'ne', calendar: 'bs' }));
  expect(n.body).not.toMatch(/[0-9]/);
  expect(n.sms.startsWith(`${n.title}। `)).toBe(true);
  expect(n.sms).not.toContain('…');
  expect(smsSegments(n.sms)).toMatchObject({ encoding: 'ucs2' });
  expect(smsSegments(n.sms).segments).toBeLessThanOrEqual(2);
  // a missing number reads '–', as on the dashboard
  expect(emergencyNotice({ ...reading, value: [165, null] }, { lang: 'en', calendar: 'ad' }).body).toContain('165/– mmHg');
});

test('only an emergency verdict of a series that has the words is told; one key per reading', () => {
  expect(isEmergencyAlert({ series: 'bloodPressure', ...bloodPressureVerdict(160, 100) })).toBe(true);
  expect(isEmergencyAlert({ series: 'bloodPressure', ...bloodPressureVerdict(159, 109) })).toBe(false);
  expect(isEmergencyAlert({ series: 'waterLevel', level: 'emergency' })).toBe(false);
  expect(emergencyKey('p', 'g', reading)).toBe('emergency:p:g:bloodPressure:2026-12-24:170/115');
  expect(emergencyKey('p', 'g', { ...reading, value: [170, null] })).toBe('emergency:p:g:bloodPressure:2026-12-24:170/-');
});
