import { useMemo, useState } from 'react';
import { BS_MONTH_NAMES, localDigits } from '@mamata/core/calendar/bikram-sambat';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { addMonths, parsePeriod, periodOf, toPeriod } from '@mamata/core/hmis/period';
import type { HmisIndicatorsResponse } from '@mamata/core/schemas/hmis';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useStaffMe } from '../api/get-staff-me.ts';
import { useHmisIndicators } from '../api/hmis-push.ts';
import { IndicatorChart } from './indicator-chart.tsx';

const YEARS_BACK = 2;
type Month = HmisIndicatorsResponse['palikaMonths'][number];

/**
 * The palika's indicators (docs/decisions/029-hmis-push.md), for the palika admin: each health post's figures of a
 * BS month, every one the sum of cells of the HMIS 9.3 sheet, a chart of the last twelve months of one indicator,
 * and the children with no dose for the ward's outreach.
 */
export function HmisIndicatorsPage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const me = useStaffMe();
  const palika = me.data?.staff.role === 'palika_admin' ? (me.data.staff.palika ?? null) : null;
  const [to, setTo] = useState(() => addMonths(periodOf(nepalToday()), -1));
  const [chartOf, setChartOf] = useState('firstAnc');
  const [whose, setWhose] = useState('palika');
  const data = useHmisIndicators(palika?.id ?? null, to);
  const { year, month } = parsePeriod(to);
  const thisYear = parsePeriod(periodOf(nepalToday())).year;
  const name = (x: { name: string; name_ne: string }) => (lang === 'ne' ? x.name_ne : x.name);

  return (
    <section aria-labelledby="indicators-title">
      <h1 id="indicators-title" className="text-2xl font-bold">
        {t('hmis.indicators.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('hmis.indicators.intro')}</p>
      {me.isPending ? (
        <LoadingState />
      ) : me.isError ? (
        <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />
      ) : !palika ? (
        <EmptyState message={t('hmis.indicators.palikaOnly')} />
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <SelectField label={t('hmis.year')} value={String(year)} onChange={(e) => setTo(toPeriod(Number(e.target.value), month))}>
              {Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i).map((y) => (
                <option key={y} value={y}>
                  {localDigits(y, lang)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('hmis.month')} value={String(month)} onChange={(e) => setTo(toPeriod(year, Number(e.target.value)))}>
              {BS_MONTH_NAMES[lang].map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </SelectField>
          </div>
          {data.isPending ? (
            <LoadingState />
          ) : data.isError ? (
            <ErrorState message={getErrorMessage(data.error)} onRetry={() => void data.refetch()} />
          ) : data.data.posts.length === 0 ? (
            <EmptyState message={t('hmis.indicators.noPosts')} />
          ) : (
            <Indicators data={data.data} chartOf={chartOf} setChartOf={setChartOf} whose={whose} setWhose={setWhose} name={name} />
          )}
        </>
      )}
    </section>
  );
}

function Indicators({
  data,
  chartOf,
  setChartOf,
  whose,
  setWhose,
  name,
}: {
  data: HmisIndicatorsResponse;
  chartOf: string;
  setChartOf: (id: string) => void;
  whose: string;
  setWhose: (w: string) => void;
  name: (x: { name: string; name_ne: string }) => string;
}) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const n = (v: number | null) => (v === null ? '–' : localDigits(v, lang));
  const pct = (v: number | null) => (v === null ? '–' : `${localDigits(v.toFixed(1), lang)}%`);
  const monthName = (p: string) => {
    const { year, month } = parsePeriod(p);
    return `${BS_MONTH_NAMES[lang][month - 1] ?? ''} ${localDigits(year, lang)}`;
  };
  const last = data.periods.length - 1;
  const label = (id: string) => data.indicators.find((i) => i.id === id)?.label[lang] ?? t('hmis.indicators.pentaDropout');
  const months: Month[] = whose === 'palika' ? data.palikaMonths : (data.posts.find((p) => String(p.id) === whose)?.months ?? data.palikaMonths);
  const valueOf = (m: Month) => (chartOf === 'pentaDropout' ? m.pentaDropout : (m.values[chartOf] ?? null));
  const series = useMemo(() => months.map(valueOf), [months, chartOf]); // eslint-disable-line react-hooks/exhaustive-deps
  const noData = data.palikaMonths.every((m) => Object.values(m.values).every((v) => v === null));
  const postName = (id: number) => {
    const p = data.posts.find((x) => x.id === id);
    return p ? name(p) : '';
  };

  return (
    <>
      <h2 className="mt-6 text-lg font-bold">{t('hmis.indicators.monthTitle', { month: monthName(data.periods[last] ?? '') })}</h2>
      {noData ? <p className="mt-2 text-sm">{t('hmis.indicators.nothingRecorded')}</p> : null}
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="indicators-month">
          <caption className="sr-only">{t('hmis.indicators.monthTitle', { month: monthName(data.periods[last] ?? '') })}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-2">
                {t('hmis.whose')}
              </th>
              {data.indicators.map((i) => (
                <th key={i.id} scope="col" className="py-1 pr-2 text-right">
                  {i.label[lang]}
                </th>
              ))}
              <th scope="col" className="py-1 text-right">
                {t('hmis.indicators.pentaDropout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ...data.posts.map((p) => ({ key: String(p.id), title: name(p), m: p.months[last] })),
              { key: 'palika', title: t('hmis.indicators.palikaTotal', { name: name(data.palika) }), m: data.palikaMonths[last] },
            ].map((row) => (
              <tr key={row.key} data-row={row.key} className={`border-b border-slate-100 dark:border-slate-800 ${row.key === 'palika' ? 'font-semibold' : ''}`}>
                <th scope="row" className="py-1 pr-2 text-left font-semibold">
                  {row.title}
                </th>
                {data.indicators.map((i) => (
                  <td key={i.id} data-indicator={i.id} className="py-1 pr-2 text-right tabular-nums">
                    {n(row.m?.values[i.id] ?? null)}
                  </td>
                ))}
                <td data-indicator="pentaDropout" className="py-1 text-right tabular-nums">
                  {pct(row.m?.pentaDropout ?? null)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-lg font-bold">{t('hmis.indicators.chartTitle')}</h2>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <SelectField label={t('hmis.indicators.indicator')} value={chartOf} onChange={(e) => setChartOf(e.target.value)}>
          {data.indicators.map((i) => (
            <option key={i.id} value={i.id}>
              {i.label[lang]}
            </option>
          ))}
          <option value="pentaDropout">{t('hmis.indicators.pentaDropout')}</option>
        </SelectField>
        <SelectField label={t('hmis.whose')} value={whose} onChange={(e) => setWhose(e.target.value)}>
          <option value="palika">{t('hmis.wholePalika')}</option>
          {data.posts.map((p) => (
            <option key={p.id} value={p.id}>
              {name(p)}
            </option>
          ))}
        </SelectField>
      </div>
      <figure className="mt-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <figcaption className="font-semibold">{label(chartOf)}</figcaption>
        <IndicatorChart periods={data.periods} values={series} />
        <div className="overflow-x-auto">
          <table className="mt-2 w-full min-w-[36rem] border-collapse text-xs" data-testid="indicator-months">
            <caption className="sr-only">{t('hmis.indicators.twelveMonths', { name: label(chartOf) })}</caption>
            <thead>
              <tr>
                {data.periods.map((p) => (
                  <th key={p} scope="col" className="px-1 text-right font-normal">
                    {monthName(p)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {series.map((v, i) => (
                  <td key={data.periods[i]} className="px-1 text-right font-semibold tabular-nums">
                    {chartOf === 'pentaDropout' ? pct(v) : n(v)}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </figure>

      <h2 className="mt-8 text-lg font-bold">{t('hmis.indicators.noDoseTitle')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('hmis.indicators.noDoseIntro')}</p>
      {data.noDose.length === 0 ? (
        <EmptyState message={t('hmis.indicators.noDoseEmpty')} />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" data-testid="no-dose">
          {data.noDose.map((c) => (
            <li key={c.id} className="py-2">
              <p className="font-semibold">{c.babyName || t('hmis.indicators.babyOf', { name: c.motherName })}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {postName(c.healthPostId)} · {c.address} · {t('hmis.indicators.born')} <DateText date={c.dateOfBirth} /> ·{' '}
                {t('hmis.indicators.ageWeeks', { count: Math.floor(c.ageDays / 7) })}
                {c.mobileNumber ? (
                  <>
                    {' · '}
                    <a href={`tel:${c.mobileNumber}`} className="underline">
                      {localDigits(c.mobileNumber, lang)}
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
