import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { staffPaths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { correct, discard, retry, type OutboxEntry } from './outbox-core.ts';
import { flushOutbox, unsent, useOutbox } from './outbox.ts';

/** Fields not shown nor corrected by hand: ids and the confirmations the forms add. */
const HIDDEN = new Set(['babyId', 'healthPostId', 'sameDay', 'confirmed', 'preterm']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const editable = (body: Record<string, unknown>) => Object.entries(body).filter(([k, v]) => (typeof v === 'string' || typeof v === 'number') && !HIDDEN.has(k));

/** "2 hours ago" in the console's language (the browser's own words and digits). */
export function ageOf(iso: string, lang: string, now = new Date()): string {
  const { unit, count } = relativeTime(new Date(iso), now);
  return new Intl.RelativeTimeFormat(lang === 'ne' ? 'ne' : 'en', { numeric: 'auto' }).format(-count, unit);
}

/** The header's "3 not sent · oldest 2 hours ago", a link to the outbox; nothing when all is sent. */
export function OutboxBadge() {
  const { t, i18n } = useTranslation();
  const waiting = unsent(useOutbox());
  const sentRegistrations = useOutbox().filter((e) => e.sent).length;
  if (!waiting.length && !sentRegistrations) return null;
  const refused = waiting.filter((e) => e.refused).length;
  return (
    <Link
      to={staffPaths.outbox}
      className={`inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold ${refused ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100'}`}
      data-testid="outbox-badge"
    >
      {waiting.length
        ? t('staff.outbox.badge', { count: waiting.length, age: ageOf(waiting[0]!.createdAt, i18n.language) })
        : t('staff.outbox.passwordsWaiting', { count: sentRegistrations })}
      {refused ? ` · ${t('staff.outbox.refusedCount', { count: refused })}` : ''}
    </Link>
  );
}

/** The values of an entry, one line ("Date: 12 Mangsir 2083 · Systolic: 120 ..."), its dates in her calendar. */
function Values({ body }: { body: Record<string, unknown> }) {
  const { t } = useTranslation();
  const shown = editable(body).filter(([, v]) => v !== '');
  return (
    <span className="text-sm text-slate-700 dark:text-slate-300">
      {shown.map(([k, v], i) => (
        <span key={k}>
          {i ? ' · ' : ''}
          {t(`staff.outbox.field.${k}`, { defaultValue: t('staff.outbox.field.value') })}:{' '}
          {typeof v === 'string' && ISO_DATE.test(v) ? <DateText date={v as never} /> : String(v)}
        </span>
      ))}
    </span>
  );
}

/** A refused entry's values to correct: each text or number field, typed as it was. */
function CorrectForm({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const fields = editable(entry.body);
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(fields.map(([k, v]) => [k, String(v)])));
  const save = async () => {
    const body: Record<string, unknown> = { ...entry.body };
    for (const [k, v] of fields) body[k] = typeof v === 'number' ? Number(values[k]) : values[k];
    await correct(entry.staffId, entry.id, body);
    onDone();
    await flushOutbox();
  };
  return (
    <form
      className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {fields.map(([k, v]) =>
        typeof v === 'string' && ISO_DATE.test(v) ? (
          // a date is corrected in her calendar (AD or BS), as in the form it came from
          <DateField
            key={k}
            name={k}
            label={t(`staff.outbox.field.${k}`, { defaultValue: t('staff.outbox.field.value') })}
            value={values[k] ?? ''}
            onChange={(iso) => setValues({ ...values, [k]: iso })}
            error={entry.refused?.fieldErrors[k]}
          />
        ) : (
          <label key={k} className="text-sm">
            <span className="block font-medium">{t(`staff.outbox.field.${k}`, { defaultValue: t('staff.outbox.field.value') })}</span>
            <input
              className="mt-1 w-full rounded-lg border border-slate-400 px-2 py-2 dark:bg-slate-900"
              value={values[k] ?? ''}
              aria-invalid={Boolean(entry.refused?.fieldErrors[k])}
              onChange={(e) => setValues({ ...values, [k]: e.target.value })}
            />
            {entry.refused?.fieldErrors[k] ? <span className="text-red-800 dark:text-red-300">{entry.refused.fieldErrors[k]}</span> : null}
          </label>
        ),
      )}
      <FormActions className="sm:col-span-3">
        <Button type="submit">{t('staff.outbox.sendCorrected')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('staff.person.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useTranslation();
  const [correcting, setCorrecting] = useState(false);
  const sent = entry.sent as { oneTimePassword?: string; id?: string } | undefined;
  return (
    <li className="rounded-xl border border-slate-300 p-3 dark:border-slate-700" data-testid="outbox-entry">
      <div className="flex flex-wrap items-center gap-2">
        <strong>{t(`staff.outbox.kind.${entry.kind}`)}</strong>
        {sent ? (
          <span className="rounded bg-emerald-100 px-2 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {t('staff.outbox.sent')}
          </span>
        ) : entry.refused ? (
          <span className="rounded bg-red-100 px-2 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">{t('staff.outbox.refused')}</span>
        ) : (
          <span className="rounded bg-amber-100 px-2 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t('staff.outbox.notSent')}
          </span>
        )}
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('staff.outbox.savedAgo', { age: ageOf(entry.createdAt, i18n.language) })}</span>
      </div>
      <Values body={entry.body} />
      {entry.refused ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {entry.refused.message}
        </p>
      ) : null}
      {sent?.oneTimePassword ? (
        <p className="mt-1">
          {t('staff.register.otpLabel')}: <strong className="font-mono text-lg">{sent.oneTimePassword}</strong>{' '}
          {sent.id ? (
            <Link className="underline" to={staffPaths.person(sent.id)}>
              {t('staff.register.open')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {correcting ? <CorrectForm entry={entry} onDone={() => setCorrecting(false)} /> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {sent ? (
          <Button variant="secondary" onClick={() => void discard(entry.staffId, entry.id)}>
            {t('staff.outbox.handedOver')}
          </Button>
        ) : null}
        {entry.refused && !correcting ? (
          <>
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              {t('staff.outbox.correct')}
            </Button>
            <Button variant="secondary" onClick={() => void retry(entry.staffId, entry.id).then(flushOutbox)}>
              {t('staff.outbox.retry')}
            </Button>
            <Button variant="danger" onClick={() => void discard(entry.staffId, entry.id)}>
              {t('staff.outbox.discard')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** This account's entries not sent yet (of one person when `personId` is given), with what can be done with each. */
export function OutboxList({ personId }: { personId?: string }) {
  const { t } = useTranslation();
  const list = useOutbox().filter((e) => personId === undefined || e.personId === personId);
  if (!list.length) return personId === undefined ? <p>{t('staff.outbox.empty')}</p> : null;
  return (
    <section aria-labelledby="outbox-title" className="my-4 rounded-2xl bg-amber-50 p-4 dark:bg-amber-950/30">
      <h2 id="outbox-title" className="text-lg font-semibold">
        {t('staff.outbox.title')}
      </h2>
      <p className="text-sm">{t('staff.outbox.explain')}</p>
      <ul className="mt-3 space-y-2">
        {list.map((e) => (
          <EntryRow key={e.id} entry={e} />
        ))}
      </ul>
    </section>
  );
}

/** `/staff/outbox`: every entry of this account not sent yet, refused, or a registration's password to hand over. */
export function OutboxPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('staff.outbox.pageTitle')}</h1>
      <OutboxList />
    </>
  );
}
