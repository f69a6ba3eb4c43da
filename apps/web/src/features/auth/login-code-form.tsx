import { useRef, useState, type FormEvent } from 'react';
import { normaliseMobileNumber } from '@mamata/core/preferences';
import type { LoginResponse } from '@mamata/core/schemas/auth';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { loginWithCode, requestLoginCode } from './api/auth-calls.ts';

const primary = 'w-full text-lg disabled:cursor-wait';
const secondary =
  'flex min-h-11 w-full items-center justify-center px-3 py-2 text-center text-sm font-medium text-brand-700 underline hover:text-brand-800 disabled:opacity-60 dark:text-brand-300';

/**
 * Logging in with a code sent by SMS to her registered number, when she has forgotten her password or
 * guesses by someone else have locked her number out of new phones (docs/decisions/026-login-lockout-and-proxies.md):
 * she asks for a code, the answer says one is on its way (the same answer for any number), and the code
 * with the request it answers logs her in once. Loaded only when she asks for it.
 */
export default function LoginCodeForm({
  initialMobile,
  resolveBase,
  finishLogin,
  onBack,
}: {
  initialMobile: string;
  /** The login page's number lookup (spec §4 step 1): the code goes to the server that holds her number. */
  resolveBase: (mobile: string) => Promise<boolean>;
  /** The login page's step 4-5 with the answer: a session, or "not active". */
  finishLogin: (res: LoginResponse) => Promise<boolean>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const number = normaliseMobileNumber(mobile);

  function fail(caught: unknown) {
    if (caught instanceof ApiError) setFieldErrors(caught.fieldErrors);
    setError(caught instanceof ApiError && caught.code === 'NETWORK' ? t('errors.network') : caught instanceof Error ? caught.message : t('errors.network'));
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!number) {
      setFieldErrors({ mobile_number: t('messages.validation.mobile.required') });
      return;
    }
    setPending('send');
    try {
      // a number the lookup does not know: the login page says so (its message is shown here too)
      if (!(await resolveBase(number))) {
        setError(t('login.notRegistered'));
        return;
      }
      const res = await requestLoginCode(number);
      setRequestId(res.request_id);
      setSent(res.message);
      setCode('');
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (caught) {
      fail(caught);
    } finally {
      setPending(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!requestId) return;
    setError(null);
    setFieldErrors({});
    if (!code.trim()) {
      setFieldErrors({ code: t('messages.validation.loginCode.required') });
      return;
    }
    setPending('verify');
    try {
      await finishLogin(await loginWithCode({ mobile_number: number, request_id: requestId, code }));
    } catch (caught) {
      fail(caught);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="mt-6 space-y-4" data-testid="login-code-form">
      <div>
        <h2 className="text-lg font-semibold">{t('login.code.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('login.code.intro')}</p>
      </div>
      {requestId === null ? (
        <form className="space-y-4" noValidate onSubmit={(e) => void send(e)}>
          <TextField
            label={t('login.mobileLabel')}
            placeholder={t('login.mobilePlaceholder')}
            inputMode="tel"
            autoComplete="username"
            name="mobile_number"
            value={mobile}
            error={fieldErrors.mobile_number}
            onChange={(e) => setMobile(e.target.value)}
          />
          <Button type="submit" busy={pending === 'send'} busyLabel={t('login.code.sending')} disabled={pending !== null} className={primary}>
            {t('login.code.send')}
          </Button>
        </form>
      ) : (
        <form className="space-y-4" noValidate onSubmit={(e) => void verify(e)}>
          <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100" data-testid="login-code-sent">
            {sent}
          </p>
          <TextField
            ref={codeRef}
            label={t('login.code.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            maxLength={12}
            value={code}
            error={fieldErrors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" busy={pending === 'verify'} busyLabel={t('login.working')} disabled={pending !== null} className={primary}>
            {t('login.code.submit')}
          </Button>
          <button type="button" disabled={pending !== null} className={secondary} onClick={() => void send()}>
            {t('login.code.resend')}
          </button>
        </form>
      )}
      <p role="alert" className="min-h-6 text-center text-sm font-medium text-red-600 dark:text-red-400" data-testid="login-code-error">
        {error}
      </p>
      <button type="button" className={secondary} onClick={onBack}>
        {t('login.code.back')}
      </button>
    </div>
  );
}
