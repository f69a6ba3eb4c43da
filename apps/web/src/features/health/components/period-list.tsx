import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { babyPeriodLabel, weekLabelOfFromDays } from '@mamata/core/domain/period-labels';
import { MOTHER_POSTNATAL_PERIOD_KEY, ancContactOfPeriodKey } from '@mamata/core/reference/schedule-keys';
import type { BabyTablePeriod, MotherTablePeriod, ScheduleItem } from '@mamata/core/schemas/health';
import { DateText } from '../../../components/date-text.tsx';
import { apiBase } from '../../../lib/api-client.ts';
import { Disclosure } from './disclosure.tsx';
import { ItemDetails } from './item-details.tsx';

/** A schedule period ready to show: picture, title (week or 'At Birth'), dates and items. */
export interface PeriodEntry {
  id: string;
  image: string;
  label: string;
  /** Beside the spec's 'Week N': the baby's age in months from six months on; the month of pregnancy of a mother's period. */
  age?: string;
  dates: ReactNode;
  items: ScheduleItem[];
}

/**
 * Spec §3: pictures load from the images path of the API host by name (this site's /images/ unless
 * a palika base is stored).
 */
export function scheduleImageUrl(name: string): string {
  return `${apiBase().replace(/api\/v1$/, '')}images/${encodeURIComponent(name)}`;
}

/**
 * Spec §3/§9 week label of a mother period: fromDays '0' shows week 1, else floor(days / 7) (core). Her own care
 * after a stillbirth or her baby's death (core MOTHER_POSTNATAL_PERIOD_KEY) is named in words, not by a week of
 * the pregnancy that ended.
 */
export function useMotherPeriods(tables: readonly MotherTablePeriod[]): PeriodEntry[] {
  const { t } = useTranslation();
  return tables.map((p) => ({
    id: p._id,
    image: p.image,
    label: p._id === MOTHER_POSTNATAL_PERIOD_KEY ? t('health.period.afterBirth') : t('health.period.week', { count: weekLabelOfFromDays(Number(p.fromDays)) }),
    // which of the national eHMIS's 8 antenatal check-ups the period is the window of ('contact-2': check-up 2 of 8)
    age: ancContactOfPeriodKey(p._id) !== null ? t(`health.period.ancContact.${p._id}`) : undefined,
    dates: (
      <>
        <span className="inline-block">
          {t('health.period.from')}: <DateText date={p.dateFrom} />
        </span>{' '}
        <span className="inline-block">
          {t('health.period.to')}: <DateText date={p.dateTo} />
        </span>
      </>
    ),
    items: p.vaccines,
  }));
}

/** Spec §3/§9 label of a baby period ('At Birth' for birthDays '0', else 'Week' + floor(days / 7), with months from six months on); girl or boy picture. */
export function useBabyPeriods(tables: readonly BabyTablePeriod[], gender: string | null): PeriodEntry[] {
  const { t } = useTranslation();
  return tables.map((p) => {
    const label = babyPeriodLabel(Number(p.birthDays));
    return {
      id: p._id,
      image: gender === 'female' ? p.imageGirl : p.imageBoy,
      label: label.kind === 'atBirth' ? t('health.period.atBirth') : t('health.period.week', { count: label.week }),
      age: label.kind === 'week' && label.months !== undefined ? t('health.period.ageMonths', { count: label.months }) : undefined,
      dates: (
        <span className="inline-block">
          {t('health.period.date')}: <DateText date={p.atDate} />
        </span>
      ),
      items: p.vaccines,
    };
  });
}

/**
 * The item a reminder opened (`/schedule?item=<key>`): scrolled into view, its details open, marked with a
 * ring, and its button focused, so a screen reader starts there too.
 */
function HighlightedItem({ item, origin }: { item: ScheduleItem; origin: 'mother' | 'baby' }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    el.querySelector('button')?.focus({ preventScroll: true });
  }, []);
  return (
    <li
      ref={ref}
      aria-current="true"
      data-highlighted="true"
      data-keeps-focus
      className="rounded-xl ring-2 ring-brand-600 ring-offset-2 dark:ring-brand-300 dark:ring-offset-slate-900"
    >
      <ItemDetails item={item} origin={origin} open />
    </li>
  );
}

/**
 * The collapsible list of schedule periods (spec §2 report, schedule and reminder): every period starts
 * open. `highlight`: the key of the item a reminder opened.
 */
/** The level of the periods' headings: 2 under the page's title (schedule, reminders), 3 where a section heading is above them (the report). */
export const PeriodHeadingLevel = createContext<2 | 3>(2);

export function PeriodList({ periods, origin, highlight }: { periods: PeriodEntry[]; origin: 'mother' | 'baby'; highlight?: string | null }) {
  const { t } = useTranslation();
  const headingLevel = useContext(PeriodHeadingLevel);
  return (
    <ol className="space-y-3" data-testid={`${origin}-periods`}>
      {periods.map((p) => (
        <li key={p.id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" data-testid="period">
          <Disclosure
            defaultOpen
            headingLevel={headingLevel}
            buttonClassName="p-3 sm:p-4"
            header={
              // with enlarged text the words go under the picture rather than into a sliver beside it
              <span className="flex flex-wrap items-center gap-3">
                {/* no picture for her care after a loss: the period pictures show a pregnancy or a baby */}
                {p.image ? (
                  <img src={scheduleImageUrl(p.image)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-full" />
                ) : null}
                <span className="min-w-32 flex-1">
                  <span className="block text-lg font-semibold">
                    <span data-testid="period-label">{p.label}</span>
                    {p.age ? (
                      <span className="font-normal text-slate-600 dark:text-slate-300" data-testid="period-age">
                        {' · '}
                        {p.age}
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{p.dates}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{t('health.period.items', { count: p.items.length })}</span>
                </span>
              </span>
            }
          >
            <ul className="space-y-2 px-3 pb-3 sm:px-4 sm:pb-4">
              {p.items.map((item) =>
                item._id === highlight ? (
                  <HighlightedItem key={item._id} item={item} origin={origin} />
                ) : (
                  <li key={item._id}>
                    <ItemDetails item={item} origin={origin} />
                  </li>
                ),
              )}
            </ul>
          </Disclosure>
        </li>
      ))}
    </ol>
  );
}
