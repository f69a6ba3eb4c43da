import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChangePasswordBodySchema } from '@mamata/core/schemas/auth';
import { api, ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { providerKeys } from '../../lib/provider-keys.ts';
import { persistPreferences } from '../../lib/preferences.ts';

type Values = { oldPassword: string; newPassword: string; confirm: string };

/**
 * After a first login with the health post's one-time password, she chooses her own before
 * anything else (the server refuses other calls until she does).
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const [mismatch, setMismatch] = useState(false);
  // The shared schema validates what is sent; `confirm` is checked here and never leaves the phone.
  const form = useForm<Values>({ resolver: zodResolver(ChangePasswordBodySchema) as never, defaultValues: { oldPassword: '', newPassword: '', confirm: '' } });

  async function onSubmit(values: Values) {
    if (values.newPassword !== form.getValues('confirm')) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    try {
      const res = await api.patch<{ message: string }>('/provider/change-password', { oldPassword: values.oldPassword, newPassword: values.newPassword });
      toast.success(res.message);
      // her language and calendar again, now that every call is open to her (in case the first report was lost)
      persistPreferences();
      await queryClient.invalidateQueries({ queryKey: providerKeys.me });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) form.setError(field as keyof Values, { message });
      }
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h1 className="text-2xl font-bold">{t('choosePassword.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('choosePassword.intro')}</p>
      <form noValidate className="mt-6 space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
        <PasswordField
          label={t('choosePassword.old')}
          autoComplete="current-password"
          error={fieldError(form.formState.errors.oldPassword)}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('choosePassword.new')}
          autoComplete="new-password"
          error={fieldError(form.formState.errors.newPassword)}
          {...form.register('newPassword')}
        />
        <p className="-mt-3 text-xs text-slate-500">{t('choosePassword.hint')}</p>
        <PasswordField
          label={t('choosePassword.confirm')}
          autoComplete="new-password"
          error={mismatch ? t('choosePassword.mismatch') : undefined}
          {...form.register('confirm')}
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
          {t('choosePassword.submit')}
        </Button>
      </form>
    </div>
  );
}
