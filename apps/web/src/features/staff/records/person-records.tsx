import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import {
  BirthBodySchema,
  CorrectFetalWeightBodySchema,
  CorrectGrowthBodySchema,
  CorrectItemBodySchema,
  FetalWeightBodySchema,
  GrowthBodySchema,
  ItemGivenBodySchema,
  VoidBodySchema,
  type Correctable,
  type PersonRecords as Records,
  type StaffItem,
} from '@mamata/core/schemas/records';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { staffApi } from '../staff-session.ts';
import { RecordForm, type FieldSpec } from './record-form.tsx';

type Period = Records['babies'][number]['schedule'][number];

const card = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
const smallButton = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

const STATUS_CLASS: Record<StaffItem['status'], string> = {
  given: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  missed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
};

/** The query key of a person's records (the language is part of it: item names come translated). */
export const recordsKey = (id: string, lang: string) => ['staff', 'person', id, 'records', lang];

/** The reason field every correction and removal asks for. */
function useReasonField(): FieldSpec {
  const { t } = useTranslation();
  return { name: 'reason' as string, label: t('records.reason'), kind: 'text' };
}

/** "Correct" and "Remove" of one entry: the old value is kept server-side, the reason audited. */
export function EntryActions({
  personId,
  kind,
  recordId,
  fields,
  defaults,
  schema,
  onChanged,
}: {
  personId: string;
  kind: Correctable;
  recordId: string;
  fields: FieldSpec[];
  defaults: Record<string, unknown>;
  schema: Parameters<typeof RecordForm>[0]['schema'];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const reason = useReasonField();
  const [mode, setMode] = useState<'idle' | 'correct' | 'remove'>('idle');
  if (mode === 'idle') {
    return (
      <span className="inline-flex gap-2">
        <button type="button" className={smallButton} onClick={() => setMode('correct')}>
          {t('records.correct')}
        </button>
        <button type="button" className={smallButton} onClick={() => setMode('remove')}>
          {t('records.remove')}
        </button>
      </span>
    );
  }
  const done = () => {
    setMode('idle');
    onChanged();
  };
  return (
    <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{mode === 'correct' ? t('records.correctHint') : t('records.removeHint')}</p>
      {mode === 'correct' ? (
        <RecordForm
          schema={schema}
          fields={[...fields, reason]}
          defaults={{ ...defaults, reason: '' }}
          submitLabel={t('records.saveCorrection')}
          send={(v) => staffApi.put<{ message: string }>(`/staff/people/${personId}/${kind}/${recordId}`, v)}
          onDone={done}
          onCancel={() => setMode('idle')}
        />
      ) : (
        <RecordForm
          schema={VoidBodySchema}
          fields={[reason]}
          defaults={{ reason: '' }}
          submitLabel={t('records.confirmRemove')}
          send={(v) => staffApi.post<{ message: string }>(`/staff/people/${personId}/${kind}/${recordId}/void`, v)}
          onDone={done}
          onCancel={() => setMode('idle')}
          className="sm:grid-cols-1"
        />
      )}
    </div>
  );
}

/** One schedule item: status, the record when given, "Record given" when not. */
function ItemRow({
  item,
  personId,
  babyId,
  onChanged,
  giver,
}: {
  item: StaffItem;
  personId: string;
  babyId?: string;
  onChanged: () => void;
  giver: { by: string; at: string };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const itemFields: FieldSpec[] = [
    { name: 'givenOn', label: t('records.givenOn'), kind: 'date' },
    { name: 'givenBy', label: t('records.givenBy'), kind: 'text' },
    { name: 'givenAt', label: t('records.givenAt'), kind: 'text' },
  ];
  return (
    <li className="border-t border-slate-100 py-3 first:border-t-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">
            {item.name}
            {item.confirmed ? null : <span className="ml-1 text-xs text-amber-700 dark:text-amber-300">({t('records.unconfirmed')})</span>}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {item.dose} · {t('records.dueOn')} <DateText date={item.dueDate} />
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_CLASS[item.status]}`}>{t(`records.status.${item.status}`)}</span>
      </div>
      {item.record ? (
        <div className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          <DateText date={item.record.givenOn} />
          {item.record.givenBy ? ` · ${item.record.givenBy}` : ''}
          {item.record.givenAt ? ` · ${item.record.givenAt}` : ''}
          {item.record.corrected ? <span className="ml-1 text-xs text-slate-500">({t('records.corrected')})</span> : null}
          <div className="mt-1">
            <EntryActions
              personId={personId}
              kind="items"
              recordId={item.record.id}
              fields={itemFields}
              defaults={{ givenOn: item.record.givenOn, givenBy: item.record.givenBy, givenAt: item.record.givenAt }}
              schema={CorrectItemBodySchema}
              onChanged={onChanged}
            />
          </div>
        </div>
      ) : open ? (
        <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <RecordForm
            schema={ItemGivenBodySchema}
            fields={itemFields}
            defaults={{ itemKey: item.key, babyId, givenOn: nepalToday(), givenBy: giver.by, givenAt: giver.at }}
            submitLabel={t('records.save')}
            send={(v) => staffApi.post<{ message: string }>(`/staff/people/${personId}/items`, { ...v, itemKey: item.key, babyId })}
            onDone={() => {
              setOpen(false);
              onChanged();
            }}
            onCancel={() => setOpen(false)}
          />
        </div>
      ) : item.status !== 'upcoming' || item.type !== 'checkup' ? (
        <button type="button" className={`mt-2 ${smallButton}`} onClick={() => setOpen(true)} aria-label={`${t('records.recordGiven')}: ${item.name}`}>
          {t('records.recordGiven')}
        </button>
      ) : null}
    </li>
  );
}

/** A schedule as collapsible periods; the periods with something due start open. */
function ScheduleList({
  periods,
  personId,
  babyId,
  onChanged,
  giver,
}: {
  periods: Period[];
  personId: string;
  babyId?: string;
  onChanged: () => void;
  giver: { by: string; at: string };
}) {
  return (
    <div className="mt-3 space-y-2">
      {periods.map((p) => {
        const pending = p.items.some((i) => i.status === 'due' || i.status === 'overdue');
        return (
          <details key={p.key} open={pending} className="rounded-xl border border-slate-200 px-4 py-2 dark:border-slate-700">
            <summary className="cursor-pointer py-1 font-semibold">
              {p.label} · <DateText date={p.date} />
            </summary>
            <ul>
              {p.items.map((item) => (
                <ItemRow key={item.key} item={item} personId={personId} babyId={babyId} onChanged={onChanged} giver={giver} />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Everything recorded for a person below the visits: the pregnancy's schedule and fetal weights,
 * recording a birth, and per baby its growth and vaccination schedule.
 */
export function PersonRecords({ personId, giver }: { personId: string; giver: { by: string; at: string } }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const queryClient = useQueryClient();
  const key = recordsKey(personId, lang);
  const records = useQuery({ queryKey: key, queryFn: () => staffApi.get<Records>(`/staff/people/${personId}/records`) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'person', personId] });
  const sexOptions = [
    { value: 'female', label: t('records.girl') },
    { value: 'male', label: t('records.boy') },
    { value: 'other', label: t('records.otherSex') },
  ];
  const [twins, setTwins] = useState(false);

  if (records.isPending) return <LoadingState />;
  if (records.isError) return <ErrorState message={getErrorMessage(records.error)} onRetry={() => void records.refetch()} />;
  const { pregnancy, babies } = records.data;
  const fetalFields: FieldSpec[] = [
    { name: 'measuredOn', label: t('records.measuredOn'), kind: 'date' },
    { name: 'weightGrams', label: t('records.fetalWeight'), kind: 'number' },
  ];
  const growthFields: FieldSpec[] = [
    { name: 'measuredOn', label: t('records.measuredOn'), kind: 'date' },
    { name: 'weightGrams', label: t('records.weightGrams'), kind: 'number' },
    { name: 'heightInches', label: t('records.heightInches'), kind: 'decimal' },
  ];
  const newborn = (i: number): FieldSpec[] => [
    {
      name: `babies.${i}.sex`,
      label: twins ? t('records.babyN', { n: i + 1 }) + ' · ' + t('records.sex') : t('records.sex'),
      kind: 'select',
      options: sexOptions,
    },
    { name: `babies.${i}.birthWeight`, label: t('records.weightGrams'), kind: 'number' },
    { name: `babies.${i}.birthHeight`, label: t('records.heightInches'), kind: 'decimal' },
  ];

  return (
    <div className="space-y-6">
      {pregnancy ? (
        <>
          {pregnancy.schedule.length > 0 ? (
            <Section title={t('records.motherSchedule')}>
              {pregnancy.endedOn ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {t('records.endedOn')} <DateText date={pregnancy.endedOn} />
                </p>
              ) : null}
              <ScheduleList periods={pregnancy.schedule} personId={personId} onChanged={refresh} giver={giver} />
            </Section>
          ) : null}
          <Section title={t('records.fetalWeights')}>
            {pregnancy.fetalWeights.length === 0 ? (
              <p className="mt-2 text-slate-500">{t('records.noneYet')}</p>
            ) : (
              <ul className="mt-2">
                {pregnancy.fetalWeights.map((f) => (
                  <li key={f.id} className="border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
                    <DateText date={f.measuredOn} /> · {t('records.weekN', { n: f.gestationalWeek })} ·{' '}
                    <strong>{t('records.grams', { n: f.weightGrams })}</strong>
                    {f.corrected ? <span className="ml-1 text-xs text-slate-500">({t('records.corrected')})</span> : null}
                    <div className="mt-1">
                      <EntryActions
                        personId={personId}
                        kind="fetal-weights"
                        recordId={f.id}
                        fields={fetalFields}
                        defaults={{ measuredOn: f.measuredOn, weightGrams: f.weightGrams }}
                        schema={CorrectFetalWeightBodySchema}
                        onChanged={refresh}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {pregnancy.endedOn ? null : (
              <>
                <h3 className="mt-4 font-semibold">{t('records.addFetalWeight')}</h3>
                <div className="mt-2">
                  <RecordForm
                    schema={FetalWeightBodySchema}
                    fields={fetalFields}
                    defaults={{ measuredOn: nepalToday() }}
                    submitLabel={t('records.save')}
                    send={(v) => staffApi.post<{ message: string }>(`/staff/people/${personId}/fetal-weights`, v)}
                    onDone={refresh}
                  />
                </div>
              </>
            )}
          </Section>
          {pregnancy.endedOn ? null : (
            <Section title={t('records.birth')}>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('records.birthHint')}</p>
              <label className="mt-3 inline-flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" checked={twins} onChange={(e) => setTwins(e.target.checked)} className="h-4 w-4" />
                {t('records.twins')}
              </label>
              <div className="mt-3">
                <RecordForm
                  key={twins ? 'twins' : 'one'}
                  schema={BirthBodySchema}
                  fields={[{ name: 'birthDate', label: t('records.birthDate'), kind: 'date' }, ...newborn(0), ...(twins ? newborn(1) : [])]}
                  defaults={{ birthDate: nepalToday(), babies: twins ? [{ sex: 'female' }, { sex: 'female' }] : [{ sex: 'female' }] }}
                  submitLabel={t('records.recordBirth')}
                  send={(v) => staffApi.post<{ message: string }>(`/staff/people/${personId}/birth`, v)}
                  onDone={() => void queryClient.invalidateQueries({ queryKey: ['staff'] })}
                  className="sm:grid-cols-3"
                />
              </div>
            </Section>
          )}
        </>
      ) : null}
      {babies.map((b, i) => (
        <Section key={b.id} title={`${babies.length > 1 ? t('records.babyN', { n: i + 1 }) : t('records.baby')} · ${t(`records.sexName.${b.sex}`)}`}>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('records.bornOn')} <DateText date={b.birthDate} />
            {b.birthWeight ? ` · ${t('records.grams', { n: b.birthWeight })}` : ''}
            {b.birthHeight ? ` · ${t('records.inches', { n: b.birthHeight })}` : ''}
          </p>
          <h3 className="mt-4 font-semibold">{t('records.growth')}</h3>
          {b.growth.length === 0 ? (
            <p className="mt-2 text-slate-500">{t('records.noneYet')}</p>
          ) : (
            <ul className="mt-2">
              {b.growth.map((g) => (
                <li key={g.id} className="border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
                  <DateText date={g.measuredOn} />
                  {g.weightGrams !== null ? ` · ${t('records.grams', { n: g.weightGrams })}` : ''}
                  {g.heightInches !== null ? ` · ${t('records.inches', { n: g.heightInches })}` : ''}
                  {g.corrected ? <span className="ml-1 text-xs text-slate-500">({t('records.corrected')})</span> : null}
                  <div className="mt-1">
                    <EntryActions
                      personId={personId}
                      kind="growth"
                      recordId={g.id}
                      fields={growthFields}
                      defaults={{ measuredOn: g.measuredOn, weightGrams: g.weightGrams ?? '', heightInches: g.heightInches ?? '' }}
                      schema={CorrectGrowthBodySchema}
                      onChanged={refresh}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 font-semibold">{t('records.addGrowth')}</h3>
          <div className="mt-2">
            <RecordForm
              schema={GrowthBodySchema}
              fields={growthFields}
              defaults={{ measuredOn: nepalToday() }}
              submitLabel={t('records.save')}
              send={(v) => staffApi.post<{ message: string }>(`/staff/people/${personId}/growth`, { ...v, babyId: b.id })}
              onDone={refresh}
            />
          </div>
          <h3 className="mt-6 font-semibold">{t('records.babySchedule')}</h3>
          <ScheduleList periods={b.schedule} personId={personId} babyId={b.id} onChanged={refresh} giver={giver} />
        </Section>
      ))}
    </div>
  );
}
