import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  adToBs,
  BS_MONTH_NAMES,
  bsToAd,
  daysInBsMonth,
  formatDate,
  getBsRange,
  isProvisionalAdDate,
  isProvisionalBsYear,
  localDigits,
  type BsDate,
} from '@mamata/core/calendar/bikram-sambat';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { useCalendarTableVersion } from '../../lib/calendar-table.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { fieldBorder } from './field-border.ts';

const selectClass =
  'block w-full rounded-xl border bg-white px-2 py-3 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-brand-900';

interface DateFieldProps {
  label: string;
  /** ISO date (YYYY-MM-DD) or '' when none is chosen. */
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  /** Years offered before and after this year in the BS picker. */
  yearsBack?: number;
  yearsAhead?: number;
  name?: string;
}

/** Today's BS date, or a fallback inside the table's range. */
function bsOf(iso: string): BsDate | null {
  try {
    return adToBs(iso);
  } catch {
    return null;
  }
}

/**
 * A date input in the user's calendar ("dates entered and shown in AD or BS as the staff
 * member prefers"). AD uses the browser's date picker; BS offers year, month and day lists built
 * from the Bikram Sambat month table, so only real BS dates can be picked. Either way the value is
 * an ISO (AD) date, and the chosen date is echoed in full under the field.
 */
export function DateField({ label, value, onChange, error, yearsBack = 2, yearsAhead = 1, name }: DateFieldProps) {
  const { t } = useTranslation();
  const { calendar, lang } = usePreferences();
  useCalendarTableVersion();
  const id = useId();
  const errorId = `${id}-error`;
  const border = fieldBorder(error);
  const digits = (n: number) => localDigits(n, lang);
  const chosen = value ? bsOf(value) : null;
  const today = bsOf(nepalToday());
  // The BS parts being picked; a change of year or month keeps the day within the month.
  const [parts, setParts] = useState<{ year: number | ''; month: number | ''; day: number | '' }>(() =>
    chosen ? { ...chosen } : { year: '', month: '', day: '' },
  );
  const complete = (p: typeof parts): p is BsDate => p.year !== '' && p.month !== '' && p.day !== '';
  const partsIso = complete(parts) ? bsToAd(parts) : '';
  // Follow the form's value when it changes from outside (a reset, a correction being loaded).
  const shown = value ? (value === partsIso ? parts : (chosen ?? parts)) : partsIso ? { year: '' as const, month: '' as const, day: '' as const } : parts;

  const describedBy = error ? errorId : undefined;
  // A BS date in a year whose official calendar is not yet published (docs/decisions/004) is marked
  // provisional, with the exact AD date beside it, as DateText shows it.
  const provisional = value !== '' && calendar === 'bs' && isProvisionalAdDate(value);
  const echo = value ? (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="date-echo">
      {formatDate(value, { calendar, lang })}
      {provisional ? (
        <span className="ml-1 text-amber-700 dark:text-amber-300" title={t('common.provisionalHint')}>
          ({t('common.provisional')}, {formatDate(value, { calendar: 'ad', lang })})
        </span>
      ) : null}
    </p>
  ) : null;

  if (calendar === 'ad' || !today) {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="date"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${selectClass} px-4 ${border}`}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const range = getBsRange();
  const years: number[] = [];
  for (let y = Math.max(range.start.year, today.year - yearsBack); y <= Math.min(range.end.year, today.year + yearsAhead); y++) years.push(y);
  const update = (next: typeof parts) => {
    const y = next.year;
    const m = next.month;
    let d = next.day;
    if (y !== '' && m !== '' && d !== '') d = Math.min(d, daysInBsMonth(y, m));
    const fixed = { year: y, month: m, day: d };
    setParts(fixed);
    if (y !== '' && m !== '' && d !== '') onChange(bsToAd({ year: y, month: m, day: d }));
    else onChange('');
  };
  const days = shown.year !== '' && shown.month !== '' ? daysInBsMonth(shown.year, shown.month) : 32;

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label} <span className="font-normal text-slate-600 dark:text-slate-300">({t('dateField.bs')})</span>
      </legend>
      <div className="grid grid-cols-[1fr_1.4fr_1fr] gap-2">
        <select
          aria-label={t('dateField.year')}
          value={shown.year}
          onChange={(e) => update({ ...shown, year: e.target.value ? Number(e.target.value) : '' })}
          className={`${selectClass} ${border}`}
        >
          <option value="">{t('dateField.year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {digits(y)}
              {isProvisionalBsYear(y) ? ` (${t('common.provisional')})` : ''}
            </option>
          ))}
        </select>
        <select
          aria-label={t('dateField.month')}
          value={shown.month}
          onChange={(e) => update({ ...shown, month: e.target.value ? Number(e.target.value) : '' })}
          className={`${selectClass} ${border}`}
        >
          <option value="">{t('dateField.month')}</option>
          {BS_MONTH_NAMES[lang].map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
        <select
          aria-label={t('dateField.day')}
          value={shown.day}
          onChange={(e) => update({ ...shown, day: e.target.value ? Number(e.target.value) : '' })}
          className={`${selectClass} ${border}`}
        >
          <option value="">{t('dateField.day')}</option>
          {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
            <option key={d} value={d}>
              {digits(d)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="mt-1 min-h-11 min-w-11 text-sm text-brand-800 underline dark:text-brand-300" onClick={() => update({ ...today })}>
        {t('dateField.today')}
      </button>
      {echo}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
