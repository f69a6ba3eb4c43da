import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { sexChoices } from './records/yes-no.ts';
import { RegisterMotherBodySchema } from '@mamata/core/schemas/staff';
import { RegisterBabyBodySchema } from '@mamata/core/schemas/records';
import { staffPaths } from '../../lib/paths.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { RecordForm, type FieldSpec } from './records/record-form.tsx';
import { usePostOptions } from './use-post-options.ts';
import { useRegisterPerson, type RegisterBody, type RegisterResponse } from './api/register-person.ts';
import type { SaveAnswer } from './outbox/outbox.ts';
import { PossibleDuplicatesNotice } from './possible-duplicates.tsx';

/** Register a pregnant mother or a baby; the one-time password is shown once, printable, to hand over. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<{ id: string; oneTimePassword: string; name: string; mobile: string } | null>(null);
  const [kind, setKind] = useState<'mother' | 'baby'>('mother');
  // what is typed, for the possible-duplicate check
  const [typed, setTyped] = useState<Record<string, unknown>>({});
  const onValues = useCallback((v: Record<string, unknown>) => setTyped({ ...v }), []);
  const { lang } = usePreferences();
  const posts = usePostOptions();
  // an administrator registers at a health post of their palika; health-post staff at their own
  const postField: FieldSpec[] = posts
    ? [
        {
          name: 'healthPostId',
          label: t('records.healthPost'),
          kind: 'select',
          options: posts.map((p) => ({ value: String(p.id), label: lang === 'ne' ? p.name_ne : p.name })),
        },
      ]
    : [];
  /** Both registrations answer with the new account's one-time password, shown once to hand over. */
  const onRegistered = (res: SaveAnswer<RegisterResponse>, values: RegisterBody) => {
    // kept on this device: the form clears with "saved on this device"; the password shows in the outbox once sent
    if (res.queued) return;
    setDone({
      id: res.id,
      oneTimePassword: res.oneTimePassword,
      name: `${String(values.first_name)} ${String(values.last_name)}`,
      mobile: String(values.mobile_number),
    });
  };
  const registerMother = useRegisterPerson('mother', { onSuccess: onRegistered });
  const registerBaby = useRegisterPerson('baby', { onSuccess: onRegistered });
  const personFields: FieldSpec[] = [
    { name: 'first_name', label: t('staff.register.firstName'), kind: 'text' },
    { name: 'last_name', label: t('staff.register.lastName'), kind: 'text' },
    { name: 'mobile_number', label: t('staff.register.mobile'), kind: 'text' },
    { name: 'address', label: t('staff.register.address'), kind: 'text' },
    // her reminders are written in these until she chooses in the app; most mothers here read Nepali
    {
      name: 'lang',
      label: t('staff.register.lang'),
      kind: 'select',
      options: [
        { value: 'ne', label: t('staff.register.langNe') },
        { value: 'en', label: t('staff.register.langEn') },
      ],
    },
    {
      name: 'calendar',
      label: t('staff.register.calendar'),
      kind: 'select',
      options: [
        { value: 'bs', label: t('staff.register.calendarBs') },
        { value: 'ad', label: t('staff.register.calendarAd') },
      ],
    },
  ];
  const personDefaults = { first_name: '', last_name: '', mobile_number: '', address: '', lang: 'ne', calendar: 'bs' };

  if (done) {
    return (
      <section
        className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        aria-labelledby="done-title"
      >
        <h1 id="done-title" className="text-2xl font-bold">
          {t('staff.register.done')}: {done.name}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{done.mobile}</p>
        <p className="mt-6 text-sm font-semibold">{t('staff.register.otpLabel')}</p>
        <p className="mt-1 font-mono text-3xl tracking-widest" data-testid="one-time-password">
          {done.oneTimePassword}
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('staff.register.otpNote')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2 print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('staff.register.print')}
          </Button>
          <Link to={staffPaths.person(done.id)} className={buttonClass('primary')}>
            {t('staff.register.open')}
          </Link>
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('staff.register.another')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="register-title">
      <div role="tablist" aria-label={t('staff.nav.register')} className="mb-4 inline-flex max-w-full flex-wrap rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {(['mother', 'baby'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${kind === k ? 'bg-white shadow dark:bg-slate-900' : ''}`}
          >
            {k === 'mother' ? t('records.registerMother') : t('records.registerBaby')}
          </button>
        ))}
      </div>
      <h1 id="register-title" className="text-2xl font-bold">
        {kind === 'mother' ? t('staff.register.title') : t('records.registerBaby')}
      </h1>
      {kind === 'baby' ? (
        <>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('records.babyIntro')}</p>
          <div className="mt-6 max-w-3xl">
            <RecordForm
              schema={RegisterBabyBodySchema}
              className="sm:grid-cols-2"
              fields={[
                ...personFields,
                { name: 'birthDate', label: t('records.birthDate'), kind: 'date' },
                {
                  name: 'sex',
                  label: t('records.sex'),
                  kind: 'select',
                  options: sexChoices(t),
                },
                { name: 'birthWeight', label: t('records.weightGrams'), kind: 'number' },
                { name: 'birthHeight', label: t('records.heightInches'), kind: 'decimal' },
                ...postField,
              ]}
              defaults={{ ...personDefaults, birthDate: '', sex: 'female' }}
              submitLabel={t('staff.register.submit')}
              draftKey="register:baby"
              send={(v) => registerBaby.mutateAsync(v)}
              onValues={onValues}
              notice={<PossibleDuplicatesNotice values={typed} />}
            />
          </div>
        </>
      ) : (
        <div className="mt-6 max-w-3xl">
          <RecordForm
            schema={RegisterMotherBodySchema}
            className="sm:grid-cols-2"
            fields={[
              ...personFields,
              { name: 'lastMenstrualPeriod', label: t('staff.register.lmp'), kind: 'date' },
              { name: 'dateOfBirth', label: t('records.hmis.dateOfBirth'), kind: 'date' },
              { name: 'deliveryDueDate', label: t('staff.register.due'), kind: 'date' },
              { name: 'height', label: t('staff.register.height'), kind: 'decimal' },
              { name: 'weight', label: t('staff.register.weight'), kind: 'decimal' },
              { name: 'emergency_phone_number', label: t('staff.register.emergency'), kind: 'text' },
              ...postField,
            ]}
            defaults={{ ...personDefaults, lastMenstrualPeriod: '' }}
            submitLabel={t('staff.register.submit')}
            draftKey="register:mother"
            send={(v) => registerMother.mutateAsync(v)}
            onValues={onValues}
            notice={<PossibleDuplicatesNotice values={typed} />}
          />
        </div>
      )}
    </section>
  );
}
