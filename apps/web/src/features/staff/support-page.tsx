import { useState, type ReactNode } from 'react';
import { OnlineOnlyNote } from './online-only-note.tsx';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  AMBULANCE_STATUSES,
  AmbulanceBodySchema,
  SupportNumberBodySchema,
  type AmbulanceBody,
  type StaffAmbulance,
  type StaffSupportNumber,
  type SupportNumberBody,
} from '@mamata/core/schemas/staff-admin';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useFieldError } from '../../lib/use-field-error.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { CallLink } from '../../components/ui/call-link.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAmbulances } from './api/get-ambulances.ts';
import { useSupportNumbers } from './api/get-support-numbers.ts';
import { useSaveAmbulance } from './api/save-ambulance.ts';
import { useSaveSupportNumber } from './api/save-support-number.ts';
import { usePostOptions, type PostOption } from './use-post-options.ts';

type Entry = StaffAmbulance | StaffSupportNumber;
/** What a form is doing: nothing, adding, or editing one entry. */
type Editing = { id: string | null } | null;

/** Saves a form: the server's message as a toast, its field messages beside the fields, the typed values kept on any error. */
function useSave<V extends FieldValues>(form: UseFormReturn<V>, save: (values: V) => Promise<{ message: string }>, onDone: () => void) {
  return async (values: V) => {
    try {
      const res = await save(values);
      toast.success(res.message);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fieldErrors)) form.setError(field as Path<V>, { message });
      toast.error(getErrorMessage(error));
    }
  };
}

/** Ambulances and support numbers of my health post or palika: list, add, edit, deactivate. */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('staffAdmin.support.title')}</h1>
      <OnlineOnlyNote what="support" />
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('staffAdmin.support.intro')}</p>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <AmbulancesSection />
        <NumbersSection />
      </div>
    </div>
  );
}

function AmbulancesSection() {
  const { t, i18n } = useTranslation();
  // the Nepali name and plate where given, for a Nepali reader
  const inNepali = (text: string, ne: string | null) => (i18n.language === 'ne' && ne) || text;
  const list = useAmbulances();
  const save = useSaveAmbulance();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <EntrySection
      id="ambulances"
      title={t('staffAdmin.support.ambulances')}
      addLabel={t('staffAdmin.support.addAmbulance')}
      empty={t('staffAdmin.support.noAmbulances')}
      query={list}
      entries={list.data?.ambulances}
      editing={editing}
      setEditing={setEditing}
      form={(entry) => <AmbulanceForm entry={entry as StaffAmbulance | null} onDone={() => setEditing(null)} />}
      toggle={(entry) => save.mutateAsync({ id: entry.id, body: { active: !entry.active } })}
      render={(entry) => {
        const a = entry as StaffAmbulance;
        const known = (AMBULANCE_STATUSES as readonly string[]).includes(a.ambulance_status);
        return (
          <>
            <p className="font-semibold">{inNepali(a.driver_name, a.driver_name_ne)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{inNepali(a.ambulance_number, a.ambulance_number_ne)}</p>
            <p className="mt-1">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  a.ambulance_status === 'Available'
                    ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200'
                    : 'bg-red-50 text-red-800 dark:bg-red-900/40 dark:text-red-200'
                }`}
              >
                {known ? t(`staffAdmin.support.statuses.${a.ambulance_status}`) : a.ambulance_status}
              </span>
            </p>
            <CallLink number={a.mobile_number} className="mt-2" />
          </>
        );
      }}
    />
  );
}

function NumbersSection() {
  const { t, i18n } = useTranslation();
  const list = useSupportNumbers();
  const save = useSaveSupportNumber();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <EntrySection
      id="support-numbers"
      title={t('staffAdmin.support.numbers')}
      addLabel={t('staffAdmin.support.addNumber')}
      empty={t('staffAdmin.support.noNumbers')}
      query={list}
      entries={list.data?.support_numbers}
      editing={editing}
      setEditing={setEditing}
      form={(entry) => <NumberForm entry={entry as StaffSupportNumber | null} onDone={() => setEditing(null)} />}
      toggle={(entry) => save.mutateAsync({ id: entry.id, body: { active: !entry.active } })}
      render={(entry) => {
        const s = entry as StaffSupportNumber;
        return (
          <>
            <p className="font-semibold">{i18n.language === 'ne' && s.name_ne ? s.name_ne : s.name}</p>
            <CallLink number={s.contact_number} className="mt-2" />
          </>
        );
      }}
    />
  );
}

/** A list of entries with its add button, its form (in place of the entry being edited) and the states of the list. */
function EntrySection(props: {
  id: string;
  title: string;
  addLabel: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  entries: Entry[] | undefined;
  editing: Editing;
  setEditing: (e: Editing) => void;
  form: (entry: Entry | null) => ReactNode;
  /** Deactivates or reactivates an entry (the call's hook fetches the list again). */
  toggle: (entry: Entry) => Promise<{ message: string }>;
  render: (entry: Entry) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { editing, setEditing, entries, query } = props;
  const toggle = useMutation({
    mutationFn: props.toggle,
    onSuccess: (res) => toast.success(res.message),
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  return (
    <section aria-labelledby={`${props.id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${props.id}-title`} className="text-xl font-bold">
          {props.title}
        </h2>
        {editing?.id === null ? null : <Button onClick={() => setEditing({ id: null })}>{props.addLabel}</Button>}
      </div>
      {editing?.id === null ? <div className="mt-3">{props.form(null)}</div> : null}
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} /> : null}
      {entries && entries.length === 0 ? <EmptyState message={props.empty} /> : null}
      {entries && entries.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {entries.map((entry) =>
            editing?.id === entry.id ? (
              <li key={entry.id}>{props.form(entry)}</li>
            ) : (
              <li
                key={entry.id}
                data-testid={`${props.id}-entry`}
                className={`rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${entry.active ? '' : 'opacity-70'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">{props.render(entry)}</div>
                  <div className="flex flex-col items-end gap-2 text-right text-xs">
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
                      {entry.healthPost ? (i18n.language === 'ne' ? entry.healthPost.name_ne : entry.healthPost.name) : t('staffAdmin.support.palikaWide')}
                    </span>
                    {entry.active ? null : <span className="font-semibold text-amber-800 dark:text-amber-300">{t('staffAdmin.support.inactive')}</span>}
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
                  {entry.editable ? (
                    <>
                      <Button variant="secondary" onClick={() => setEditing({ id: entry.id })}>
                        {t('staffAdmin.support.edit')}
                      </Button>
                      <Button variant="secondary" disabled={toggle.isPending && toggle.variables?.id === entry.id} onClick={() => toggle.mutate(entry)}>
                        {entry.active ? t('staffAdmin.support.deactivate') : t('staffAdmin.support.activate')}
                      </Button>
                    </>
                  ) : (
                    <span className="text-sm text-slate-500 dark:text-slate-400">{t('staffAdmin.support.readOnly')}</span>
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}

/** The frame of both forms: a card with a title, the fields, and save / cancel. */
function FormCard({
  title,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-2 ring-brand-300 dark:bg-slate-900 dark:ring-brand-800"
    >
      <h3 className="font-bold">{title}</h3>
      {children}
      <FormActions>
        <Button type="submit" busy={busy}>
          {t('staffAdmin.support.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('staffAdmin.support.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}

/** The "Belongs to" choice of an administrator adding an entry (health-post staff add to their own post). */
function PlaceSelect<V extends FieldValues>({ form, posts }: { form: UseFormReturn<V>; posts: PostOption[] | null }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  if (!posts) return null;
  return (
    <SelectField
      id="entry-place"
      label={t('staffAdmin.support.place')}
      error={fieldError(form.formState.errors.healthPostId)}
      {...form.register('healthPostId' as Path<V>, { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
    >
      <option value="">{t('staffAdmin.support.palikaWide')}</option>
      {posts.map((p) => (
        <option key={p.id} value={p.id}>
          {i18n.language === 'ne' ? p.name_ne : p.name}
        </option>
      ))}
    </SelectField>
  );
}

function AmbulanceForm({ entry, onDone }: { entry: StaffAmbulance | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const posts = usePostOptions();
  const form = useForm<AmbulanceBody>({
    resolver: zodResolver(AmbulanceBodySchema) as never,
    defaultValues: entry
      ? {
          driver_name: entry.driver_name,
          driver_name_ne: entry.driver_name_ne ?? '',
          mobile_number: entry.mobile_number,
          ambulance_number: entry.ambulance_number,
          ambulance_number_ne: entry.ambulance_number_ne ?? '',
          ambulance_status: (AMBULANCE_STATUSES as readonly string[]).includes(entry.ambulance_status)
            ? (entry.ambulance_status as AmbulanceBody['ambulance_status'])
            : 'Available',
        }
      : { driver_name: '', driver_name_ne: '', mobile_number: '', ambulance_number: '', ambulance_number_ne: '', ambulance_status: 'Available' },
  });
  // an edit changes the fields only; where it belongs and whether it is active have their own controls
  const save = useSaveAmbulance();
  const submit = useSave(
    form,
    (v) => save.mutateAsync({ id: entry?.id ?? null, body: entry ? { ...v, healthPostId: undefined, active: undefined } : v }),
    onDone,
  );
  const e = form.formState.errors;
  return (
    <FormCard
      title={entry ? t('staffAdmin.support.editAmbulance') : t('staffAdmin.support.addAmbulance')}
      busy={form.formState.isSubmitting}
      onSubmit={() => void form.handleSubmit(submit)()}
      onCancel={onDone}
    >
      <TextField label={t('staffAdmin.support.driverName')} autoComplete="off" error={fieldError(e.driver_name)} {...form.register('driver_name')} />
      <TextField
        label={t('staffAdmin.support.driverNameNe')}
        autoComplete="off"
        lang="ne"
        error={fieldError(e.driver_name_ne)}
        {...form.register('driver_name_ne')}
      />
      <TextField
        label={t('staffAdmin.support.mobile')}
        inputMode="tel"
        autoComplete="off"
        error={fieldError(e.mobile_number)}
        {...form.register('mobile_number')}
      />
      <TextField
        label={t('staffAdmin.support.ambulanceNumber')}
        autoComplete="off"
        error={fieldError(e.ambulance_number)}
        {...form.register('ambulance_number')}
      />
      <TextField
        label={t('staffAdmin.support.ambulanceNumberNe')}
        autoComplete="off"
        lang="ne"
        error={fieldError(e.ambulance_number_ne)}
        {...form.register('ambulance_number_ne')}
      />
      <SelectField id="ambulance-status" label={t('staffAdmin.support.status')} error={fieldError(e.ambulance_status)} {...form.register('ambulance_status')}>
        {AMBULANCE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`staffAdmin.support.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
      {entry ? null : <PlaceSelect form={form} posts={posts} />}
    </FormCard>
  );
}

function NumberForm({ entry, onDone }: { entry: StaffSupportNumber | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const posts = usePostOptions();
  const form = useForm<SupportNumberBody>({
    resolver: zodResolver(SupportNumberBodySchema) as never,
    defaultValues: entry
      ? { name: entry.name, name_ne: entry.name_ne ?? '', contact_number: entry.contact_number }
      : { name: '', name_ne: '', contact_number: '' },
  });
  const save = useSaveSupportNumber();
  const submit = useSave(
    form,
    (v) => save.mutateAsync({ id: entry?.id ?? null, body: entry ? { ...v, healthPostId: undefined, active: undefined } : v }),
    onDone,
  );
  const e = form.formState.errors;
  return (
    <FormCard
      title={entry ? t('staffAdmin.support.editNumber') : t('staffAdmin.support.addNumber')}
      busy={form.formState.isSubmitting}
      onSubmit={() => void form.handleSubmit(submit)()}
      onCancel={onDone}
    >
      <TextField label={t('staffAdmin.support.name')} autoComplete="off" error={fieldError(e.name)} {...form.register('name')} />
      <TextField label={t('staffAdmin.support.nameNe')} autoComplete="off" lang="ne" error={fieldError(e.name_ne)} {...form.register('name_ne')} />
      <TextField
        label={t('staffAdmin.support.contactNumber')}
        inputMode="tel"
        autoComplete="off"
        error={fieldError(e.contact_number)}
        {...form.register('contact_number')}
      />
      {entry ? null : <PlaceSelect form={form} posts={posts} />}
    </FormCard>
  );
}
