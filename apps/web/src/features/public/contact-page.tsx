import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { useTranslation } from '../../lib/use-translation.ts';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@mamata/core/errors';
import { CONTACT_FIELDS } from '@mamata/core/schemas/contact-fields';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useLazyForm } from '../../lib/use-lazy-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { fieldBorder } from '../../components/ui/field-border.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Public contact details (the contact card); numbers are configuration, not content. */
const CONTACT = { mobile: '9801234567', email: 'support@mamata.example.np', support: '16600100200' };

const inputClass = 'block w-full rounded-xl border bg-white px-4 py-3 text-base dark:bg-slate-900';

/**
 * "How can we help?" (spec §2, §5). Every field is required, marked so (a visible "*" and `aria-required`), and
 * a send shows every missing field at once (WCAG 3.3.2; the spec's first-failure-only order left her to find
 * them one send at a time); the first wrong field takes focus.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  usePageMeta('contact');
  const form = useLazyForm({
    fields: CONTACT_FIELDS,
    loadSchema: async () => (await import('@mamata/core/schemas/public')).ContactBodySchema,
    submit: async (body) => {
      const res = await api.post<z.infer<typeof MessageResponseSchema>>('/provider/contact-us', body);
      toast.success(res.message);
    },
  });

  const fieldBlock = (name: (typeof CONTACT_FIELDS)[number], label: string, input: React.ReactNode) => (
    <div>
      <div className="mb-1 flex gap-1 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <label htmlFor={`contact-${name}`}>{label}</label>
        <span aria-hidden="true" className="text-red-700 dark:text-red-300">
          *
        </span>
      </div>
      {input}
      {form.errors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {form.errors[name]}
        </p>
      ) : null}
    </div>
  );
  const props = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `contact-${name}`,
    'aria-describedby': form.errors[name] ? `contact-${name}-error` : undefined,
    'aria-required': true,
    className: `${inputClass} ${fieldBorder(form.errors[name])}`,
    ...form.field(name),
  });

  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-12 lg:grid-cols-3">
      <section className="lg:col-span-2" aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-3xl font-bold">
          {t('contact.title')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('contact.intro')}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('contact.requiredNote')}</p>
        <form
          noValidate
          className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(e) => form.onSubmit(e).catch((err: unknown) => toast.error(getErrorMessage(err)))}
        >
          {fieldBlock('full_name', t('contact.fullName'), <input type="text" autoComplete="name" {...props('full_name')} />)}
          {fieldBlock(
            'mobile_number',
            t('contact.mobile'),
            <input type="tel" inputMode="tel" autoComplete="tel" placeholder="98XXXXXXXX" {...props('mobile_number')} />,
          )}
          {fieldBlock('email', t('contact.email'), <input type="email" autoComplete="email" {...props('email')} />)}
          {fieldBlock('address', t('contact.address'), <input type="text" autoComplete="street-address" {...props('address')} />)}
          <div className="sm:col-span-2">{fieldBlock('subject', t('contact.subject'), <input type="text" {...props('subject')} />)}</div>
          <div className="sm:col-span-2">{fieldBlock('message', t('contact.message'), <textarea rows={6} {...props('message')} />)}</div>
          <div className="sm:col-span-2">
            <Button type="submit" busy={form.pending} className="px-6">
              {t('contact.send')}
            </Button>
          </div>
        </form>
      </section>
      <aside className="h-fit rounded-3xl bg-brand-50 p-6 dark:bg-slate-900" aria-labelledby="contact-card-title">
        <h2 id="contact-card-title" className="text-lg font-bold">
          {t('public.contactCard.title')}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="font-semibold">{t('public.contactCard.officeLabel')}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{t('public.contactCard.office')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('public.contactCard.mobileLabel')}</dt>
            <dd>
              <a className="text-brand-800 underline dark:text-brand-300" href={`tel:${CONTACT.mobile}`}>
                {localDigits(CONTACT.mobile, i18n.language)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('public.contactCard.emailLabel')}</dt>
            <dd>
              <a className="text-brand-800 underline dark:text-brand-300" href={`mailto:${CONTACT.email}`} lang="en">
                {CONTACT.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('public.contactCard.supportLabel')}</dt>
            <dd>
              <a className="text-brand-800 underline dark:text-brand-300" href={`tel:${CONTACT.support}`}>
                {localDigits(CONTACT.support, i18n.language)}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('public.contactCard.hours')}</p>
      </aside>
    </div>
  );
}
