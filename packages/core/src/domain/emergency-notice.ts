/**
 * The notification a mother gets when staff record a reading whose verdict is an emergency
 * (domain/verdicts.ts: blood pressure 160/110 or more, reference/pregnancy-blood-pressure.ts). It says
 * what the red card at the top of her dashboard says, in the same words (`alerts.*` of the shared
 * messages, which that card shows), in her language and calendar: "Go to hospital now or call 102".
 * Decided in docs/decisions/012-reminders.md: it goes out at once, quiet hours or not.
 */
import { formatDate, type Calendar } from '../calendar/bikram-sambat.ts';
import type { IsoDate } from '../calendar/civil-date.ts';
import { translateMessage } from '../i18n/messages.ts';
import type { Lang } from '../preferences.ts';
import { fitSms } from './reminders.ts';
import type { ReadingAlert } from './verdicts.ts';

/** Series whose verdict can be an emergency, with the sentence that names the reading. */
const EMERGENCY_SENTENCE = { bloodPressure: 'alerts.emergency.bloodPressure' } as const;
export type EmergencySeries = keyof typeof EMERGENCY_SENTENCE;

/** True when `alert` is an emergency the mother is told about (only such series have the words). */
export function isEmergencyAlert<T extends Pick<ReadingAlert, 'series' | 'level'>>(alert: T): alert is T & { series: EmergencySeries } {
  return alert.level === 'emergency' && alert.series in EMERGENCY_SENTENCE;
}

/** The reading as the dashboard writes it: '170/115 mmHg', '१७०/११५ मि.मि. पारो'; a missing number is '–'. */
export function emergencyValue(series: EmergencySeries, value: readonly (number | null)[], lang: Lang): string {
  const [systolic, diastolic] = value.map((v) => (v === null || v === undefined ? '–' : v));
  switch (series) {
    case 'bloodPressure':
      return translateMessage(lang, 'alerts.bpValue', { systolic: systolic ?? '–', diastolic: diastolic ?? '–' });
  }
}

/** Title, body and SMS text (one or two segments, whole sentences) of the emergency notification of one reading. */
export function emergencyNotice(
  alert: { series: EmergencySeries; value: readonly (number | null)[]; date: IsoDate },
  opts: { lang: Lang; calendar: Calendar },
): { title: string; body: string; sms: string } {
  const title = translateMessage(opts.lang, 'alerts.emergency.title');
  const reading = translateMessage(opts.lang, EMERGENCY_SENTENCE[alert.series], {
    value: emergencyValue(alert.series, alert.value, opts.lang),
    date: formatDate(alert.date, opts),
  });
  const body = `${reading} ${translateMessage(opts.lang, 'alerts.emergency.signs')}`;
  // the title first, then whole sentences while two segments hold them: the SMS always says what to do
  return { title, body, sms: fitSms(`${title}${opts.lang === 'ne' ? '।' : '.'} ${body}`) };
}

/** The unique key of an emergency notification: one per person, pregnancy and reading (date and values). */
export function emergencyKey(providerId: string, pregnancyId: string, alert: { series: string; date: IsoDate; value: readonly (number | null)[] }): string {
  return `emergency:${providerId}:${pregnancyId}:${alert.series}:${alert.date}:${alert.value.map((v) => v ?? '-').join('/')}`;
}
