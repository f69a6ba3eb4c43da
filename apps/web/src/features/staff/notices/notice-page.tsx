import { useState } from 'react';
import { OnlineOnlyNote } from '../online-only-note.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NoticeBodySchema, type NoticeAudience, type NoticeBody } from '@mamata/core/schemas/reminders';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { useScheduleItems } from '../api/get-schedule-items.ts';
import { useSendNotice } from '../api/send-notice.ts';
import { usePostOptions } from '../use-post-options.ts';
import { useDraftedForm } from '../../../lib/use-drafted-form.ts';
import { DraftNote } from '../../../components/ui/draft-note.tsx';

type Texts = Pick<NoticeBody, 'titleEn' | 'titleNe' | 'bodyEn' | 'bodyNe'>;
const EMPTY: Texts = { titleEn: '', titleNe: '', bodyEn: '', bodyNe: '' };
/** Where a notice not yet sent is kept (one notice at a time). */
const NOTICE_DRAFT = 'notice';
/** What the form holds: the texts as typed, the audience choice, the health post's id ('' for none). */
type Values = Texts & { audience: string; healthPostId: string };

/** Audience choices as one select value: 'all', 't1'..'t3', or 'item:<key>'. */
function audienceOf(value: string): NoticeAudience {
  if (value === 't1' || value === 't2' || value === 't3') return { kind: 'trimester', trimester: Number(value[1]) as 1 | 2 | 3 };
  if (value.startsWith('item:')) return { kind: 'dueItem', itemKey: value.slice(5) };
  return { kind: 'all' };
}

/** The form's values as the API takes them (a health post only when one was chosen). */
function toBody({ audience, healthPostId, ...texts }: Values): NoticeBody {
  return { ...texts, audience: audienceOf(audience), ...(healthPostId ? { healthPostId: Number(healthPostId) } : {}) };
}

/**
 * The staff notice (docs/spec/decisions.md "Staff console": send notifications): title and message in English and
 * Nepali, to everyone of the health post or a group. Sending cannot be undone, so it asks first; to more than
 * a few people the server answers with their number first, and the screen asks again with it ("This will send
 * to N people. Send?") before sending with that number (docs/decisions/027-limits-that-hold.md). What was
 * typed stays when the server refuses it.
 */
export function NoticePage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const fieldError = useFieldError();
  const posts = usePostOptions();
  const defaults: Values = { ...EMPTY, audience: 'all', healthPostId: '' };
  // a notice half written comes back after a reload or a dropped tab (lib/form-draft.ts)
  const { form, restored, forget } = useDraftedForm<Values, unknown, NoticeBody>(NOTICE_DRAFT, defaults, {
    resolver: (values, ctx, options) => zodResolver(NoticeBodySchema)(toBody(values), ctx, options as never) as never,
  });
  const [confirming, setConfirming] = useState(false);
  // the number of people the server said it goes to, to confirm (null: not asked yet)
  const [count, setCount] = useState<number | null>(null);
  const close = () => {
    setConfirming(false);
    setCount(null);
  };
  const items = useScheduleItems({ staleTime: 10 * 60_000 });
  const send = useSendNotice({
    onSuccess: (res) => {
      toast.success(res.message);
      // the texts clear; who it goes to stays chosen for the next notice, and nothing is left as a draft
      form.reset({ ...form.getValues(), ...EMPTY });
      forget();
      close();
    },
    onError: (error) => {
      // many people: the server says how many, and the same notice is sent once that number is confirmed
      if (error instanceof ApiError && error.code === 'CONFLICT' && error.confirmCount !== undefined) {
        setCount(error.confirmCount);
        return;
      }
      close();
      if (error instanceof ApiError) for (const [f, m] of Object.entries(error.fieldErrors)) form.setError(f as keyof Values, { message: m });
      toast.error(getErrorMessage(error));
    },
  });
  const question = count === null ? t('notices.confirm') : t('notices.confirmCount', { count });

  const errors = form.formState.errors;
  const field = (name: keyof Values) => ({ ...form.register(name), error: fieldError(errors[name]) });

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t('notices.title')}</h1>
      <OnlineOnlyNote what="notices" />
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('notices.intro')}</p>
      <form className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate onSubmit={(e) => void form.handleSubmit(() => setConfirming(true))(e)}>
        {restored ? <DraftNote>{t('notices.draftRestored')}</DraftNote> : null}
        <TextField label={t('notices.titleEn')} maxLength={80} {...field('titleEn')} />
        <TextField label={t('notices.titleNe')} maxLength={80} lang="ne" {...field('titleNe')} />
        <TextAreaField label={t('notices.bodyEn')} maxLength={500} rows={4} {...field('bodyEn')} />
        <TextAreaField label={t('notices.bodyNe')} maxLength={500} rows={4} lang="ne" {...field('bodyNe')} />
        {posts ? (
          <SelectField label={t('notices.healthPost')} {...field('healthPostId')}>
            <option value="" />
            {posts.map((p) => (
              <option key={p.id} value={p.id}>
                {lang === 'ne' ? p.name_ne : p.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField className="sm:col-span-2" label={t('notices.audience')} {...field('audience')}>
          <option value="all">{t('notices.audiences.all')}</option>
          <option value="t1">{t('notices.audiences.trimester1')}</option>
          <option value="t2">{t('notices.audiences.trimester2')}</option>
          <option value="t3">{t('notices.audiences.trimester3')}</option>
          {(items.data?.items ?? []).map((i) => (
            <option key={i.key} value={`item:${i.key}`}>
              {t('notices.audiences.dueItem', { item: lang === 'ne' ? i.name.ne : i.name.en })}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          {confirming ? (
            <div
              role="alertdialog"
              aria-label={question}
              data-testid="notice-confirm"
              className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:ring-amber-900"
            >
              <p className="font-semibold">{question}</p>
              <div className="mt-3 flex gap-2">
                {/* what is on screen now is checked again and sent (with the number, once the server gave it) */}
                <Button
                  busy={send.isPending}
                  onClick={() => void form.handleSubmit((body) => send.mutate(count === null ? body : { ...body, confirmCount: count }))()}
                >
                  {t(count === null ? 'notices.confirmSend' : 'notices.confirmCountSend')}
                </Button>
                <Button variant="secondary" onClick={close}>
                  {t('notices.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit">{t('notices.send')}</Button>
          )}
        </div>
      </form>
    </div>
  );
}
