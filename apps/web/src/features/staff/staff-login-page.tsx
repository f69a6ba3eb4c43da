import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { StaffLoginBodySchema } from '@mamata/core/schemas/staff';
import type { z } from 'zod';
import { getErrorMessage } from '../../lib/api-client.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { staffPaths } from '../../lib/paths.ts';
import { PreferenceControls } from '../../components/preference-controls.tsx';
import { startStaffSession, useStaffToken } from './staff-session.ts';
import { logInStaff } from './api/log-in-staff.ts';
import { LogoMark } from '../../components/logo.tsx';

type Values = z.input<typeof StaffLoginBodySchema>;

/** Staff login: its own form and session, apart from mothers'. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const token = useStaffToken();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(StaffLoginBodySchema), defaultValues: { mobile_number: '', password: '' } });
  const title = t('staff.login.title');
  // the page names itself, in her language, as every other page does (WCAG 2.4.2)
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
  if (token) return <Navigate to={staffPaths.people} replace />;

  async function onSubmit(values: Values) {
    setError(null);
    try {
      const res = await logInStaff(values);
      startStaffSession(res.token, values.mobile_number);
      await navigate(staffPaths.people, { replace: true });
    } catch (e) {
      setError(getErrorMessage(e));
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <div className="flex justify-end p-3">
        <PreferenceControls />
      </div>
      <main id="main" className="flex flex-1 items-start justify-center px-4 sm:items-center">
        <div className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <LogoMark size={56} className="mx-auto h-14 w-14" />
          <h1 className="mt-3 text-center text-2xl font-bold">{t('staff.login.title')}</h1>
          <p className="mt-1 text-center text-sm text-slate-600 dark:text-slate-400">{t('staff.login.help')}</p>
          <form noValidate className="mt-6 space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
            <TextField
              label={t('login.mobileLabel')}
              inputMode="tel"
              autoComplete="username"
              error={fieldError(form.formState.errors.mobile_number)}
              {...form.register('mobile_number')}
            />
            <PasswordField
              label={t('login.passwordLabel')}
              autoComplete="current-password"
              error={fieldError(form.formState.errors.password)}
              {...form.register('password')}
            />
            <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
              {t('staff.login.submit')}
            </Button>
            <p role="alert" className="min-h-6 text-center text-sm font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          </form>
        </div>
      </main>
    </div>
  );
}
