import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { COMPLICATION_WORDS, DEATH_TIMING_WORDS } from '@mamata/core/hmis/rules';
import { MATERNAL_DEATH_TIMINGS, OBSTETRIC_COMPLICATIONS } from '@mamata/core/hmis/register';
import { ObstetricEventBodySchema, type ObstetricEventBody } from '@mamata/core/schemas/hmis';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { useDraftedForm } from '../../../lib/use-drafted-form.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { useObstetricEvents } from '../api/get-obstetric-events.ts';
import { useRecordObstetricEvent, useVoidObstetricEvent } from '../api/record-obstetric-event.ts';

/** What the form holds: the choice as `<kind>:<code>` ('' for none) and the date. */
interface EventValues {
  what: string;
  occurredOn: string;
}

/** The form's values as the API takes them. */
function toBody({ what, occurredOn }: EventValues): ObstetricEventBody {
  const [kind, code] = what.split(':');
  return { kind, code, occurredOn } as ObstetricEventBody;
}

/**
 * Her obstetric complications and maternal death, as the HMIS 9.3 sheet counts them
 * (docs/decisions/025-hmis-month.md): the list, a form to record one, and "remove" for one entered by
 * mistake (kept and superseded, the reason audited).
 */
export function ObstetricEvents({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const fieldError = useFieldError();
  const events = useObstetricEvents(personId);
  const [removing, setRemoving] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const defaults: EventValues = { what: '', occurredOn: nepalToday() };
  const { form, forget } = useDraftedForm<EventValues>(`obstetric-event:${personId}`, defaults, {
    // the schema's `kind` and `code` are one select here: their messages show on it
    resolver: async (values, ctx, options) => {
      const checked = await zodResolver(ObstetricEventBodySchema as never)(toBody(values) as never, ctx, options as never);
      const errors = checked.errors as Record<string, unknown>;
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      const what = errors.kind ?? errors.code;
      return { values: {}, errors: { ...(what ? { what } : {}), ...(errors.occurredOn ? { occurredOn: errors.occurredOn } : {}) } as never };
    },
  });
  const wordsOf = (kind: string, code: string) => {
    const words =
      kind === 'maternalDeath' ? DEATH_TIMING_WORDS[code as keyof typeof DEATH_TIMING_WORDS] : COMPLICATION_WORDS[code as keyof typeof COMPLICATION_WORDS];
    const prefix = kind === 'maternalDeath' ? `${t('records.hmis.events.kinds.maternalDeath')}: ` : '';
    return `${prefix}${words ? words[lang] : code}`;
  };
  const record = useRecordObstetricEvent(personId);
  const voidOne = useVoidObstetricEvent(personId);

  async function send(values: EventValues) {
    setBusy(true);
    try {
      const res = await record.mutateAsync(toBody(values));
      toast.success(res.message);
      forget();
      form.reset(defaults);
    } catch (error) {
      if (error instanceof ApiError) form.setError('what', { message: Object.values(error.fieldErrors)[0] ?? '' });
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(eventId: string) {
    setBusy(true);
    try {
      const res = await voidOne.mutateAsync({ eventId, reason });
      toast.success(res.message);
      setRemoving(null);
      setReason('');
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="obstetric-events-title"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="obstetric-events-title" className="text-lg font-semibold">
        {t('records.hmis.events.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('records.hmis.sheetNote')}</p>
      {events.isPending ? <LoadingState /> : null}
      {events.isError ? <ErrorState message={getErrorMessage(events.error)} onRetry={() => void events.refetch()} /> : null}
      {events.data ? (
        events.data.events.length === 0 ? (
          <p className="mt-2 text-sm">{t('records.hmis.events.none')}</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="obstetric-events">
            {events.data.events.map((e) => (
              <li key={e.id} className="text-sm">
                <DateText date={e.occurredOn} /> · {wordsOf(e.kind, e.code)}{' '}
                {removing === e.id ? (
                  <span className="mt-2 flex flex-wrap items-end gap-2">
                    <TextField label={t('records.hmis.events.reason')} value={reason} onChange={(ev) => setReason(ev.target.value)} />
                    <Button variant="danger" disabled={busy || reason.trim() === ''} onClick={() => void remove(e.id)}>
                      {t('records.hmis.events.remove')}
                    </Button>
                    <Button variant="secondary" onClick={() => setRemoving(null)}>
                      {t('records.cancel')}
                    </Button>
                  </span>
                ) : (
                  <Button variant="secondary" className="ml-2" onClick={() => setRemoving(e.id)}>
                    {t('records.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form noValidate className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3" onSubmit={form.handleSubmit((v) => send(v))}>
        <SelectField label={t('records.hmis.events.kind')} error={fieldError(form.formState.errors.what)} {...form.register('what')}>
          <option value="">{t('records.choose')}</option>
          <optgroup label={t('records.hmis.events.kinds.complication')}>
            {OBSTETRIC_COMPLICATIONS.map((c) => (
              <option key={c} value={`complication:${c}`}>
                {COMPLICATION_WORDS[c][lang]}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('records.hmis.events.kinds.maternalDeath')}>
            {MATERNAL_DEATH_TIMINGS.map((d) => (
              <option key={d} value={`maternalDeath:${d}`}>
                {DEATH_TIMING_WORDS[d][lang]}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <Controller
          control={form.control}
          name="occurredOn"
          render={({ field }) => (
            <DateField
              label={t('records.hmis.events.occurredOn')}
              name="occurredOn"
              value={field.value}
              onChange={field.onChange}
              error={fieldError(form.formState.errors.occurredOn)}
            />
          )}
        />
        <div className="flex items-end">
          <Button type="submit" busy={busy}>
            {t('records.hmis.events.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
