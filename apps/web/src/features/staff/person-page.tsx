import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { getErrorMessage } from '../../lib/api-client.ts';
import { staffPaths } from '../../lib/paths.ts';
import { toast } from '../../lib/notify.ts';
import { DateText } from '../../components/date-text.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { ObstetricEvents } from './records/obstetric-events.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { usePreferences } from '../../lib/preferences.ts';
import { CorrectVisitBodySchema, EditPersonBodySchema } from '@mamata/core/schemas/records';
import { PersonRecords, useEntryActions } from './records/person-records.tsx';
import { PersonDeliveries } from './notices/person-deliveries.tsx';
import { RecordForm, type FieldSpec } from './records/record-form.tsx';
import { NewVisitForm, visitFields } from './records/new-visit-form.tsx';
import { clearDraft, hasDraft } from '../../lib/form-draft.ts';
import { useStaffMe } from './api/get-staff-me.ts';
import { usePerson, type PersonDetail } from './api/get-person.ts';
import { useSetPersonActive } from './api/set-person-active.ts';
import { useResetPersonPassword } from './api/reset-person-password.ts';
import { useUnlockPersonLogin } from './api/unlock-person-login.ts';
import { useEditPerson } from './api/edit-person.ts';
import { ReadingFlag, ReadingValue } from './reading-flag.tsx';
import { ReviewReading } from './review-reading.tsx';
import { OutboxList } from './outbox/outbox-list.tsx';

/** A nurse's review of the visit's severe reading: the day, who, and what was done. */
function VisitReview({ review }: { review: NonNullable<PersonDetail['visits'][number]['review']> }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" data-testid="visit-review">
      <strong>{t('staff.flags.review.reviewed')}</strong> <DateText date={review.reviewedOn} /> · {review.reviewedBy}: {review.note}
    </p>
  );
}
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { useWideScreen } from '../../lib/use-wide-screen.ts';

/** One person's record: pregnancy, visits, recording a visit, account actions (all audited server-side). */
/** The visits table's columns: date, week, blood pressure, amniotic fluid, weight, notes, actions. */
const VISIT_COLUMNS = 7;

type Visit = PersonDetail['visits'][number];

/**
 * One antenatal visit, with "Correct" and "Remove". On a wide screen a row of the visits table, whose
 * form is a row of its own below, across the table and kept at the box's left edge at the box's width,
 * so its fields have room (the actions cell is too narrow for them). On a phone a card: a table that
 * narrow would wrap the date over several lines and push the actions off the screen to the right.
 * (A correction half typed crossing the md width, a tablet turned, is drawn anew from its draft: useEntryActions.)
 */
function VisitEntry({
  visit: v,
  personId,
  fields,
  flagOf,
  digits,
  wide,
}: {
  visit: Visit;
  personId: string;
  fields: FieldSpec[];
  flagOf: (v: Visit, series: 'bloodPressure' | 'waterLevel' | 'weightGain') => ReactNode;
  digits: (n: number | string) => string;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const { buttons, form } = useEntryActions({
    personId,
    kind: 'visits',
    recordId: v.id,
    fields,
    defaults: {
      visitDate: v.visitDate,
      systolicPressure: v.systolicPressure ?? '',
      diastolicPressure: v.diastolicPressure ?? '',
      waterLevel: v.waterLevel ?? '',
      weight: v.weight ?? '',
      notes: v.notes,
    },
    schema: CorrectVisitBodySchema,
    entryDate: v.visitDate,
  });
  const pressure = v.systolicPressure || v.diastolicPressure ? digits(`${v.systolicPressure ?? '–'}/${v.diastolicPressure ?? '–'}`) : '–';
  const water = v.waterLevel === null ? '–' : digits(v.waterLevel);
  const weight = v.weight === null ? '–' : digits(v.weight);
  if (!wide) {
    const reading = (label: string, value: string, flag: ReactNode) => (
      <div className="contents">
        <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
        <dd>
          {value} {flag}
        </dd>
      </div>
    );
    return (
      <li data-testid="visit-card" className="rounded-xl p-3 ring-1 ring-slate-200 dark:ring-slate-800">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">
            <DateText date={v.visitDate} />{' '}
            <span className="font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
              · {t('staff.person.week')} {digits(v.gestationalWeek)}
            </span>
          </p>
          {buttons}
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {reading(t('staff.person.bp'), pressure, flagOf(v, 'bloodPressure'))}
          {reading(t('staff.person.water'), water, flagOf(v, 'waterLevel'))}
          {reading(t('staff.person.weight'), weight, flagOf(v, 'weightGain'))}
          {v.notes ? reading(t('staff.person.notes'), v.notes, null) : null}
        </dl>
        {v.review ? <VisitReview review={v.review} /> : null}
        {form ? <div data-testid="visit-entry-form">{form}</div> : null}
      </li>
    );
  }
  return (
    <>
      <tr className="border-t border-slate-100 dark:border-slate-800">
        <td className="py-2 pr-3">
          <DateText date={v.visitDate} />
        </td>
        <td className="py-2 pr-3">{digits(v.gestationalWeek)}</td>
        <td className="py-2 pr-3">
          {pressure} {flagOf(v, 'bloodPressure')}
        </td>
        <td className="py-2 pr-3">
          {water} {flagOf(v, 'waterLevel')}
        </td>
        <td className="py-2 pr-3">
          {weight} {flagOf(v, 'weightGain')}
        </td>
        <td className="py-2">
          {v.notes}
          {v.review ? <VisitReview review={v.review} /> : null}
        </td>
        <td className="py-2 pl-3">{buttons}</td>
      </tr>
      {form ? (
        <tr data-testid="visit-entry-form">
          <td colSpan={VISIT_COLUMNS} className="pb-3">
            <div className="sticky left-0 w-[100cqw] max-w-3xl">{form}</div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function PersonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [otp, setOtp] = useState<string | null>(null);
  const [editing, setEditing] = useState(() => hasDraft(`edit:${id}`));
  // the act waiting for the nurse's yes: deactivating the account or resetting its password
  const [asking, setAsking] = useState<'deactivate' | 'reset' | null>(null);
  const { lang } = usePreferences();
  const wide = useWideScreen();
  const me = useStaffMe();
  const staff = me.data?.staff;
  const post = staff?.healthPost;
  const giver = { by: staff?.full_name ?? '', at: post ? (lang === 'ne' ? post.name_ne : post.name) : '' };
  const detail = usePerson(id);
  const setActive = useSetPersonActive(id, {
    onSuccess: (res) => {
      toast.success(res.message);
      setAsking(null);
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const reset = useResetPersonPassword(id, {
    onSuccess: (res) => {
      toast.success(res.message);
      setAsking(null);
      setOtp(res.oneTimePassword);
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  const unlock = useUnlockPersonLogin(id, {
    onSuccess: (res) => toast.success(res.message),
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  const edit = useEditPerson(id);

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState message={getErrorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const { person, pregnancy, visits, alerts } = detail.data;
  const urgent = alerts.filter((a) => a.level === 'emergency' || a.level === 'see-health-worker');
  const flagOf = (v: PersonDetail['visits'][number], series: 'bloodPressure' | 'waterLevel' | 'weightGain') => {
    const f = v.flags.find((x) => x.series === series);
    return f ? <ReadingFlag level={f.level} direction={f.direction} quiet /> : null;
  };
  // the table's numbers in the reader's digits, as the flags and the records below write them
  const digits = (n: number | string) => localDigits(n, lang);
  const fields = visitFields(t);

  return (
    <div className="space-y-6">
      <Link to={staffPaths.people} className="text-sm text-brand-800 underline dark:text-brand-300">
        ← {t('staff.person.back')}
      </Link>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <h1 className="text-2xl font-bold">{person.full_name}</h1>
        <p className="text-slate-600 dark:text-slate-300">
          {person.mobile_number} · {person.address}
        </p>
        <p className={`mt-1 text-sm ${person.active ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
          {person.active ? t('staff.people.active') : t('staff.people.inactive')}
          {person.mustChangePassword ? ` · ${t('staff.person.mustChange')}` : ''}
        </p>
        {pregnancy ? (
          <dl className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staff.person.lmp')}</dt>
              <dd>
                <DateText date={pregnancy.lastMenstrualPeriod} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staff.person.due')}</dt>
              <dd>
                <DateText date={pregnancy.deliveryDueDate} />
              </dd>
            </div>
            {person.gestationalWeek !== null ? (
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t('staff.person.week')}</dt>
                <dd>{t('staff.people.week', { week: person.gestationalWeek })}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {/* deactivating asks first (she is logged out and her reminders stop); activating again does not */}
          <Button variant="secondary" disabled={setActive.isPending} onClick={() => (person.active ? setAsking('deactivate') : setActive.mutate(true))}>
            {person.active ? t('staff.person.deactivate') : t('staff.person.activate')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              // closing the form here is its Cancel: what was typed in it is dropped
              if (editing) clearDraft(`edit:${id}`);
              setEditing(!editing);
            }}
          >
            {t('records.edit')}
          </Button>
          <Button variant="secondary" disabled={reset.isPending} onClick={() => setAsking('reset')}>
            {t('staff.person.reset')}
          </Button>
          <Button variant="secondary" disabled={unlock.isPending} onClick={() => unlock.mutate()}>
            {t('staff.person.unlockLogin')}
          </Button>
        </div>
        {asking === 'deactivate' ? (
          <ConfirmDialog
            title={t('staff.person.confirmDeactivateTitle', { name: person.full_name })}
            confirmLabel={t('staff.person.deactivate')}
            cancelLabel={t('staff.person.cancel')}
            onConfirm={() => setActive.mutate(false)}
            onClose={() => setAsking(null)}
            pending={setActive.isPending}
            danger
          >
            <p>{t('staff.person.confirmDeactivate', { name: person.full_name })}</p>
          </ConfirmDialog>
        ) : null}
        {asking === 'reset' ? (
          <ConfirmDialog
            title={t('staff.person.confirmResetTitle', { name: person.full_name })}
            confirmLabel={t('staff.person.reset')}
            cancelLabel={t('staff.person.cancel')}
            onConfirm={() => reset.mutate()}
            onClose={() => setAsking(null)}
            pending={reset.isPending}
          >
            <p>{t('staff.person.confirmReset', { name: person.full_name })}</p>
          </ConfirmDialog>
        ) : null}
        {editing ? (
          <div className="mt-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <h2 className="mb-3 font-semibold">{t('records.editTitle')}</h2>
            <RecordForm
              schema={EditPersonBodySchema}
              className="sm:grid-cols-2"
              fields={[
                { name: 'first_name', label: t('records.firstName'), kind: 'text' },
                { name: 'last_name', label: t('records.lastName'), kind: 'text' },
                { name: 'address', label: t('records.address'), kind: 'text' },
                ...(pregnancy && !person.registration_type.includes('BABY')
                  ? ([
                      { name: 'lastMenstrualPeriod', label: t('records.lmp'), kind: 'date' },
                      { name: 'height', label: t('records.height'), kind: 'decimal' },
                      { name: 'weight', label: t('records.weight'), kind: 'decimal' },
                      { name: 'emergency_phone_number', label: t('records.emergency'), kind: 'text' },
                    ] satisfies FieldSpec[])
                  : []),
                ...(person.registration_type.includes('MOTHER')
                  ? ([{ name: 'dateOfBirth', label: t('records.hmis.dateOfBirth'), kind: 'date' }] satisfies FieldSpec[])
                  : []),
              ]}
              defaults={{
                first_name: person.first_name,
                last_name: person.last_name,
                address: person.address,
                ...(person.dateOfBirth ? { dateOfBirth: person.dateOfBirth } : {}),
                ...(pregnancy
                  ? {
                      lastMenstrualPeriod: pregnancy.lastMenstrualPeriod,
                      height: pregnancy.height ?? '',
                      weight: pregnancy.weight ?? '',
                      emergency_phone_number: pregnancy.emergency_phone_number ?? '',
                    }
                  : {}),
              }}
              submitLabel={t('records.save')}
              draftKey={`edit:${id}`}
              send={(v) => edit.mutateAsync(v)}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : null}
        {otp ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
            {t('staff.register.otpLabel')}:{' '}
            <span className="font-mono text-xl tracking-widest" data-testid="one-time-password">
              {otp}
            </span>
          </p>
        ) : null}
      </section>

      <OutboxList personId={id} />

      {urgent.length > 0 ? (
        <section
          aria-labelledby="flags-title"
          data-testid="person-flags"
          className={`rounded-2xl border-2 p-5 ${urgent.some((a) => a.level === 'emergency') ? 'border-red-700 bg-red-50 dark:bg-red-950/60' : 'border-amber-300 bg-amber-50 dark:bg-amber-950/40'}`}
        >
          <h2 id="flags-title" className="text-lg font-bold">
            {t('staff.flags.title')}
          </h2>
          <ul className="mt-2 space-y-2">
            {urgent.map((a) => (
              <li key={a.series} className="flex flex-wrap items-center gap-2">
                <ReadingFlag level={a.level} direction={a.direction} series={a.series} />
                <ReadingValue value={a.value} />
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  <DateText date={a.date} />
                </span>
                {a.visitId ? <ReviewReading personId={person.id} visitId={a.visitId} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pregnancy ? (
        <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" aria-labelledby="visits-title">
          <h2 id="visits-title" className="text-lg font-bold">
            {t('staff.person.visits')}
          </h2>
          {visits.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('staff.person.noVisits')}</p>
          ) : wide ? (
            <div
              // relative: the table's screen-reader-only words stay inside the scrolling box, not past the page's edge;
              // a size container: a correction's form is as wide as the box, not as the table (VisitEntry)
              className="scroll-edges @container relative mt-3 overflow-x-auto"
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-slate-600 dark:text-slate-400">
                    <th className="py-2 pr-3 font-medium">{t('staff.person.date')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.week')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.bp')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.water')}</th>
                    <th className="py-2 pr-3 font-medium">{t('staff.person.weight')}</th>
                    <th className="py-2 font-medium">{t('staff.person.notes')}</th>
                    <th className="py-2 pl-3 font-medium">
                      <span className="sr-only">{t('records.correct')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {visits.map((v) => (
                    <VisitEntry key={v.id} visit={v} personId={id} fields={fields} flagOf={flagOf} digits={digits} wide />
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            // role: a list without bullets stays a list for VoiceOver
            <ul role="list" className="mt-3 space-y-2">
              {visits.map((v) => (
                <VisitEntry key={v.id} visit={v} personId={id} fields={fields} flagOf={flagOf} digits={digits} wide={false} />
              ))}
            </ul>
          )}
          {pregnancy.endedOn ? null : (
            <>
              <h3 className="mt-6 mb-3 font-semibold">{t('staff.person.recordVisit')}</h3>
              <NewVisitForm personId={id} />
            </>
          )}
        </section>
      ) : null}
      <PersonRecords personId={id} giver={giver} motherName={person.first_name} />
      {person.registration_type.includes('MOTHER') ? <ObstetricEvents personId={id} /> : null}
      <PersonDeliveries personId={id} />
    </div>
  );
}
