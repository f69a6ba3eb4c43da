import { useState } from 'react';
import { BS_MONTH_NAMES, localDigits } from '@mamata/core/calendar/bikram-sambat';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { addMonths, parsePeriod, periodOf, toPeriod } from '@mamata/core/hmis/period';
import type { HmisMonthResponse } from '@mamata/core/schemas/hmis';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useStaffMe } from '../api/get-staff-me.ts';
import { downloadHmisCsv, useHmisMonth, type HmisSubject } from '../api/get-hmis-month.ts';
import { useStaffToken } from '../staff-session.ts';
import { usePostOptions } from '../use-post-options.ts';
import { PalikaSendPanel, PostSendPanel } from './dhis2-panel.tsx';
import { Link } from 'react-router';
import { staffPaths } from '../../../lib/paths.ts';

/** How many BS years back the month can be chosen. */
const YEARS_BACK = 2;

/**
 * The health post's month (docs/decisions/025-hmis-month.md): the HMIS 9.3 sheet counted by the server from
 * the records, for a BS month, in the reader's language, ready to print on A4 (the controls do not print)
 * and as CSV. The post's staff see their post; a palika admin chooses a post or the whole palika.
 */
export function HmisMonthPage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const me = useStaffMe();
  const token = useStaffToken();
  const posts = usePostOptions();
  const staff = me.data?.staff;
  // the month just ended: the one the report is due for
  const [period, setPeriod] = useState(() => addMonths(periodOf(nepalToday()), -1));
  const [choice, setChoice] = useState<string>('');
  const { year, month } = parsePeriod(period);
  const thisYear = parsePeriod(periodOf(nepalToday())).year;
  const subject: HmisSubject | null = staff?.healthPost
    ? { kind: 'post', id: staff.healthPost.id }
    : choice === 'palika' && staff?.palika
      ? { kind: 'palika', id: staff.palika.id }
      : choice
        ? { kind: 'post', id: Number(choice) }
        : null;
  const sheet = useHmisMonth(subject, period);

  return (
    <section aria-labelledby="hmis-title">
      <h1 id="hmis-title" className="text-2xl font-bold print:hidden">
        {t('hmis.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-slate-600 print:hidden dark:text-slate-300">{t('hmis.intro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
        <SelectField label={t('hmis.year')} value={String(year)} onChange={(e) => setPeriod(toPeriod(Number(e.target.value), month))}>
          {Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {localDigits(y, lang)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('hmis.month')} value={String(month)} onChange={(e) => setPeriod(toPeriod(year, Number(e.target.value)))}>
          {BS_MONTH_NAMES[lang].map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </SelectField>
        {staff && !staff.healthPost ? (
          <SelectField label={t('hmis.whose')} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{t('hmis.choosePost')}</option>
            {staff.palika ? <option value="palika">{t('hmis.wholePalika')}</option> : null}
            {(posts ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {lang === 'ne' ? p.name_ne : p.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {sheet.data ? (
          <>
            <Button onClick={() => window.print()}>{t('hmis.print')}</Button>
            {subject?.kind === 'post' ? (
              <Button
                variant="secondary"
                onClick={() => void downloadHmisCsv(token, subject.id, period).catch((error: unknown) => toast.error(getErrorMessage(error)))}
              >
                {t('hmis.csv')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {staff?.role === 'palika_admin' && staff.palika ? (
        <p className="mt-3 print:hidden">
          <Link to={staffPaths.hmisIndicators} className="font-semibold text-pink-800 underline dark:text-pink-300">
            {t('hmis.indicatorsLink')}
          </Link>
        </p>
      ) : null}
      {subject === null ? null : sheet.isPending ? (
        <LoadingState />
      ) : sheet.isError ? (
        <ErrorState message={getErrorMessage(sheet.error)} onRetry={() => void sheet.refetch()} />
      ) : (
        <HmisSheet month={sheet.data} />
      )}
      {subject?.kind === 'post' && sheet.data ? <PostSendPanel key={`${subject.id}-${period}`} postId={subject.id} period={period} /> : null}
      {staff && !staff.healthPost && staff.palika && (subject === null || subject.kind === 'palika') ? (
        <PalikaSendPanel palikaId={staff.palika.id} period={period} onChoosePost={(id) => setChoice(String(id))} />
      ) : null}
    </section>
  );
}

/** The printable sheet: heading (form, post, code, BS month), then each section's table in the sheet's order. */
function HmisSheet({ month }: { month: HmisMonthResponse }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const digits = (v: number | string) => localDigits(v, lang);
  const word = (w: { en: string; ne: string }) => w[lang];
  const monthName = `${BS_MONTH_NAMES[lang][month.bs.month - 1] ?? ''} ${digits(month.bs.year)}`;
  const place = month.healthPost ?? month.palika;
  return (
    <article
      data-testid="hmis-sheet"
      className="hmis-sheet mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 print:mt-0 print:p-0 print:ring-0 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="border-b border-slate-300 pb-2">
        <h2 className="text-xl font-bold">{t('hmis.sheetTitle')}</h2>
        <p className="mt-1">
          <span className="font-semibold">{word({ en: place.name, ne: place.name_ne })}</span>
          {month.healthPost ? (
            <>
              {' · '}
              {t('hmis.code')}: {month.healthPost.hmisCode ? digits(month.healthPost.hmisCode) : t('hmis.noCode')}
            </>
          ) : (
            ` · ${t('hmis.palikaTotal')}`
          )}
        </p>
        <p>
          {t('hmis.period')}: <span className="font-semibold">{monthName}</span> (<DateText date={month.range.start} /> – <DateText date={month.range.end} />)
        </p>
      </header>
      {month.groups.map((g) => {
        const cells = month.cells.filter((c) => c.group === g.id);
        return (
          <table key={g.id} className="mt-4 w-full border-collapse text-sm break-inside-avoid">
            <caption className="text-left font-semibold">{word(g.title)}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-2 text-left">
                  {t('hmis.element')}
                </th>
                <th scope="col" className="py-1 pr-2 text-left">
                  {t('hmis.option')}
                </th>
                <th scope="col" className="w-20 py-1 text-right">
                  {t('hmis.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {cells.map((c) => (
                <tr key={c.id} data-cell={c.id} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-2">{word(c.element)}</td>
                  <td className="py-1 pr-2">
                    {c.option ? word(c.option) : ''}
                    {c.local ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({t('hmis.localCell')})</span> : null}
                  </td>
                  <td className="py-1 text-right font-semibold tabular-nums">{c.value === null ? '' : digits(c.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {month.missing.length > 0 ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 print:hidden dark:bg-amber-900/30 dark:text-amber-100">
          {t('hmis.missing', { count: month.missing.length })}
        </p>
      ) : null}
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{t('hmis.blankNote')}</p>
    </article>
  );
}
