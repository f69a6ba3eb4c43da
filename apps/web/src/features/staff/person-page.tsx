import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { AntenatalVisitBodySchema, type PersonDetailSchema } from '@mamata/core/schemas/staff';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { DateText } from '../../components/date-text.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withoutEmpty } from '../../lib/without-empty.ts';
import { staffApi } from './staff-session.ts';

type Detail = z.infer<typeof PersonDetailSchema>;
type VisitValues = z.input<typeof AntenatalVisitBodySchema>;

/** One person's record: pregnancy, visits, recording a visit, account actions (all audited server-side). */
export function PersonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const [otp, setOtp] = useState<string | null>(null);
  const key = ['staff', 'person', id];
  const detail = useQuery({ queryKey: key, queryFn: () => staffApi.get<Detail>(`/staff/people/${id}`) });
  const form = useForm<VisitValues>({
    resolver: (values, ctx, options) => zodResolver(AntenatalVisitBodySchema)(withoutEmpty(values) as VisitValues, ctx, options as never) as never,
    defaultValues: { visitDate: nepalToday(), notes: '' },
  });
  const recordVisit = useMutation({
    mutationFn: (values: VisitValues) => staffApi.post<{ message: string }>(`/staff/people/${id}/visits`, withoutEmpty(values)),
    onSuccess: async (res) => {
      toast.success(res.message);
      form.reset({ visitDate: nepalToday(), notes: '' });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as keyof VisitValues, { message: m });
      toast.error(getErrorMessage(error));
    },
  });
  const setActive = useMutation({
    mutationFn: (active: boolean) => staffApi.patch<{ message: string }>(`/staff/people/${id}/active`, { active }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const reset = useMutation({
    mutationFn: () => staffApi.post<{ message: string; oneTimePassword: string }>(`/staff/people/${id}/reset-password`),
    onSuccess: async (res) => {
      toast.success(res.message);
      setOtp(res.oneTimePassword);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState message={getErrorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const { person, pregnancy, visits } = detail.data;
  const e = form.formState.errors;

  return (
    <div className="space-y-6">
      <Link to="/staff" className="text-sm text-brand-800 underline dark:text-brand-300">
        ← {t('staff.person.back')}
      </Link>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <h1 className="text-2xl font-bold">{person.full_name}</h1>
        <p className="text-slate-600 dark:text-slate-300">
          {person.mobile_number} · {person.address}
        </p>
        <p className={`mt-1 text-sm ${person.active ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
          {person.active ? t('staff.people.active') : t('staff.people.inactive')}
          {person.mustChangePassword ? ` · ${t('staff.person.mustChange')}` : ''}
        </p>
        {pregnancy ? (
          <dl className="mt-4 grid gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-500">{t('staff.person.lmp')}</dt>
              <dd>
                <DateText date={pregnancy.lastMenstrualPeriod} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">{t('staff.person.due')}</dt>
              <dd>
                <DateText date={pregnancy.deliveryDueDate} />
              </dd>
            </div>
            {person.gestationalWeek !== null ? (
              <div>
                <dt className="text-sm text-slate-500">{t('staff.person.week')}</dt>
                <dd>{t('staff.people.week', { week: person.gestationalWeek })}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate(!person.active)}
            className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700"
          >
            {person.active ? t('staff.person.deactivate') : t('staff.person.activate')}
          </button>
          <button
            type="button"
            disabled={reset.isPending}
            onClick={() => reset.mutate()}
            className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700"
          >
            {t('staff.person.reset')}
          </button>
        </div>
        {otp ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
            {t('staff.register.otpLabel')}:{' '}
            <span className="font-mono text-xl tracking-widest" data-testid="one-time-password">
              {otp}
            </span>
          </p>
        ) : null}
      </section>

      {pregnancy ? (
        <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" aria-labelledby="visits-title">
          <h2 id="visits-title" className="text-lg font-bold">
            {t('staff.person.visits')}
          </h2>
          {visits.length === 0 ? (
            <p className="mt-2 text-slate-500">{t('staff.person.noVisits')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-slate-500">
                    <th className="py-2 pr-3 font-medium">{t('staff.person.date')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.week')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.bp')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.water')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.weight')}</th>
                    <th className="py-2 font-medium">{t('staff.person.notes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {visits.map((v) => (
                    <tr key={v.id} className="border-t border-slate-100 dark:border-slate-800">
                      <td className="py-2 pr-3">
                        <DateText date={v.visitDate} />
                      </td>
                      <td className="py-2 pr-3">{v.gestationalWeek}</td>
                      <td className="py-2 pr-3">{v.systolicPressure && v.diastolicPressure ? `${v.systolicPressure}/${v.diastolicPressure}` : '–'}</td>
                      <td className="py-2 pr-3">{v.waterLevel ?? '–'}</td>
                      <td className="py-2 pr-3">{v.weight ?? '–'}</td>
                      <td className="py-2">{v.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="mt-6 font-semibold">{t('staff.person.recordVisit')}</h3>
          <form noValidate className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={form.handleSubmit((v) => recordVisit.mutate(v))}>
            <TextField type="date" label={t('staff.person.date')} error={fieldError(e.visitDate)} {...form.register('visitDate')} />
            <TextField
              type="number"
              inputMode="numeric"
              label={t('staff.person.systolic')}
              error={fieldError(e.systolicPressure)}
              {...form.register('systolicPressure')}
            />
            <TextField
              type="number"
              inputMode="numeric"
              label={t('staff.person.diastolic')}
              error={fieldError(e.diastolicPressure)}
              {...form.register('diastolicPressure')}
            />
            <TextField
              type="number"
              step="0.1"
              inputMode="decimal"
              label={t('staff.person.water')}
              error={fieldError(e.waterLevel)}
              {...form.register('waterLevel')}
            />
            <TextField
              type="number"
              step="0.1"
              inputMode="decimal"
              label={t('staff.person.weight')}
              error={fieldError(e.weight)}
              {...form.register('weight')}
            />
            <TextField label={t('staff.person.notes')} error={fieldError(e.notes)} {...form.register('notes')} />
            <div className="sm:col-span-3">
              <button
                type="submit"
                disabled={recordVisit.isPending}
                className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
              >
                {recordVisit.isPending ? <Spinner className="h-4 w-4" /> : null}
                {t('staff.person.save')}
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
