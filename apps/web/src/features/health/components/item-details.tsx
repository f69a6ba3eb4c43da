import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ScheduleItem } from '@mamata/core/schemas/health';
import { DateText } from '../../../components/date-text.tsx';
import { Disclosure } from './disclosure.tsx';

/** Colours of the status badge; text always says the status, colour only helps. */
const STATUS_STYLE: Record<ScheduleItem['status'], string> = {
  given: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  upcoming: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  missed: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  'too-late': 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

/** A schedule item's status as a small coloured label. */
export function StatusBadge({ status }: { status: ScheduleItem['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[status]}`} data-status={status}>
      {t(`health.item.statuses.${status}`)}
    </span>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,35%)_1fr] gap-2 border-t border-slate-100 py-1.5 first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One vaccine, check-up or medicine: name, status and due date always visible; the spec's details
 * (required status, type, status, dose, days, description) open on demand, or at once (`open`: the item a
 * reminder opened).
 */
export function ItemDetails({ item, origin, open = false }: { item: ScheduleItem; origin: 'mother' | 'baby'; open?: boolean }) {
  const { t } = useTranslation();
  return (
    <Disclosure
      defaultOpen={open}
      className="rounded-xl bg-slate-50 dark:bg-slate-800/60"
      buttonClassName="min-h-12 px-3 py-2"
      header={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{item.name}</span>
          {/* the dose's first part ("Dose 1 of 2") tells two doses of one vaccine apart */}
          <span className="text-sm text-slate-600 dark:text-slate-400">{item.dose.split(' · ')[0]}</span>
          <StatusBadge status={item.status} />
        </span>
      }
    >
      {/* made only when open: a schedule shows many items closed */}
      {() => (
        <dl className="px-3 pb-3 text-sm" data-testid="item-details">
          <Detail label={t('health.item.requiredStatus')}>{t(`health.item.${item.required_status}`)}</Detail>
          <Detail label={t('health.item.type')}>{t(`health.item.types.${item.type}`)}</Detail>
          <Detail label={t('health.item.status')}>
            <StatusBadge status={item.status} />
          </Detail>
          <Detail label={t('health.item.dose')}>{item.dose}</Detail>
          <Detail label={t('health.item.days')}>
            {t(origin === 'mother' ? 'health.item.daysValueMother' : 'health.item.daysValueBaby', { count: item.days })}
          </Detail>
          <Detail label={t('health.item.dueDate')}>
            <DateText date={item.dueDate} />
          </Detail>
          {item.givenOn ? (
            <Detail label={t('health.item.givenOn')}>
              <DateText date={item.givenOn} />
            </Detail>
          ) : null}
          <Detail label={t('health.item.description')}>
            {item.info}
            {item.confirmed ? null : <span className="mt-1 block text-amber-800 dark:text-amber-300">{t('health.item.unconfirmed')}</span>}
          </Detail>
        </dl>
      )}
    </Disclosure>
  );
}
