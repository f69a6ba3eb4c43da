import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { toast } from '../../lib/notify.ts';
import { normaliseMobileNumber } from '@mamata/core/preferences';
import type { LoginBody, LoginResponse, Provider } from '@mamata/core/schemas/auth';
import { ApiError } from '../../lib/api-client.ts';
import { persistPreferences, usePreferences } from '../../lib/preferences.ts';
import { startSession } from '../../lib/session.ts';
import { claimDrafts } from '../../lib/form-draft.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { useLazyForm } from '../../lib/use-lazy-form.ts';
import { PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PreferenceControls } from '../../components/preference-controls.tsx';
import { providerKeys } from '../../lib/provider-keys.ts';
import { loginProvider, lookupBaseUrl } from './api/auth-calls.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { api } from '../../lib/api-client.ts';
import { LogoMark } from '../../components/logo.tsx';

// the code form is loaded only when she asks for it: the login page's own script stays as small (bench/README.md)
const LoginCodeForm = lazy(() => import('./login-code-form.tsx'));

/** Thrown to keep the typed values after a failed login (the lazy form clears them only on success). */
class KeepTyped extends Error {}

/**
 * Spec §2 login screen and §4 login sequence: look up the number's base address (stored as
 * `base`), then log in; an active account gets a session, an inactive one a toast and nothing.
 * A failure is said once to a screen reader: the form's own alert below the button says it (and stays),
 * the toast shows it too but silently (lib/notify.ts).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lookupPending, setLookupPending] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [lockedOut, setLockedOut] = useState(false);
  /** Logging in with a code from an SMS instead of the password (forgotten, or locked out). */
  const [byCode, setByCode] = useState(false);
  const resolvedFor = useRef<string | null>(null);
  usePageMeta('login');
  const { theme } = usePreferences();
  // The picture behind the form is a setting an administrator can change (spec §7).
  const background = useQuery({
    queryKey: ['login-bg-image'],
    queryFn: () => api.get<{ setting: { login_bg_image: string | null } }>('/admin/login-bg-image/setting'),
    staleTime: 60 * 60_000,
  });
  const bgImage = background.data?.setting.login_bg_image;
  // The shared schema is loaded when she first touches the form, not with the page (bench/README.md).
  // Offline before the app was saved on this phone that file does not come: she is told there is no connection.
  const loadSchema = async () => {
    try {
      return (await import('@mamata/core/schemas/auth')).LoginBodySchema;
    } catch (error) {
      setInlineError(t('errors.network'));
      toast.error(t('errors.network'), { silent: true });
      throw error;
    }
  };
  const form = useLazyForm({
    fields: ['mobile_number', 'password'] as const,
    loadSchema,
    submit: async (values) => {
      // a failed login throws so that what she typed stays in the form
      if (!(await onSubmit(values as LoginBody))) throw new KeepTyped();
    },
  });

  /** Step 1-2. Resolves whether a base is known for this number. Empty input does nothing. */
  async function resolveBase(raw: string): Promise<boolean> {
    const mobile = normaliseMobileNumber(raw);
    if (!mobile.trim()) return false;
    if (resolvedFor.current === mobile && readStored(STORAGE_KEYS.base)) return true;
    setLookupPending(true);
    try {
      const res = await lookupBaseUrl(mobile);
      writeStored(STORAGE_KEYS.base, res.data.baseUrl);
      resolvedFor.current = mobile;
      return true;
    } catch (error) {
      writeStored(STORAGE_KEYS.base, null);
      resolvedFor.current = null;
      if (error instanceof ApiError && error.status === 404) setInlineError(t('login.notRegistered'));
      // no connection: "Network Error" (spec §8), also when the phone says it is offline
      else if (error instanceof ApiError && error.code === 'NETWORK') setInlineError(t('errors.network'));
      else if (error instanceof Error) setInlineError(error.message);
      return false;
    } finally {
      setLookupPending(false);
    }
  }

  /** Step 4-5 after a login (by password or by a code from an SMS): a session for an active account, a toast for an inactive one. */
  async function finishLogin(res: LoginResponse): Promise<boolean> {
    if (res.provider.active && res.token && 'registration_type' in res.provider) {
      const provider: Provider = res.provider;
      toast.success(res.message);
      startSession(res.token);
      // drafts left by someone else on this phone are not hers (lib/form-draft.ts)
      claimDrafts(provider.mobile_number);
      persistPreferences();
      writeStored(STORAGE_KEYS.mob, provider.mobile_number);
      writeStored(STORAGE_KEYS.reg, provider.registration_type);
      queryClient.setQueryData(providerKeys.me, { provider });
      await navigate('/', { replace: true });
      return true;
    }
    // one announcement (the form's alert); the toast of the spec is shown but not read out again
    setInlineError(t('login.inactive'));
    toast.error(t('login.inactive'), { silent: true });
    return false;
  }

  async function onSubmit(values: LoginBody): Promise<boolean> {
    setInlineError(null);
    if (!(await resolveBase(values.mobile_number))) return false;
    setLoggingIn(true);
    try {
      return await finishLogin(await loginProvider(values));
    } catch (error) {
      // too many failed tries: the way in by a code from an SMS is offered first (docs/decisions/026-login-lockout-and-proxies.md)
      if (error instanceof ApiError && error.status === 429) setLockedOut(true);
      const message =
        error instanceof ApiError && error.code === 'NETWORK' ? t('errors.network') : error instanceof Error ? error.message : t('errors.network');
      setInlineError(message);
      toast.error(message, { silent: true });
      return false;
    } finally {
      setLoggingIn(false);
    }
  }

  // The number she logged in with last time is put in once the page is live, and only into an empty
  // field she is not in: the prerendered page is wired up when first used (app/hydrate-on-demand.ts),
  // so she may already be in the field, and a number appearing there would run into her typing.
  const formRef = useRef<HTMLFormElement>(null);
  const { setValues } = form;
  useEffect(() => {
    const remembered = readStored(STORAGE_KEYS.mob);
    const input = formRef.current?.elements.namedItem('mobile_number');
    if (!remembered || !(input instanceof HTMLInputElement) || input.value || input === document.activeElement) return;
    setValues((v) => (v.mobile_number ? v : { ...v, mobile_number: remembered }));
  }, [setValues]);

  const mobileProps = form.field('mobile_number');
  const passwordProps = form.field('password');

  return (
    <div
      // the whole page is the form (and the administrator's background picture): wired up when idle
      data-hydrate="idle"
      className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white bg-cover bg-center dark:from-slate-900 dark:to-slate-950 dark:bg-none"
      style={bgImage && theme === 'light' && /^\/[\w/.-]+$/.test(bgImage) ? { backgroundImage: `url(${bgImage})` } : undefined}
    >
      {/* a landmark, so a screen reader's list of regions has everything on the page (axe "region") */}
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/home" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          ← {t('nav.home')}
        </Link>
        <PreferenceControls />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800">
          <div className="flex flex-col items-center text-center">
            <LogoMark size={72} label={t('login.logoAlt')} className="h-18 w-18" />
            {/* The official title block is Nepali in both languages, as on government health forms. */}
            <div lang="ne" className="mt-3 text-sm leading-snug text-slate-700 dark:text-slate-300">
              <p>नेपाल सरकार</p>
              <p>स्वास्थ्य तथा जनसंख्या मन्त्रालय</p>
              <p className="font-semibold text-brand-800 dark:text-brand-300">एकीकृत स्वास्थ्य व्यवस्थापन सूचना प्रणाली</p>
              <p>टेकु, काठमाडौँ</p>
            </div>
            <h1 className="mt-5 text-2xl font-bold">{t('login.heading')}</h1>
          </div>
          {byCode ? (
            <Suspense
              fallback={
                <div className="flex h-24 items-center justify-center text-brand-700 dark:text-brand-300">
                  <Spinner className="h-7 w-7" label={t('login.code.loading')} />
                </div>
              }
            >
              <LoginCodeForm
                initialMobile={form.values.mobile_number}
                resolveBase={resolveBase}
                finishLogin={finishLogin}
                onBack={() => {
                  setInlineError(null);
                  setByCode(false);
                }}
              />
            </Suspense>
          ) : (
            <>
              <form ref={formRef} className="mt-6 space-y-4" noValidate onSubmit={(e) => form.onSubmit(e).catch(() => undefined)}>
                <TextField
                  label={t('login.mobileLabel')}
                  placeholder={t('login.mobilePlaceholder')}
                  inputMode="tel"
                  autoComplete="username"
                  error={form.errors.mobile_number}
                  {...mobileProps}
                  onChange={(e) => {
                    setInlineError(null);
                    mobileProps.onChange(e);
                  }}
                  onFocus={() => void loadSchema()}
                  onBlur={(e) => {
                    mobileProps.onBlur();
                    // Look the number up as soon as it is complete, so "Log in" answers faster.
                    if (/^9\d{9}$/.test(normaliseMobileNumber(e.target.value))) void resolveBase(e.target.value);
                  }}
                />
                <PasswordField
                  label={t('login.passwordLabel')}
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                  error={form.errors.password}
                  {...passwordProps}
                  onChange={(e) => {
                    setInlineError(null);
                    passwordProps.onChange(e);
                  }}
                />
                <div className="pt-2">
                  {loggingIn ? (
                    <div className="flex h-12 items-center justify-center text-brand-700 dark:text-brand-300">
                      <Spinner className="h-7 w-7" label={t('login.working')} />
                    </div>
                  ) : (
                    <Button type="submit" busy={lookupPending} busyLabel={t('login.checkingNumber')} className="w-full text-lg disabled:cursor-wait">
                      {t('login.submit')}
                    </Button>
                  )}
                  <p role="alert" className="mt-3 min-h-6 text-center text-sm font-medium text-red-600 dark:text-red-400" data-testid="login-error">
                    {inlineError}
                  </p>
                </div>
              </form>
              <button
                type="button"
                data-testid="login-code-offer"
                onClick={() => {
                  setInlineError(null);
                  setByCode(true);
                }}
                className={
                  lockedOut
                    ? 'mb-3 flex min-h-12 w-full items-center justify-center rounded-xl border-2 border-brand-700 px-3 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-slate-800'
                    : 'mb-3 flex min-h-11 w-full items-center justify-center px-3 py-2 text-center text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300'
                }
              >
                {lockedOut ? t('login.code.offerLocked') : t('login.code.offer')}
              </button>
            </>
          )}
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t('login.help')}</p>
        </div>
      </main>
    </div>
  );
}
