import { useId, useState, type ReactNode } from 'react';
import { isTdItem, PNC_ITEM_KEYS } from '@mamata/core/hmis/item-keys';
import { TD_DOSES } from '@mamata/core/hmis/register';
import { useTranslation } from '../../../lib/use-translation.ts';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import {
  CorrectFetalWeightBodySchema,
  CorrectGrowthBodySchema,
  CorrectItemBodySchema,
  type CorrectVisitBodySchema,
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
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { ReadingFlag } from '../reading-flag.tsx';
import { useCorrectEntry } from '../api/correct-entry.ts';
import { usePersonRecords } from '../api/get-person-records.ts';
import { useRecordFetalWeight } from '../api/record-fetal-weight.ts';
import { useRecordGrowth } from '../api/record-growth.ts';
import { useRecordItemGiven } from '../api/record-item-given.ts';
import { useRemoveBirth } from '../api/remove-birth.ts';
import { useRemoveEntry } from '../api/remove-entry.ts';
import { useUndoLoss } from '../api/undo-loss.ts';
import { RecordForm, type FieldSpec } from './record-form.tsx';
import { hasDraft } from '../../../lib/form-draft.ts';
import { BirthForm, birthFormValues } from './birth-form.tsx';
import { ProvisionalBadge } from './provisional-badge.tsx';
import { LossForm } from './loss-form.tsx';

type Period = Records['babies'][number]['schedule'][number];

const card = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

const STATUS_CLASS: Record<StaffItem['status'], string> = {
  given: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  missed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  'too-late': 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  closed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** The reason field every correction and removal asks for. */
function useReasonField(): FieldSpec {
  const { t } = useTranslation();
  return { name: 'reason', label: t('records.reason'), kind: 'text' };
}

interface EntryActionsProps {
  personId: string;
  kind: Correctable;
  recordId: string;
  fields: FieldSpec[];
  defaults: Record<string, unknown>;
  schema: typeof CorrectVisitBodySchema | typeof CorrectFetalWeightBodySchema | typeof CorrectGrowthBodySchema | typeof CorrectItemBodySchema;
  /** The entry's date: the buttons' description, so a screen reader says which entry "Correct" is for. */
  entryDate: string;
}

/** Where a correction's or a removal's half-typed form is kept (lib/form-draft.ts). */
function entryDraftKeys(kind: Correctable, recordId: string) {
  return { correctKey: `correct:${kind}:${recordId}`, removeKey: `remove:${kind}:${recordId}` };
}

/** Where a half-typed "record given" of an item is kept. */
function givenDraftKey(personId: string, babyId: string | undefined, itemKey: string) {
  return `given:${personId}:${babyId ?? 'mother'}:${itemKey}`;
}

/** Whether an item of a schedule has a half-typed form (its period then opens by itself). */
function itemHasDraft(item: StaffItem, personId: string, babyId: string | undefined) {
  if (hasDraft(givenDraftKey(personId, babyId, item.key))) return true;
  if (!item.record) return false;
  const { correctKey, removeKey } = entryDraftKeys('items', item.record.id);
  return hasDraft(correctKey) || hasDraft(removeKey);
}

/**
 * "Correct" and "Remove" of one entry, and the form either opens (the old value is kept server-side,
 * the reason audited): `buttons` until one is tapped, then `form` (null until then). Apart, so a
 * table row can show its form in a row of its own below, as wide as the table's box.
 */
export function useEntryActions({ personId, kind, recordId, fields, defaults, schema, entryDate }: EntryActionsProps): {
  buttons: ReactNode;
  form: ReactNode;
} {
  const { t } = useTranslation();
  const reason = useReasonField();
  const { correctKey, removeKey } = entryDraftKeys(kind, recordId);
  // a correction half typed stays open after a reload or a screen redrawn for another width
  const [mode, setMode] = useState<'idle' | 'correct' | 'remove'>(() => (hasDraft(correctKey) ? 'correct' : hasDraft(removeKey) ? 'remove' : 'idle'));
  const dateId = useId();
  const correct = useCorrectEntry(personId, kind, recordId);
  const remove = useRemoveEntry(personId, kind, recordId);
  if (mode === 'idle') {
    return {
      buttons: (
        <span className="inline-flex flex-wrap gap-2">
          {/* hidden: the date is read as the buttons' description only, not a second time after the visible one */}
          <span id={dateId} hidden>
            <DateText date={entryDate} />
          </span>
          <Button variant="secondary" onClick={() => setMode('correct')} aria-describedby={dateId}>
            {t('records.correct')}
          </Button>
          <Button variant="secondary" onClick={() => setMode('remove')} aria-describedby={dateId}>
            {t('records.remove')}
          </Button>
        </span>
      ),
      form: null,
    };
  }
  const done = () => setMode('idle');
  const form = (
    <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{mode === 'correct' ? t('records.correctHint') : t('records.removeHint')}</p>
      {mode === 'correct' ? (
        <RecordForm
          schema={schema}
          fields={[...fields, reason]}
          defaults={{ ...defaults, reason: '' }}
          submitLabel={t('records.saveCorrection')}
          draftKey={correctKey}
          send={(v) => correct.mutateAsync(v)}
          onDone={done}
          onCancel={() => setMode('idle')}
        />
      ) : (
        <RecordForm
          schema={VoidBodySchema}
          fields={[reason]}
          defaults={{ reason: '' }}
          submitLabel={t('records.confirmRemove')}
          draftKey={removeKey}
          send={(v) => remove.mutateAsync(v)}
          onDone={done}
          onCancel={() => setMode('idle')}
          className="sm:grid-cols-1"
        />
      )}
    </div>
  );
  return { buttons: null, form };
}

/** "Correct" and "Remove" of one entry, its form in their place once one is tapped. */
export function EntryActions(props: EntryActionsProps) {
  const { buttons, form } = useEntryActions(props);
  return form ?? buttons;
}

/** One schedule item: status, the record when given, "Record given" when not. */
function ItemRow({ item, personId, babyId, giver }: { item: StaffItem; personId: string; babyId?: string; giver: { by: string; at: string } }) {
  const { t } = useTranslation();
  const givenKey = givenDraftKey(personId, babyId, item.key);
  const [open, setOpen] = useState(() => hasDraft(givenKey));
  const given = useRecordItemGiven(personId);
  const itemFields: FieldSpec[] = [
    { name: 'givenOn', label: t('records.givenOn'), kind: 'date' },
    // the HMIS sheet's questions (docs/decisions/025-hmis-month.md): a PNC check-up's time, a Td dose's cell
    ...(PNC_ITEM_KEYS.includes(item.key) ? [{ name: 'givenTime', label: t('records.hmis.givenTime'), kind: 'time' as const }] : []),
    ...(isTdItem(item.key)
      ? [
          {
            name: 'tdDose',
            label: t('records.hmis.tdDose'),
            kind: 'select' as const,
            options: [{ value: '', label: t('records.hmis.notRecorded') }, ...TD_DOSES.map((d) => ({ value: d, label: t(`records.hmis.tdDoses.${d}`) }))],
          },
        ]
      : []),
    { name: 'givenBy', label: t('records.givenBy'), kind: 'text' },
    { name: 'givenAt', label: t('records.givenAt'), kind: 'text' },
  ];
  return (
    <li className="border-t border-slate-100 py-3 first:border-t-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">{item.name}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {item.dose} · {t('records.dueOn')} <DateText date={item.dueDate} />
          </p>
          {!item.confirmed || item.review ? <ProvisionalBadge reason={item.review} /> : null}
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_CLASS[item.status]}`}>{t(`records.status.${item.status}`)}</span>
      </div>
      {item.record ? (
        <div className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          <DateText date={item.record.givenOn} />
          {item.record.givenBy ? ` · ${item.record.givenBy}` : ''}
          {item.record.givenAt ? ` · ${item.record.givenAt}` : ''}
          {item.record.corrected ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({t('records.corrected')})</span> : null}
          <div className="mt-1">
            <EntryActions
              personId={personId}
              kind="items"
              recordId={item.record.id}
              fields={itemFields}
              defaults={{
                givenOn: item.record.givenOn,
                givenTime: item.record.givenTime ?? '',
                tdDose: item.record.tdDose ?? '',
                givenBy: item.record.givenBy,
                givenAt: item.record.givenAt,
              }}
              schema={CorrectItemBodySchema}
              entryDate={item.record.givenOn}
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
            draftKey={givenKey}
            send={(v) => given.mutateAsync({ ...v, itemKey: item.key, babyId })}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </div>
      ) : item.status !== 'upcoming' || item.type !== 'checkup' ? (
        <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)} aria-label={`${t('records.recordGiven')}: ${item.name}`}>
          {t('records.recordGiven')}
        </Button>
      ) : null}
    </li>
  );
}

/** A schedule as collapsible periods; the periods with something due start open. */
function ScheduleList({ periods, personId, babyId, giver }: { periods: Period[]; personId: string; babyId?: string; giver: { by: string; at: string } }) {
  return (
    <div className="mt-3 space-y-2">
      {periods.map((p) => {
        const pending = p.items.some((i) => i.status === 'due' || i.status === 'overdue');
        // a half-typed form inside is not left in a closed period
        const drafted = p.items.some((i) => itemHasDraft(i, personId, babyId));
        return (
          <details key={p.key} open={pending || drafted} className="rounded-xl border border-slate-200 px-4 py-2 dark:border-slate-700">
            <summary className="cursor-pointer py-1 font-semibold">
              {p.label} · <DateText date={p.date} />
            </summary>
            <ul>
              {p.items.map((item) => (
                <ItemRow key={item.key} item={item} personId={personId} babyId={babyId} giver={giver} />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

/** Removing a loss recorded by mistake (the pregnancy's, or `babyId`'s): a reason, and the reminders come back. */
function UndoLoss({ personId, babyId }: { personId: string; babyId?: string }) {
  const { t } = useTranslation();
  const reason = useReasonField();
  const [open, setOpen] = useState(false);
  const undo = useUndoLoss(personId);
  if (!open) {
    return (
      <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        {t('records.remove')}
      </Button>
    );
  }
  return (
    <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{t('records.loss.undoHint')}</p>
      <RecordForm
        schema={VoidBodySchema}
        fields={[reason]}
        defaults={{ reason: '' }}
        submitLabel={t('records.confirmRemove')}
        send={(v) => undo.mutateAsync({ ...v, ...(babyId ? { babyId } : {}) })}
        onDone={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        className="sm:grid-cols-1"
      />
    </div>
  );
}

/** Removing a birth recorded by mistake, with a reason. */
function RemoveBirth({
  personId,
  birthId,
  reasonField,
  onDone,
  onCancel,
}: {
  personId: string;
  birthId: string;
  reasonField: FieldSpec;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveBirth(personId, birthId);
  return (
    <RecordForm
      schema={VoidBodySchema}
      fields={[reasonField]}
      defaults={{ reason: '' }}
      submitLabel={t('records.removeBirth')}
      draftKey={`birth-remove:${personId}`}
      send={(v) => remove.mutateAsync(v)}
      onDone={onDone}
      onCancel={onCancel}
      className="sm:grid-cols-1"
    />
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
export function PersonRecords({ personId, giver, motherName }: { personId: string; giver: { by: string; at: string }; motherName: string }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const records = usePersonRecords(personId);
  const fetalWeight = useRecordFetalWeight(personId);
  const growth = useRecordGrowth(personId);
  // a correction, removal or loss half typed is open again after a reload (lib/form-draft.ts)
  const [birthMode, setBirthMode] = useState<'idle' | 'correct' | 'remove'>(() =>
    hasDraft(`birth-correct:${personId}`) ? 'correct' : hasDraft(`birth-remove:${personId}`) ? 'remove' : 'idle',
  );
  const [lossOpen, setLossOpen] = useState(() => hasDraft(`loss:${personId}`));

  if (records.isPending) return <LoadingState />;
  if (records.isError) return <ErrorState message={getErrorMessage(records.error)} onRetry={() => void records.refetch()} />;
  const { pregnancy, babies } = records.data;
  const reasonField: FieldSpec = { name: 'reason', label: t('records.reason'), kind: 'text' };
  const fetusOptions = [
    { value: '1', label: t('records.fetus', { letter: 'A' }) },
    { value: '2', label: t('records.fetus', { letter: 'B' }) },
  ];
  const fetalFields: FieldSpec[] = [
    { name: 'measuredOn', label: t('records.measuredOn'), kind: 'date' },
    { name: 'fetus', label: t('records.whichFetus'), kind: 'select', options: fetusOptions },
    { name: 'weightGrams', label: t('records.fetalWeight'), kind: 'number' },
  ];
  const babyName = (b: { name: string }, i: number) =>
    b.name || (babies.length > 1 ? `${t('records.babyOf', { mother: motherName })} (${i + 1})` : t('records.babyOf', { mother: motherName }));
  const living = babies.map((b, i) => ({ id: b.id, name: babyName(b, i), status: b.status })).filter((b) => b.status === 'alive');
  const pregnancyOpen = pregnancy !== null && pregnancy.endedOn === null;
  const lossOutcome = pregnancy?.outcome === 'miscarriage' || pregnancy?.outcome === 'stillbirth' ? pregnancy.outcome : null;
  const growthFields: FieldSpec[] = [
    { name: 'measuredOn', label: t('records.measuredOn'), kind: 'date' },
    { name: 'weightGrams', label: t('records.weightGrams'), kind: 'number' },
    { name: 'heightInches', label: t('records.heightInches'), kind: 'decimal' },
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
                  {pregnancy.outcome ? ` · ${t(`records.outcome.${pregnancy.outcome}`)}` : ''}
                </p>
              ) : null}
              <ScheduleList periods={pregnancy.schedule} personId={personId} giver={giver} />
            </Section>
          ) : null}
          <Section title={t('records.fetalWeights')}>
            {pregnancy.fetalWeights.length === 0 ? (
              <p className="mt-2 text-slate-600 dark:text-slate-400">{t('records.noneYet')}</p>
            ) : (
              <ul className="mt-2">
                {pregnancy.fetalWeights.map((f) => (
                  <li key={f.id} className="border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
                    <DateText date={f.measuredOn} /> · {t('records.weekN', { n: f.gestationalWeek })} ·{' '}
                    {pregnancy.fetalWeights.some((x) => x.fetus > 1) ? `${t('records.fetus', { letter: f.fetus === 2 ? 'B' : 'A' })} · ` : ''}
                    <strong>{t('records.grams', { n: f.weightGrams })}</strong> <ReadingFlag level={f.verdict.level} direction={f.verdict.direction} quiet />
                    {f.corrected ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({t('records.corrected')})</span> : null}
                    <div className="mt-1">
                      <EntryActions
                        personId={personId}
                        kind="fetal-weights"
                        recordId={f.id}
                        fields={fetalFields}
                        defaults={{ measuredOn: f.measuredOn, fetus: String(f.fetus), weightGrams: f.weightGrams }}
                        schema={CorrectFetalWeightBodySchema}
                        entryDate={f.measuredOn}
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
                    defaults={{ measuredOn: nepalToday(), fetus: '1' }}
                    submitLabel={t('records.save')}
                    draftKey={`fetal:${personId}`}
                    send={(v) => fetalWeight.mutateAsync(v)}
                  />
                </div>
              </>
            )}
          </Section>
          {pregnancyOpen ? (
            <Section title={t('records.birth')}>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('records.birthHint')}</p>
              <div className="mt-3">
                <BirthForm personId={personId} motherName={motherName} lastMenstrualPeriod={pregnancy.lastMenstrualPeriod} />
              </div>
            </Section>
          ) : null}
          {pregnancy.birth ? (
            <Section title={t('records.theBirth')}>
              <p className="mt-1" data-testid="birth-entry">
                <DateText date={pregnancy.birth.birthDate} /> · {localDigits(pregnancy.birth.birthTime, lang)} · {t(`records.place.${pregnancy.birth.place}`)}
                {pregnancy.birth.preterm ? ` · ${t('records.pretermShort')}` : ''}
                {pregnancy.birth.corrected ? <span className="ml-1 text-xs text-slate-500">({t('records.corrected')})</span> : null}
              </p>
              <ul className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {pregnancy.birth.babies.map((b, i) => (
                  <li key={i}>
                    {babyName(b, i)} · {t(`records.sexName.${b.sex}`)} · {t('records.grams', { n: b.birthWeight })}
                    {b.birthHeight !== null ? ` · ${t('records.inches', { n: b.birthHeight })}` : ''}
                  </li>
                ))}
              </ul>
              {birthMode === 'idle' ? (
                <span className="mt-2 inline-flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setBirthMode('correct')}>
                    {t('records.correct')}
                  </Button>
                  <Button variant="secondary" onClick={() => setBirthMode('remove')}>
                    {t('records.remove')}
                  </Button>
                </span>
              ) : (
                <div className="mt-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                  <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                    {birthMode === 'correct' ? t('records.correctHint') : t('records.removeBirthHint')}
                  </p>
                  {birthMode === 'correct' ? (
                    <BirthForm
                      personId={personId}
                      motherName={motherName}
                      lastMenstrualPeriod={pregnancy.lastMenstrualPeriod}
                      correct={{ id: pregnancy.birth.id, values: birthFormValues(pregnancy.birth) }}
                      onDone={() => setBirthMode('idle')}
                      onCancel={() => setBirthMode('idle')}
                    />
                  ) : (
                    <RemoveBirth
                      personId={personId}
                      birthId={pregnancy.birth.id}
                      reasonField={reasonField}
                      onDone={() => setBirthMode('idle')}
                      onCancel={() => setBirthMode('idle')}
                    />
                  )}
                </div>
              )}
            </Section>
          ) : null}
          {lossOutcome ? (
            <Section title={t(`records.outcome.${lossOutcome}`)}>
              <p className="mt-1">
                <DateText date={pregnancy.endedOn ?? ''} />
              </p>
              <UndoLoss personId={personId} />
            </Section>
          ) : null}
        </>
      ) : null}
      {babies.map((b, i) => (
        <Section key={b.id} title={`${babyName(b, i)} · ${t(`records.sexName.${b.sex}`)}`}>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('records.bornOn')} <DateText date={b.birthDate} />
            {b.birthWeight ? ` · ${t('records.atBirth')} ${t('records.grams', { n: b.birthWeight })}` : ''}
            {b.birthHeight ? ` · ${t('records.inches', { n: b.birthHeight })}` : ''}
          </p>
          {b.status === 'died' ? (
            <>
              <p className="mt-2 font-medium" data-testid="baby-died">
                {t('records.diedOn')} <DateText date={b.endedOn ?? ''} />
              </p>
              <UndoLoss personId={personId} babyId={b.id} />
            </>
          ) : null}
          <h3 className="mt-4 font-semibold">{t('records.growth')}</h3>
          {b.growth.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('records.noneYet')}</p>
          ) : (
            <ul className="mt-2">
              {b.growth.map((g) => (
                <li key={g.id} className="border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
                  <DateText date={g.measuredOn} />
                  {g.weightGrams !== null ? ` · ${t('records.grams', { n: g.weightGrams })}` : ''}
                  {g.heightInches !== null ? ` · ${t('records.inches', { n: g.heightInches })}` : ''}{' '}
                  {g.weightVerdict ? <ReadingFlag level={g.weightVerdict.level} direction={g.weightVerdict.direction} series="babyWeight" quiet /> : null}{' '}
                  {g.heightVerdict ? <ReadingFlag level={g.heightVerdict.level} direction={g.heightVerdict.direction} series="babyHeight" quiet /> : null}
                  {g.corrected ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({t('records.corrected')})</span> : null}
                  <div className="mt-1">
                    <EntryActions
                      personId={personId}
                      kind="growth"
                      recordId={g.id}
                      fields={growthFields}
                      defaults={{ measuredOn: g.measuredOn, weightGrams: g.weightGrams ?? '', heightInches: g.heightInches ?? '' }}
                      schema={CorrectGrowthBodySchema}
                      entryDate={g.measuredOn}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {b.status === 'alive' ? (
            <>
              <h3 className="mt-4 font-semibold">{t('records.addGrowth')}</h3>
              <div className="mt-2">
                <RecordForm
                  schema={GrowthBodySchema}
                  fields={growthFields}
                  defaults={{ measuredOn: nepalToday() }}
                  submitLabel={t('records.save')}
                  draftKey={`growth:${personId}:${b.id}`}
                  send={(v) => growth.mutateAsync({ ...v, babyId: b.id })}
                />
              </div>
              <h3 className="mt-6 font-semibold">{t('records.babySchedule')}</h3>
              <ScheduleList periods={b.schedule} personId={personId} babyId={b.id} giver={giver} />
            </>
          ) : null}
        </Section>
      ))}
      {pregnancyOpen || living.length > 0 ? (
        <section className="rounded-2xl p-2" aria-label={t('records.loss.title')}>
          {lossOpen ? (
            <div className={card}>
              <h2 className="mb-3 text-lg font-bold">{t('records.loss.title')}</h2>
              <LossForm
                personId={personId}
                pregnancyOpen={pregnancyOpen}
                babies={living}
                onDone={() => setLossOpen(false)}
                onCancel={() => setLossOpen(false)}
              />
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setLossOpen(true)}>
              {t('records.loss.open')}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}
