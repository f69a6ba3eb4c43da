import { useTranslation } from '../../lib/use-translation.ts';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@mamata/core/errors';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useLazyForm } from '../../lib/use-lazy-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldBorder } from '../../components/ui/field-border.ts';

/** Footer newsletter box (spec §2, §5): email required; success clears it, failure keeps it. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const form = useLazyForm({
    fields: ['email'] as const,
    loadSchema: async () => (await import('@mamata/core/schemas/public')).SubscribeBodySchema,
    submit: async (body) => {
      const res = await api.post<z.infer<typeof MessageResponseSchema>>('/provider/subscribe', body);
      toast.success(res.message);
    },
  });
  const error = form.errors.email;

  return (
    <form noValidate onSubmit={(e) => form.onSubmit(e).catch((err: unknown) => toast.error(getErrorMessage(err)))} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="font-semibold">
        {t('footer.newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('footer.newsletter.text')}</p>
      <label htmlFor="newsletter-email" className="sr-only">
        {t('footer.newsletter.email')}
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className={`min-h-11 w-40 min-w-0 flex-1 rounded-xl border bg-white px-3 py-2 placeholder:text-slate-500 dark:bg-slate-800 dark:placeholder:text-slate-400 ${fieldBorder(false)}`}
          {...form.field('email')}
        />
        <Button type="submit" busy={form.pending}>
          {t('footer.newsletter.subscribe')}
        </Button>
      </div>
      {error ? (
        <p id="newsletter-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}
