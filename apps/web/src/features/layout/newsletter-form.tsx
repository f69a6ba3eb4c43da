import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@mamata/core/errors';
import { SubscribeBodySchema, type SubscribeBody } from '@mamata/core/schemas/public';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Footer newsletter box (spec §2, §5): email required; success clears it, failure keeps it. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<SubscribeBody>({ resolver: zodResolver(SubscribeBodySchema), defaultValues: { email: '' } });
  const subscribe = useMutation({
    mutationFn: (body: SubscribeBody) => api.post<z.infer<typeof MessageResponseSchema>>('/provider/subscribe', body),
    onSuccess: (res) => {
      toast.success(res.message);
      form.reset({ email: '' });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const error = fieldError(form.formState.errors.email);

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => subscribe.mutate(v))} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="font-semibold">{t('footer.newsletter.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('footer.newsletter.text')}</p>
      <label htmlFor="newsletter-email" className="sr-only">{t('footer.newsletter.email')}</label>
      <div className="mt-3 flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-800"
          {...form.register('email')}
        />
        <button type="submit" disabled={subscribe.isPending} className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {subscribe.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('footer.newsletter.subscribe')}
        </button>
      </div>
      {error ? <p id="newsletter-error" className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </form>
  );
}
