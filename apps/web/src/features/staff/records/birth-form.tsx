import { useState } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/use-translation.ts';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { usePreferences } from '../../../lib/preferences.ts';
import { BIRTH_WEIGHT_BOUNDS, BirthBodySchema, CorrectBirthBodySchema, type BirthBody } from '@mamata/core/schemas/records';
import { birthWeightCheckMessage, birthWeightToCheck } from '@mamata/core/domain/birth-weight';
import { gestationalAgeDays } from '@mamata/core/domain/pregnancy';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { BABY_OUTCOMES } from '@mamata/core/hmis/register';
import { fromYesNo, sexChoices, toYesNo, type YesNo } from './yes-no.ts';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useRecordBirth } from '../api/record-birth.ts';
import { useCorrectBirth } from '../api/correct-birth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ConfirmStep } from '../../../components/ui/confirm-step.tsx';
import { BirthPlaceSelect, DeliveryQuestions } from './delivery-questions.tsx';
import { useDraftedForm } from '../../../lib/use-drafted-form.ts';
import { DraftNote } from '../../../components/ui/draft-note.tsx';

/** What the form holds: text as typed (numbers are parsed by the shared schema). */
interface BabyValues {
  sex: string;
  birthWeight: string;
  birthHeight: string;
  name: string;
  /** HMIS 9.3 (docs/decisions/025-hmis-month.md): '' is "not recorded". */
  outcome?: string;
  asphyxia?: YesNo;
  defect?: YesNo;
}
interface BirthValues {
  birthDate: string;
  birthTime: string;
  place: string;
  preterm: boolean;
  /** The nurse checked a weight the lines for the weeks ask about (core domain/birth-weight.ts). */
  weightChecked: boolean;
  babies: BabyValues[];
  reason: string;
  facility?: string;
  attendant?: string;
  mode?: string;
  presentation?: string;
}

/** `v` unless empty. */
const given = <K extends string>(key: K, v: string | undefined) => (v ? ({ [key]: v } as Record<K, string>) : {});
/** A yes/no question as the API takes it: a boolean, or left out when not recorded. */
const answered = <K extends string>(key: K, v: YesNo | undefined) => {
  const b = fromYesNo(v);
  return b === undefined ? {} : ({ [key]: b } as Record<K, boolean>);
};

/** A field's text, trimmed ('' for a field the browser left undefined). */
const text = (v: string | number | undefined | null) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The form's values as the API takes them: empty length and name left out. The place and each baby's sex are
 * the form's choices, checked against BirthBodySchema by the form's resolver before this runs.
 */
function toBody(v: BirthValues): Omit<BirthBody, 'confirmed'> {
  return {
    birthDate: v.birthDate,
    birthTime: v.birthTime,
    place: v.place as BirthBody['place'],
    preterm: v.preterm,
    weightChecked: v.weightChecked === true,
    // "this facility or another" is a question of a birth at a facility only
    ...(v.place === 'facility' ? given('facility', v.facility) : {}),
    ...given('attendant', v.attendant),
    ...given('mode', v.mode),
    ...given('presentation', v.presentation),
    babies: v.babies.map((b) => ({
      sex: b.sex as BirthBody['babies'][number]['sex'],
      birthWeight: b.birthWeight,
      ...(text(b.birthHeight) ? { birthHeight: text(b.birthHeight) } : {}),
      ...(text(b.name) ? { name: text(b.name) } : {}),
      ...given('outcome', b.outcome),
      ...answered('asphyxia', b.asphyxia),
      ...answered('defect', b.defect),
    })),
  };
}

/** The error of a dotted path (`babies.1.birthWeight`) in react-hook-form's nested errors. */
function errorAt(errors: unknown, path: string): { message?: string } | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node as { message?: string } | undefined;
}

const emptyBaby: BabyValues = { sex: '', birthWeight: '', birthHeight: '', name: '', outcome: '', asphyxia: '', defect: '' };

/**
 * The question each baby's weight asks as typed (null: none), from the LMP and the birth date: the same
 * lines the server holds (core domain/birth-weight.ts). Nothing until the weight is a whole number within
 * the form's bounds and the sex is chosen (the field's own error comes first).
 */
function weightQuestions(lmp: string | undefined, birthDate: string, babies: BabyValues[]) {
  return babies.map((b) => {
    const grams = Number(text(b.birthWeight));
    if (!lmp || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || !b.sex || !Number.isInteger(grams)) return null;
    if (grams < BIRTH_WEIGHT_BOUNDS[0] || grams > BIRTH_WEIGHT_BOUNDS[1]) return null;
    const check = birthWeightToCheck(grams, gestationalAgeDays(lmp, birthDate), b.sex as RecordedSex);
    return check ? birthWeightCheckMessage(grams, check) : null;
  });
}

/**
 * Recording a birth (or correcting one, `correct`): date and time (not in the future), place, and
 * each baby's sex, weight (required), length and optional name. Recording asks for confirmation
 * with what will change before it is sent (`confirmed: true`); before 22 weeks the server asks for
 * the preterm tick. A weight implausible for the weeks at birth (from her LMP, `lastMenstrualPeriod`) is
 * asked about under the weight as it is typed, and needs the "Weight checked and right" tick, as the
 * server does. A correction keeps the number of babies and needs a reason (docs/decisions/006).
 */
export function BirthForm({
  personId,
  motherName,
  lastMenstrualPeriod,
  correct,
  onDone,
  onCancel,
}: {
  personId: string;
  motherName: string;
  /** Her pregnancy's LMP: the weeks at birth that each weight is checked against. */
  lastMenstrualPeriod?: string;
  /** The birth entry to correct, with its current values. */
  correct?: { id: string; values: Omit<BirthValues, 'reason' | 'weightChecked'> };
  /** After a save (the console's cached answers are fetched again by the call's hook). */
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const fieldError = useFieldError();
  const [confirming, setConfirming] = useState<BirthValues | null>(null);
  const [sending, setSending] = useState(false);
  const schema = correct ? CorrectBirthBodySchema : BirthBodySchema.omit({ confirmed: true });
  const defaults: BirthValues = correct
    ? { ...correct.values, weightChecked: false, reason: '' }
    : { birthDate: nepalToday(), birthTime: '', place: '', preterm: false, weightChecked: false, babies: [{ ...emptyBaby }], reason: '' };
  // what was typed and not saved comes back after a reload or a dropped tab (lib/form-draft.ts)
  const draftKey = correct ? `birth-correct:${personId}` : `birth:${personId}`;
  const { form, restored, forget } = useDraftedForm<BirthValues>(draftKey, defaults, {
    resolver: (values, ctx, options) =>
      zodResolver(schema as never)((correct ? { ...toBody(values), reason: values.reason } : toBody(values)) as never, ctx, options as never),
  });
  const babies = useFieldArray({ control: form.control, name: 'babies' });
  const questions = weightQuestions(lastMenstrualPeriod, form.watch('birthDate'), form.watch('babies'));
  const asked = questions.some((q) => q !== null);
  const question = (q: ReturnType<typeof birthWeightCheckMessage>) =>
    t(`messages.${q.key}`, {
      grams: localDigits(String(q.vars.grams), lang),
      week: localDigits(String(q.vars.week), lang),
      limit: localDigits(String(q.vars.limit), lang),
    });
  const errors = form.formState.errors;
  const err = (path: string) => fieldError(errorAt(errors, path));
  const sexOptions = sexChoices(t);
  const nameOf = (b: BabyValues, i: number) =>
    text(b.name) || (babies.fields.length > 1 ? `${t('records.babyOf', { mother: motherName })} (${i + 1})` : t('records.babyOf', { mother: motherName }));

  const record = useRecordBirth(personId);
  const correctOne = useCorrectBirth(personId, correct?.id ?? '');

  async function send(values: BirthValues) {
    setSending(true);
    try {
      const res = correct
        ? await correctOne.mutateAsync({ ...toBody(values), reason: values.reason })
        : await record.mutateAsync({ ...toBody(values), confirmed: true });
      toast.success(res.message);
      setConfirming(null);
      forget();
      form.reset(defaults);
      onDone?.();
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as Path<BirthValues>, { message: m });
      toast.error(getErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (confirming) {
    const names = confirming.babies.map(nameOf);
    return (
      <ConfirmStep
        title={t('records.confirmBirthTitle')}
        tone="brand"
        confirmLabel={t('records.confirmBirth')}
        backLabel={t('records.goBack')}
        busy={sending}
        onConfirm={() => void send(confirming)}
        onBack={() => setConfirming(null)}
      >
        <p className="mt-1 text-sm">
          <DateText date={confirming.birthDate} /> · {localDigits(confirming.birthTime, lang)} · {t(`records.place.${confirming.place}`)}
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5" data-testid="birth-changes">
          <li>{t('records.changeAccount', { mother: motherName })}</li>
          <li>{t('records.changeReminders', { mother: motherName })}</li>
          {names.map((n, i) => (
            <li key={i}>
              {t('records.changeSchedule', { name: n })} ({t(`records.sexName.${confirming.babies[i]!.sex}`)},{' '}
              {t('records.grams', { n: confirming.babies[i]!.birthWeight })})
            </li>
          ))}
        </ul>
      </ConfirmStep>
    );
  }

  return (
    <form
      noValidate
      aria-label={correct ? t('records.correctBirth') : t('records.birth')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit((v) => {
        // a weight the lines ask about goes on only once the nurse ticked that she checked it
        const first = weightQuestions(lastMenstrualPeriod, v.birthDate, v.babies).find((q) => q !== null);
        if (first && !v.weightChecked) {
          form.setError('weightChecked', { message: question(first) });
          return;
        }
        return correct ? send(v) : setConfirming(v);
      })}
    >
      {restored ? <DraftNote>{t('records.draftRestored')}</DraftNote> : null}
      <Controller
        control={form.control}
        name="birthDate"
        render={({ field }) => (
          <DateField label={t('records.birthDate')} name="birthDate" value={field.value} onChange={field.onChange} error={err('birthDate')} />
        )}
      />
      <TextField type="time" label={t('records.birthTime')} error={err('birthTime')} {...form.register('birthTime')} />
      <BirthPlaceSelect field={form.register('place')} error={err('place')} />
      <div className="sm:col-span-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4" {...form.register('preterm')} />
          {t('records.preterm')}
        </label>
        {err('preterm') ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{err('preterm')}</p> : null}
      </div>
      <DeliveryQuestions place={form.watch('place')} field={(name) => form.register(name)} err={err} />
      {babies.fields.map((f, i) => (
        <fieldset key={f.id} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-3 sm:grid-cols-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{babies.fields.length > 1 ? t('records.babyN', { n: i + 1 }) : t('records.baby')}</legend>
          <SelectField label={t('records.sex')} error={err(`babies.${i}.sex`)} {...form.register(`babies.${i}.sex`)}>
            <option value="">{t('records.choose')}</option>
            {sexOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <TextField
            type="number"
            inputMode="numeric"
            label={t('records.birthWeight')}
            error={err(`babies.${i}.birthWeight`)}
            {...form.register(`babies.${i}.birthWeight`)}
          />
          <TextField
            type="number"
            step="0.1"
            inputMode="decimal"
            label={t('records.birthLength')}
            error={err(`babies.${i}.birthHeight`)}
            {...form.register(`babies.${i}.birthHeight`)}
          />
          <TextField
            label={t('records.babyName')}
            placeholder={t('records.babyOf', { mother: motherName })}
            error={err(`babies.${i}.name`)}
            {...form.register(`babies.${i}.name`)}
          />
          {questions[i] && !err(`babies.${i}.birthWeight`) ? (
            <p role="status" data-testid="birth-weight-question" className="text-sm font-medium text-amber-800 sm:col-span-4 dark:text-amber-200">
              {question(questions[i])}
            </p>
          ) : null}
          <SelectField label={t('records.hmis.outcome')} error={err(`babies.${i}.outcome`)} {...form.register(`babies.${i}.outcome`)}>
            <option value="">{t('records.hmis.notRecorded')}</option>
            {BABY_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`records.hmis.outcomes.${o}`)}
              </option>
            ))}
          </SelectField>
          {(['asphyxia', 'defect'] as const).map((q) => (
            <SelectField key={q} label={t(`records.hmis.${q}`)} error={err(`babies.${i}.${q}`)} {...form.register(`babies.${i}.${q}`)}>
              <option value="">{t('records.hmis.notRecorded')}</option>
              <option value="yes">{t('records.hmis.yes')}</option>
              <option value="no">{t('records.hmis.no')}</option>
            </SelectField>
          ))}
        </fieldset>
      ))}
      {correct ? (
        <TextField className="sm:col-span-3" label={t('records.reason')} error={err('reason')} {...form.register('reason')} />
      ) : (
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          {babies.fields.length < 3 ? (
            <Button variant="secondary" onClick={() => babies.append({ ...emptyBaby })}>
              {t('records.addBaby')}
            </Button>
          ) : null}
          {babies.fields.length > 1 ? (
            <Button variant="secondary" onClick={() => babies.remove(babies.fields.length - 1)}>
              {t('records.removeBaby')}
            </Button>
          ) : null}
        </div>
      )}
      {err('babies') ? <p className="text-sm text-red-600 sm:col-span-3 dark:text-red-400">{err('babies')}</p> : null}
      {asked || err('weightChecked') ? (
        <div className="sm:col-span-3">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...form.register('weightChecked')} />
            {t('records.weightChecked')}
          </label>
          {err('weightChecked') ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{err('weightChecked')}</p> : null}
        </div>
      ) : null}
      <FormActions className="sm:col-span-3">
        <Button type="submit" busy={sending}>
          {correct ? t('records.saveCorrection') : t('records.checkBirth')}
        </Button>
        {onCancel ? (
          <Button
            variant="secondary"
            onClick={() => {
              forget();
              onCancel();
            }}
          >
            {t('records.cancel')}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}

/** The birth entry's values as the form holds them. */
export function birthFormValues(birth: {
  birthDate: string;
  birthTime: string;
  place: string;
  preterm: boolean;
  facility?: string | null;
  attendant?: string | null;
  mode?: string | null;
  presentation?: string | null;
  babies: {
    sex: string;
    birthWeight: number;
    birthHeight: number | null;
    name: string;
    outcome?: string | null;
    asphyxia?: boolean | null;
    defect?: boolean | null;
  }[];
}): Omit<BirthValues, 'reason' | 'weightChecked'> {
  return {
    birthDate: birth.birthDate,
    birthTime: birth.birthTime,
    place: birth.place,
    preterm: birth.preterm,
    facility: birth.facility ?? '',
    attendant: birth.attendant ?? '',
    mode: birth.mode ?? '',
    presentation: birth.presentation ?? '',
    babies: birth.babies.map((b) => ({
      sex: b.sex,
      birthWeight: String(b.birthWeight),
      birthHeight: b.birthHeight === null ? '' : String(b.birthHeight),
      name: b.name,
      outcome: b.outcome ?? '',
      asphyxia: toYesNo(b.asphyxia),
      defect: toYesNo(b.defect),
    })),
  };
}
