import { useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/use-translation.ts';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { LossBodySchema, type LossBody } from '@mamata/core/schemas/records';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sexChoices } from './yes-no.ts';
import { BirthPlaceSelect, DeliveryQuestions } from './delivery-questions.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { usePreferences } from '../../../lib/preferences.ts';
import { useRecordLoss } from '../api/record-loss.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ConfirmStep } from '../../../components/ui/confirm-step.tsx';
import { useDraftedForm } from '../../../lib/use-drafted-form.ts';
import { DraftNote } from '../../../components/ui/draft-note.tsx';

/** A stillbirth's delivery as the form holds it ('' for not given). */
interface DeliveryValues {
  birthTime: string;
  place: string;
  facility: string;
  attendant: string;
  mode: string;
  presentation: string;
  sex: string;
  outcome: string;
  birthWeight: string;
}
const NO_DELIVERY: DeliveryValues = {
  birthTime: '',
  place: '',
  facility: '',
  attendant: '',
  mode: '',
  presentation: '',
  sex: '',
  outcome: '',
  birthWeight: '',
};

/** What the form holds: the choice ('miscarriage', 'stillbirth' or 'baby:<id>', '' for none), the date, a stillbirth's delivery. */
interface LossValues {
  kind: string;
  date: string;
  delivery: DeliveryValues;
}

/**
 * A stillbirth's delivery as the API takes it: nothing when nothing was entered (the loss is recorded, the sheet does
 * not count it); else what was entered, the schema then asking for what the sheet needs.
 */
function deliveryBody(d: DeliveryValues | undefined) {
  if (!d || Object.values(d).every((v) => !v)) return undefined;
  const given = Object.fromEntries(Object.entries(d).filter(([k, v]) => v && (k !== 'facility' || d.place === 'facility')));
  return given;
}

/** The form's values as the API takes them: a baby's death names the baby, a stillbirth carries its delivery. */
function toBody({ kind, date, delivery }: LossValues) {
  if (kind.startsWith('baby:')) return { kind: 'babyDeath', babyId: kind.slice(5), date };
  const d = kind === 'stillbirth' ? deliveryBody(delivery) : undefined;
  return { kind: kind || undefined, date, ...(d ? { delivery: d } : {}) };
}

/** The error of a dotted field path (`delivery.birthTime`) in react-hook-form's nested errors. */
function errorAt(errors: unknown, path: string): { message?: string } | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node as { message?: string } | undefined;
}

/**
 * Recording a miscarriage or stillbirth (when the pregnancy is open) or the death of a baby: what
 * happened and the date, then a confirmation that says what stops. Nothing recorded is deleted; the
 * entry can be removed again with a reason.
 */
export function LossForm({
  personId,
  pregnancyOpen,
  babies,
  onDone,
  onCancel,
}: {
  personId: string;
  pregnancyOpen: boolean;
  /** The living babies of the account, with the name to show. */
  babies: { id: string; name: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const fieldError = useFieldError();
  const choices: { value: string; label: string }[] = [
    ...(pregnancyOpen
      ? [
          { value: 'miscarriage', label: t('records.loss.miscarriage') },
          { value: 'stillbirth', label: t('records.loss.stillbirth') },
        ]
      : []),
    ...babies.map((b) => ({ value: `baby:${b.id}`, label: t('records.loss.babyDeath', { name: b.name }) })),
  ];
  const defaults: LossValues = { kind: '', date: nepalToday(), delivery: NO_DELIVERY };
  // what was chosen and not saved comes back after a reload or a dropped tab (lib/form-draft.ts)
  const draftKey = `loss:${personId}`;
  const { form, restored, forget } = useDraftedForm<LossValues>(draftKey, defaults, {
    // checked by the shared schema before the confirmation; `confirmed` is added when it is sent
    resolver: (values, ctx, options) => zodResolver(LossBodySchema.omit({ confirmed: true }) as never)(toBody(values) as never, ctx, options as never),
  });
  const errors = form.formState.errors;
  // the values being confirmed, as typed
  const [confirming, setConfirming] = useState<LossValues | null>(null);
  const [sending, setSending] = useState(false);
  const chosen = confirming ? choices.find((c) => c.value === confirming.kind) : undefined;

  const record = useRecordLoss(personId);

  async function send(values: LossValues) {
    setSending(true);
    try {
      const res = await record.mutateAsync({ ...toBody(values), confirmed: true } as LossBody);
      toast.success(res.message);
      forget();
      onDone();
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as Path<LossValues>, { message: m });
      toast.error(getErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (confirming && chosen) {
    return (
      <ConfirmStep
        title={
          <>
            {chosen.label} · <DateText date={confirming.date} />
          </>
        }
        tone="quiet"
        confirmLabel={t('records.loss.confirm')}
        backLabel={t('records.goBack')}
        busy={sending}
        onConfirm={() => void send(confirming)}
        onBack={() => setConfirming(null)}
      >
        <p className="mt-2 text-sm">
          {t(
            confirming.kind.startsWith('baby:')
              ? 'records.loss.changesBaby'
              : confirming.kind === 'stillbirth'
                ? 'records.loss.changesStillbirth'
                : 'records.loss.changesPregnancy',
          )}
        </p>
        {confirming.kind === 'stillbirth' && confirming.delivery.outcome && confirming.delivery.place ? (
          <p className="mt-2 text-sm" data-testid="loss-delivery">
            {t('records.loss.deliveryCounted')}: {t(`records.hmis.outcomes.${confirming.delivery.outcome}`)} · {t(`records.place.${confirming.delivery.place}`)}{' '}
            · {localDigits(confirming.delivery.birthTime, lang)}
          </p>
        ) : null}
      </ConfirmStep>
    );
  }

  const err = (path: string) => fieldError(errorAt(errors, path));
  const stillbirth = form.watch('kind') === 'stillbirth';
  const place = form.watch('delivery.place');
  // the resolver hands on the API's shape; the confirmation shows the choice as made
  return (
    <form
      noValidate
      aria-label={t('records.loss.title')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(e) => void form.handleSubmit(() => setConfirming(form.getValues()))(e)}
    >
      {restored ? <DraftNote>{t('records.draftRestored')}</DraftNote> : null}
      <SelectField label={t('records.loss.what')} error={fieldError(errors.kind)} {...form.register('kind')}>
        <option value="">{t('records.choose')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DateField label={t('records.loss.date')} name="date" value={field.value} onChange={field.onChange} error={fieldError(errors.date)} />
        )}
      />
      {stillbirth ? (
        <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('records.loss.delivery')}</legend>
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">{t('records.loss.deliveryHint')}</p>
          <TextField type="time" label={t('records.birthTime')} error={err('delivery.birthTime')} {...form.register('delivery.birthTime')} />
          <BirthPlaceSelect field={form.register('delivery.place')} error={err('delivery.place')} />
          <DeliveryQuestions place={place} field={(name) => form.register(`delivery.${name}`)} err={(name) => err(`delivery.${name}`)} />
          <SelectField label={t('records.sex')} error={err('delivery.sex')} {...form.register('delivery.sex')}>
            <option value="">{t('records.choose')}</option>
            {sexChoices(t).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('records.hmis.outcome')} error={err('delivery.outcome')} {...form.register('delivery.outcome')}>
            <option value="">{t('records.choose')}</option>
            <option value="freshStillbirth">{t('records.hmis.outcomes.freshStillbirth')}</option>
            <option value="maceratedStillbirth">{t('records.hmis.outcomes.maceratedStillbirth')}</option>
          </SelectField>
          <TextField
            type="number"
            inputMode="numeric"
            label={t('records.birthWeight')}
            error={err('delivery.birthWeight')}
            {...form.register('delivery.birthWeight')}
          />
        </fieldset>
      ) : null}
      <FormActions className="sm:col-span-2">
        <Button type="submit">{t('records.loss.next')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            forget();
            onCancel();
          }}
        >
          {t('records.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}
