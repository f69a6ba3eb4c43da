import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@mamata/core/errors';
import { HealthPostSirenBodySchema, type Office } from '@mamata/core/schemas/public';
import { api, ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { HealthPostSelect } from './health-post-select.tsx';

/** Spec §9: the message textarea has 5 rows. */
const MESSAGE_ROWS = 5;

type Errors = Partial<Record<'office_type' | 'mobile_number' | 'message', string>>;

/**
 * "Reach out to health post" (spec §2, §4): a message to a health post or its Mayor. Loaded on
 * first open. Submit is disabled while sending; after success the message, mobile number, health
 * post and recipient reset and the dialog closes; on failure everything typed stays.
 */
export default function HealthPostModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [offices, setOffices] = useState<Office[]>([]);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [officeType, setOfficeType] = useState<number | null>(null);
  const [mobile, setMobile] = useState('');
  const [toMayor, setToMayor] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  // Spec: the offices list has stale time 0: fetched each time the form opens.
  const loadOffices = useCallback(async () => {
    setStatus('loading');
    try {
      const res = await api.get<{ offices: Office[] }>('/public/offices');
      setOffices(res.offices);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    void loadOffices();
  }, [loadOffices]);

  const translate = (key: string) => (i18n.exists(`messages.${key}`) ? t(`messages.${key}`) : key);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (sending) return;
    const body = { office_type: officeType ?? undefined, mobile_number: mobile, for: toMayor ? 'Mayor' : 'Health-Office', message };
    const parsed = HealthPostSirenBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= translate(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await api.post<z.infer<typeof MessageResponseSchema>>('/provider/health-post-siren', parsed.data);
      toast.success(res.message);
      setMessage('');
      setMobile('');
      setOfficeType(null);
      setToMayor(false);
      close();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(getErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  function close() {
    dialogRef.current?.close();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="health-post-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="m-auto w-[min(100%-1.5rem,32rem)] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <h2 id="health-post-title" className="text-xl font-bold">
          {t('healthPostForm.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('healthPostForm.intro')}</p>
        <HealthPostSelect
          offices={offices}
          value={officeType}
          onChange={setOfficeType}
          error={errors.office_type}
          status={status}
          onRetry={() => void loadOffices()}
        />
        <TextField
          id="siren-mobile"
          label={t('healthPostForm.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('healthPostForm.mobilePlaceholder')}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errors.mobile_number}
        />
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" checked={toMayor} onChange={(e) => setToMayor(e.target.checked)} className="mt-0.5 h-5 w-5 accent-brand-700" />
          <span>{t('healthPostForm.mayor')}</span>
        </label>
        <TextAreaField
          id="siren-message"
          label={t('healthPostForm.message')}
          rows={MESSAGE_ROWS}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
        />
        <FormActions className="justify-end pt-2">
          <button
            type="button"
            onClick={close}
            className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('healthPostForm.cancel')}
          </button>
          <Button type="submit" busy={sending}>
            {t('healthPostForm.submit')}
          </Button>
        </FormActions>
      </form>
    </dialog>
  );
}
