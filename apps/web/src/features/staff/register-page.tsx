import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RegisterMotherBodySchema, type RegisterMotherBody } from '@mamata/core/schemas/staff';
import { RegisterBabyBodySchema } from '@mamata/core/schemas/records';
import { DateField } from '../../components/ui/date-field.tsx';
import { RecordForm, type FieldSpec } from './records/record-form.tsx';
import { usePostOptions } from './use-post-options.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withoutEmpty } from '../../lib/without-empty.ts';
import { staffApi } from './staff-session.ts';

/** Register a pregnant mother or a baby; the one-time password is shown once, printable, to hand over. */
export function RegisterPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ id: string; oneTimePassword: string; name: string; mobile: string } | null>(null);
  const [kind, setKind] = useState<'mother' | 'baby'>('mother');
  const { lang } = usePreferences();
  const posts = usePostOptions();
  // an administrator registers at a health post of their palika; health-post staff at their own
  const postField: FieldSpec[] = posts
    ? [
        {
          name: 'healthPostId',
          label: t('records.healthPost'),
          kind: 'select',
          options: posts.map((p) => ({ value: String(p.id), label: lang === 'ne' ? p.name_ne : p.name })),
        },
      ]
    : [];
  const form = useForm<RegisterMotherBody>({
    resolver: (values, ctx, options) => zodResolver(RegisterMotherBodySchema)(withoutEmpty(values) as RegisterMotherBody, ctx, options as never) as never,
    defaultValues: { first_name: '', last_name: '', mobile_number: '', address: '', lastMenstrualPeriod: '' },
  });

  async function onSubmit(values: RegisterMotherBody) {
    try {
      const res = await staffApi.post<{ id: string; oneTimePassword: string; message: string }>('/staff/people/mother', withoutEmpty(values));
      toast.success(res.message);
      setDone({ id: res.id, oneTimePassword: res.oneTimePassword, name: `${values.first_name} ${values.last_name}`, mobile: String(values.mobile_number) });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['staff', 'people'] });
    } catch (error) {
      // keep what the nurse typed; put the server's messages beside their fields
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as keyof RegisterMotherBody, { message: m });
      toast.error(getErrorMessage(error));
    }
  }

  if (done) {
    return (
      <section
        className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        aria-labelledby="done-title"
      >
        <h1 id="done-title" className="text-2xl font-bold">
          {t('staff.register.done')}: {done.name}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{done.mobile}</p>
        <p className="mt-6 text-sm font-semibold">{t('staff.register.otpLabel')}</p>
        <p className="mt-1 font-mono text-3xl tracking-widest" data-testid="one-time-password">
          {done.oneTimePassword}
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('staff.register.otpNote')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2 print:hidden">
          <button type="button" onClick={() => window.print()} className="rounded-xl border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
            {t('staff.register.print')}
          </button>
          <Link to={`/staff/people/${done.id}`} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
            {t('staff.register.open')}
          </Link>
          <button type="button" onClick={() => setDone(null)} className="rounded-xl border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
            {t('staff.register.another')}
          </button>
        </div>
      </section>
    );
  }

  const e = form.formState.errors;
  return (
    <section aria-labelledby="register-title">
      <div role="tablist" aria-label={t('staff.nav.register')} className="mb-4 inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {(['mother', 'baby'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${kind === k ? 'bg-white shadow dark:bg-slate-900' : ''}`}
          >
            {k === 'mother' ? t('records.registerMother') : t('records.registerBaby')}
          </button>
        ))}
      </div>
      <h1 id="register-title" className="text-2xl font-bold">
        {kind === 'mother' ? t('staff.register.title') : t('records.registerBaby')}
      </h1>
      {kind === 'baby' ? (
        <>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('records.babyIntro')}</p>
          <div className="mt-6 max-w-3xl">
            <RecordForm
              schema={RegisterBabyBodySchema}
              className="sm:grid-cols-2"
              fields={[
                { name: 'first_name', label: t('staff.register.firstName'), kind: 'text' },
                { name: 'last_name', label: t('staff.register.lastName'), kind: 'text' },
                { name: 'mobile_number', label: t('staff.register.mobile'), kind: 'text' },
                { name: 'address', label: t('staff.register.address'), kind: 'text' },
                { name: 'birthDate', label: t('records.birthDate'), kind: 'date' },
                {
                  name: 'sex',
                  label: t('records.sex'),
                  kind: 'select',
                  options: [
                    { value: 'female', label: t('records.girl') },
                    { value: 'male', label: t('records.boy') },
                    { value: 'other', label: t('records.otherSex') },
                  ],
                },
                { name: 'birthWeight', label: t('records.weightGrams'), kind: 'number' },
                { name: 'birthHeight', label: t('records.heightInches'), kind: 'decimal' },
                ...postField,
              ]}
              defaults={{ first_name: '', last_name: '', mobile_number: '', address: '', birthDate: '', sex: 'female' }}
              submitLabel={t('staff.register.submit')}
              send={async (v) => {
                const res = await staffApi.post<{ id: string; oneTimePassword: string; message: string }>('/staff/people/baby', v);
                setDone({ id: res.id, oneTimePassword: res.oneTimePassword, name: `${v.first_name} ${v.last_name}`, mobile: String(v.mobile_number) });
                await queryClient.invalidateQueries({ queryKey: ['staff', 'people'] });
                return res;
              }}
            />
          </div>
        </>
      ) : (
        <form noValidate className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onSubmit)}>
          <TextField label={t('staff.register.firstName')} error={fieldError(e.first_name)} {...form.register('first_name')} />
          <TextField label={t('staff.register.lastName')} error={fieldError(e.last_name)} {...form.register('last_name')} />
          <TextField label={t('staff.register.mobile')} inputMode="tel" error={fieldError(e.mobile_number)} {...form.register('mobile_number')} />
          <TextField label={t('staff.register.address')} error={fieldError(e.address)} {...form.register('address')} />
          <Controller
            control={form.control}
            name="lastMenstrualPeriod"
            render={({ field }) => (
              <DateField label={t('staff.register.lmp')} value={field.value ?? ''} onChange={field.onChange} error={fieldError(e.lastMenstrualPeriod)} />
            )}
          />
          <Controller
            control={form.control}
            name="deliveryDueDate"
            render={({ field }) => (
              <DateField
                label={t('staff.register.due')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError(e.deliveryDueDate)}
                yearsAhead={2}
              />
            )}
          />
          <TextField
            type="number"
            step="0.1"
            inputMode="decimal"
            label={t('staff.register.height')}
            error={fieldError(e.height)}
            {...form.register('height')}
          />
          <TextField
            type="number"
            step="0.1"
            inputMode="decimal"
            label={t('staff.register.weight')}
            error={fieldError(e.weight)}
            {...form.register('weight')}
          />
          <TextField
            label={t('staff.register.emergency')}
            inputMode="tel"
            error={fieldError(e.emergency_phone_number)}
            {...form.register('emergency_phone_number')}
          />
          {posts ? (
            <label className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
              {t('records.healthPost')}
              <select
                className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-3 text-base dark:border-slate-700 dark:bg-slate-900"
                {...form.register('healthPostId')}
              >
                {posts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {lang === 'ne' ? p.name_ne : p.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={form.formState.isSubmitting}
              className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
            >
              {form.formState.isSubmitting ? <Spinner className="h-4 w-4" /> : null}
              {t('staff.register.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
