import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LANGS, type Lang } from '@mamata/core/preferences';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { api, ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { setPreference, usePreferences } from '../../lib/preferences.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { LogoutDialog } from '../../components/logout-dialog.tsx';

const secondaryButton = 'min-h-12 rounded-xl border border-slate-300 px-5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
const primaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/** Each language named in itself, so a reader finds hers whatever the screen is in. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ne: 'नेपाली' };

/** Spec §2 language modal: English or Nepali, applied at once everywhere and stored (`lang`). */
export function LanguageModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  return (
    <Dialog title={t('profile.language.title')} onClose={onClose}>
      <fieldset>
        <legend className="sr-only">{t('profile.language.title')}</legend>
        <div className="space-y-3">
          {LANGS.map((l) => (
            <label
              key={l}
              lang={l}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 text-lg font-semibold ${lang === l ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40' : 'border-slate-200 dark:border-slate-700'}`}
            >
              <input
                type="radio"
                name="language"
                value={l}
                checked={lang === l}
                onChange={() => setPreference('lang', l)}
                className="h-5 w-5 accent-brand-700"
              />
              <span className="lang-name">{LANGUAGE_NAMES[l]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={onClose} className={primaryButton}>
          {t('profile.language.done')}
        </button>
      </div>
    </Dialog>
  );
}

/** Spec §2 logout confirmation: Yes logs out (spec §4), No closes. A failure keeps her logged in, with a toast. */
/** The profile's logout asks first, like every logout (the shared dialog). */
export function LogoutModal({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  return <LogoutDialog onClose={onClose} onConfirm={() => logout.mutate()} pending={logout.isPending} />;
}

type PasswordErrors = Partial<Record<'oldPassword' | 'newPassword', string>>;

/**
 * Spec §2 change password: old and new password with show/hide, `PATCH provider/change-password`,
 * the server's message as a toast. docs/spec/decisions.md: the client sends as specified and the server
 * checks (8 characters at least, different from the old, old must match); its field messages show
 * beside the fields and what was typed stays. On success the server ends her other sessions.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const res = await api.patch<{ message: string }>('/provider/change-password', values);
      toast.success(res.message);
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      toast.error(getErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Dialog title={t('profile.password.title')} onClose={onClose}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <PasswordField label={t('profile.password.old')} autoComplete="current-password" autoFocus {...field('oldPassword')} />
        <div>
          <PasswordField label={t('profile.password.new')} autoComplete="new-password" {...field('newPassword')} />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('profile.password.hint')}</p>
        </div>
        <FormActions className="justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('profile.cancel')}
          </button>
          <Button type="submit" busy={pending}>
            {t('profile.password.submit')}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
