import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import type { LossKind } from '@mamata/core/schemas/records';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { staffApi } from '../staff-session.ts';
import { Button } from '../../../components/ui/button.tsx';

const selectClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-3 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

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
  const fieldError = useFieldError();
  const choices: { value: string; label: string; kind: LossKind; babyId?: string }[] = [
    ...(pregnancyOpen
      ? [
          { value: 'miscarriage', label: t('records.loss.miscarriage'), kind: 'miscarriage' as const },
          { value: 'stillbirth', label: t('records.loss.stillbirth'), kind: 'stillbirth' as const },
        ]
      : []),
    ...babies.map((b) => ({ value: `baby:${b.id}`, label: t('records.loss.babyDeath', { name: b.name }), kind: 'babyDeath' as const, babyId: b.id })),
  ];
  const [choice, setChoice] = useState('');
  const [date, setDate] = useState(nepalToday());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const chosen = choices.find((c) => c.value === choice);

  async function send() {
    if (!chosen) return;
    setSending(true);
    try {
      const res = await staffApi.post<{ message: string }>(`/staff/people/${personId}/loss`, {
        kind: chosen.kind,
        date,
        ...(chosen.babyId ? { babyId: chosen.babyId } : {}),
        confirmed: true,
      });
      toast.success(res.message);
      onDone();
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(getErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (confirming && chosen) {
    return (
      <div role="group" aria-labelledby="loss-confirm-title" className="rounded-xl border-2 border-slate-400 p-4">
        <h3 id="loss-confirm-title" className="font-bold">
          {chosen.label} · <DateText date={date} />
        </h3>
        <p className="mt-2 text-sm">{t(chosen.kind === 'babyDeath' ? 'records.loss.changesBaby' : 'records.loss.changesPregnancy')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button disabled={sending} onClick={() => void send()}>
            {sending ? <Spinner className="h-4 w-4" /> : null}
            {t('records.loss.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('records.goBack')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('records.loss.title')}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) setErrors({ kind: 'validation.lossKind' });
        else setConfirming(true);
      }}
    >
      <div>
        <label className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('records.loss.what')}
          <select className={selectClass} value={choice} onChange={(e) => setChoice(e.target.value)} aria-invalid={errors.kind ? true : undefined}>
            <option value="">{t('records.choose')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {errors.kind ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{fieldError({ message: errors.kind })}</p> : null}
      </div>
      <DateField label={t('records.loss.date')} name="date" value={date} onChange={setDate} error={fieldError({ message: errors.date })} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit">{t('records.loss.next')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('records.cancel')}
        </Button>
      </div>
    </form>
  );
}
