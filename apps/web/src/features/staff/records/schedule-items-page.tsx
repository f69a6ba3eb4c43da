import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ScheduleItemBodySchema, type ScheduleItemsResponse } from '@mamata/core/schemas/records';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { useChangeScheduleItem } from '../api/change-schedule-item.ts';
import { useScheduleItems } from '../api/get-schedule-items.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { RecordForm } from './record-form.tsx';
import { ProvisionalBadge } from './provisional-badge.tsx';

type Item = ScheduleItemsResponse['items'][number];

/** One item: what is in force, and for an administrator the form to change an unconfirmed one. */
function ItemCard({ item, canEdit }: { item: Item; canEdit: boolean }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const [editing, setEditing] = useState(false);
  const change = useChangeScheduleItem(item.key);
  return (
    <li className="border-t border-slate-100 py-3 first:border-t-0 dark:border-slate-800" data-testid="schedule-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">{item.name[lang]}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {item.dose[lang]} · {t('records.itemDay', { days: item.days })}
            {item.changed ? (
              <span className="ml-1 text-amber-700 dark:text-amber-300">({t('records.changedLocally', { days: item.referenceDays })})</span>
            ) : null}
          </p>
          {!item.confirmed || item.review ? <ProvisionalBadge reason={item.review ? item.review[lang] : null} /> : null}
        </div>
        {item.confirmed && !item.review ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
            {t('records.national')}
          </span>
        ) : null}
      </div>
      {!item.confirmed && canEdit ? (
        editing ? (
          <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <RecordForm
              schema={ScheduleItemBodySchema}
              className="sm:grid-cols-2"
              fields={[
                { name: 'days', label: t('records.itemDays'), kind: 'number' },
                { name: 'dose_en', label: t('records.doseEn'), kind: 'text' },
                { name: 'dose_ne', label: t('records.doseNe'), kind: 'text' },
                { name: 'info_en', label: t('records.infoEn'), kind: 'text' },
                { name: 'info_ne', label: t('records.infoNe'), kind: 'text' },
              ]}
              defaults={{ days: item.days, dose_en: item.dose.en, dose_ne: item.dose.ne, info_en: item.info.en, info_ne: item.info.ne }}
              submitLabel={t('records.save')}
              send={(v) => change.mutateAsync(v)}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)} className="mt-2" aria-label={`${t('records.change')}: ${item.name[lang]}`}>
            {t('records.change')}
          </Button>
        )
      ) : null}
    </li>
  );
}

/**
 * The schedule's items: the national programme's as the reference has them, and the items
 * the reference marks unconfirmed, which palika and system administrators may adjust.
 */
export function ScheduleItemsPage() {
  const { t } = useTranslation();
  const me = useStaffMe();
  const list = useScheduleItems();
  // the schedule is national: only a system administrator changes it
  const canEdit = me.data !== undefined && me.data.staff.role === 'system_admin';
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState message={getErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('records.itemsTitle')}</h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">{canEdit ? t('records.itemsIntroAdmin') : t('records.itemsIntro')}</p>
      </div>
      {(['mother', 'baby'] as const).map((schedule) => (
        <section
          key={schedule}
          aria-label={schedule === 'mother' ? t('records.motherSchedule') : t('records.babySchedule')}
          className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <h2 className="text-lg font-bold">{schedule === 'mother' ? t('records.motherSchedule') : t('records.babySchedule')}</h2>
          <ul className="mt-2">
            {list.data.items
              .filter((i) => i.schedule === schedule)
              .map((item) => (
                <ItemCard key={item.key} item={item} canEdit={canEdit} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
