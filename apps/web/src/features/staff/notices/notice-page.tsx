import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NoticeBodySchema, type NoticeAudience, type NoticeBody } from '@mamata/core/schemas/reminders';
import type { ScheduleItemsResponse } from '@mamata/core/schemas/records';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useFieldError } from '../../../lib/use-field-error.ts';
import { staffApi } from '../staff-session.ts';
import { usePostOptions } from '../use-post-options.ts';

type Texts = Pick<NoticeBody, 'titleEn' | 'titleNe' | 'bodyEn' | 'bodyNe'>;
const EMPTY: Texts = { titleEn: '', titleNe: '', bodyEn: '', bodyNe: '' };

/** Audience choices as one select value: 'all', 't1'..'t3', or 'item:<key>'. */
function audienceOf(value: string): NoticeAudience {
  if (value === 't1' || value === 't2' || value === 't3') return { kind: 'trimester', trimester: Number(value[1]) as 1 | 2 | 3 };
  if (value.startsWith('item:')) return { kind: 'dueItem', itemKey: value.slice(5) };
  return { kind: 'all' };
}

/**
 * The staff notice (decisions.md "Staff console": send notifications): title and message in English and
 * Nepali, to everyone of the health post or a group. Sending cannot be undone, so it asks first; what was
 * typed stays when the server refuses it.
 */
export function NoticePage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const fieldError = useFieldError();
  const posts = usePostOptions();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [audience, setAudience] = useState('all');
  const [post, setPost] = useState<string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const items = useQuery({
    queryKey: ['staff', 'schedule-items'],
    queryFn: () => staffApi.get<ScheduleItemsResponse>('/staff/schedule-items'),
    staleTime: 10 * 60_000,
  });
  const send = useMutation({
    mutationFn: (body: NoticeBody) => staffApi.post<{ message: string; recipients: number }>('/staff/notices', body),
    onSuccess: (res) => {
      toast.success(res.message);
      setTexts(EMPTY);
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(getErrorMessage(error));
    },
  });

  const body = (): NoticeBody => ({ ...texts, audience: audienceOf(audience), ...(posts && post ? { healthPostId: Number(post) } : {}) });
  function check(): boolean {
    const parsed = NoticeBodySchema.safeParse(body());
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), fieldError({ message: i.message }) ?? ''])));
    return false;
  }
  const field = (name: keyof Texts) => ({
    value: texts[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  });
  const select = 'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900';

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t('notices.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('notices.intro')}</p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (check()) setConfirming(true);
        }}
      >
        <TextField label={t('notices.titleEn')} maxLength={80} {...field('titleEn')} />
        <TextField label={t('notices.titleNe')} maxLength={80} lang="ne" {...field('titleNe')} />
        <TextAreaField label={t('notices.bodyEn')} maxLength={500} rows={4} {...field('bodyEn')} />
        <TextAreaField label={t('notices.bodyNe')} maxLength={500} rows={4} lang="ne" {...field('bodyNe')} />
        {posts ? (
          <label className="block text-sm font-semibold">
            {t('notices.healthPost')}
            <select className={`${select} mt-1 font-normal`} value={post} onChange={(e) => setPost(e.target.value)}>
              <option value="" />
              {posts.map((p) => (
                <option key={p.id} value={p.id}>
                  {lang === 'ne' ? p.name_ne : p.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="block text-sm font-semibold sm:col-span-2">
          {t('notices.audience')}
          <select className={`${select} mt-1 font-normal`} value={audience} onChange={(e) => setAudience(e.target.value)}>
            <option value="all">{t('notices.audiences.all')}</option>
            <option value="t1">{t('notices.audiences.trimester1')}</option>
            <option value="t2">{t('notices.audiences.trimester2')}</option>
            <option value="t3">{t('notices.audiences.trimester3')}</option>
            {(items.data?.items ?? []).map((i) => (
              <option key={i.key} value={`item:${i.key}`}>
                {t('notices.audiences.dueItem', { item: lang === 'ne' ? i.name.ne : i.name.en })}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-2">
          {confirming ? (
            <div
              role="alertdialog"
              aria-label={t('notices.confirm')}
              className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:ring-amber-900"
            >
              <p className="font-semibold">{t('notices.confirm')}</p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  disabled={send.isPending}
                  onClick={() => send.mutate(body())}
                  className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
                >
                  {send.isPending ? <Spinner className="h-4 w-4" /> : null}
                  {t('notices.confirmSend')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold dark:border-slate-700"
                >
                  {t('notices.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white">
              {t('notices.send')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
