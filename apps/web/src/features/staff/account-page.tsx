import { useState } from 'react';
import { OnlineOnlyNote } from './online-only-note.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { Button } from '../../components/ui/button.tsx';
import { ToastsStaySwitch } from '../../components/ui/switch.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { useChangeMyPassword } from './api/change-my-password.ts';
import { useStaffMe } from './api/get-staff-me.ts';

const EMPTY = { oldPassword: '', newPassword: '', again: '' };
type Values = typeof EMPTY;

/**
 * "My account": who I am, and my own password. docs/spec/decisions.md "Change password: no client rules": the
 * server checks the current password, the length and that the new one differs, and its field
 * messages show beside the fields; the only check here is that the new password was typed the same
 * twice (a typo would lock a nurse out). On success the server ends my other sessions and keeps
 * this one; the form clears so the passwords do not stay on a shared computer's screen.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const me = useStaffMe();
  const fieldError = useFieldError();
  // no resolver: the server holds the password rules (docs/spec/decisions.md), the form only compares the two new ones
  const form = useForm<Values>({ defaultValues: EMPTY });
  // remounts the fields after a success, so each show/hide toggle is back to "hidden"
  const [formKey, setFormKey] = useState(0);
  const pending = form.formState.isSubmitting;
  const change = useChangeMyPassword();

  async function onSubmit(values: Values) {
    try {
      const res = await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      toast.success(res.message);
      form.reset(EMPTY);
      setFormKey((k) => k + 1);
    } catch (error) {
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as keyof Values, { message: m });
      toast.error(getErrorMessage(error));
    }
  }

  const field = (name: keyof Values) => ({
    ...form.register(name, name === 'again' ? { validate: (again, all) => again === all.newPassword || t('staffAdmin.account.mismatch') } : {}),
    error: fieldError(form.formState.errors[name]),
  });

  const staff = me.data?.staff;
  const place = staff?.healthPost ?? staff?.palika;
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold">{t('staffAdmin.account.title')}</h1>
      <OnlineOnlyNote what="account" />
      {staff ? (
        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] dark:bg-slate-900 dark:ring-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staffAdmin.account.name')}</dt>
          <dd className="font-semibold">{staff.full_name}</dd>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staffAdmin.account.role')}</dt>
          <dd>{t(`staffAdmin.roles.${staff.role}`)}</dd>
          {place ? (
            <>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staffAdmin.account.place')}</dt>
              <dd>{lang === 'ne' ? place.name_ne : place.name}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <section aria-labelledby="change-password-title" className="mt-8">
        <h2 id="change-password-title" className="text-xl font-bold">
          {t('staffAdmin.account.passwordTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('staffAdmin.account.rules')}</p>
        <form
          key={formKey}
          noValidate
          aria-labelledby="change-password-title"
          onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
          className="mt-4 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <PasswordField label={t('staffAdmin.account.current')} autoComplete="current-password" {...field('oldPassword')} />
          <PasswordField label={t('staffAdmin.account.new')} autoComplete="new-password" {...field('newPassword')} />
          <PasswordField label={t('staffAdmin.account.again')} autoComplete="new-password" {...field('again')} />
          <div>
            <Button type="submit" busy={pending}>
              {t('staffAdmin.account.submit')}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="screen-messages-title" className="mt-8">
        <h2 id="screen-messages-title" className="text-xl font-bold">
          {t('prefs.toastsStay.title')}
        </h2>
        <div className="mt-2 rounded-2xl bg-white px-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <ToastsStaySwitch />
        </div>
      </section>
    </div>
  );
}
