import { useState } from 'react';
import { OnlineOnlyNote } from './online-only-note.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffUserSummary } from '@mamata/core/schemas/staff';
import { getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { Button } from '../../components/ui/button.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { useStaffUsers } from './api/get-staff-users.ts';
import { useSetStaffUserActive } from './api/set-staff-user-active.ts';
import { useSetStaffUserInCharge } from './api/set-staff-user-in-charge.ts';

const PAGE_SIZE = 10;

/**
 * The staff accounts an administrator manages (a palika admin: the health-post staff of the palika;
 * a system admin: everyone else). Deactivating ends every session of the account at once and
 * refuses its logins; it asks first, and Reactivate undoes it.
 */
export function StaffUsersPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<StaffUserSummary | null>(null);
  const list = useStaffUsers({ search, page, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('staffAdmin.staffUsers.title')}</h1>
      <OnlineOnlyNote what="staffUsers" />
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('staffAdmin.staffUsers.intro')}</p>
      <SearchForm
        label={t('staffAdmin.staffUsers.search')}
        buttonLabel={t('staffAdmin.staffUsers.searchButton')}
        value={draft}
        onChange={setDraft}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />

      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState message={getErrorMessage(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.staff.length === 0 ? <EmptyState message={t('staffAdmin.staffUsers.empty')} /> : null}
      {list.data && list.data.staff.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('staffAdmin.staffUsers.total', { count: list.data.total })}</p>
          <ul className="mt-2 space-y-3">
            {list.data.staff.map((s) => (
              <StaffRow key={s.id} staff={s} onToggle={() => setAsking(s)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('staffAdmin.staffUsers.page', { page, pages })}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                {t('staffAdmin.staffUsers.previous')}
              </Button>
              <span className="text-sm">{t('staffAdmin.staffUsers.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
                {t('staffAdmin.staffUsers.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      {asking ? <ConfirmStaffChange staff={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}

/** One staff account: who, where, whether active, and the button that switches it. */
function StaffRow({ staff, onToggle }: { staff: StaffUserSummary; onToggle: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const place = staff.healthPost ?? staff.palika;
  return (
    <li
      data-testid="staff-user"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${staff.active ? '' : 'opacity-80'}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">{staff.full_name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {staff.mobile_number} · {t(`staffAdmin.roles.${staff.role}`)}
          {place ? ` · ${lang === 'ne' ? place.name_ne : place.name}` : ''}
        </p>
        <p className="mt-1">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              staff.active
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200'
                : 'bg-red-50 text-red-800 dark:bg-red-900/40 dark:text-red-200'
            }`}
          >
            {staff.active ? t('staffAdmin.staffUsers.active') : t('staffAdmin.staffUsers.inactive')}
          </span>
          {staff.inCharge ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
              {t('staffAdmin.staffUsers.inCharge')}
            </span>
          ) : null}
        </p>
      </div>
      {staff.role === 'health_post' ? <InChargeButton staff={staff} /> : null}
      <Button
        variant="secondary"
        onClick={onToggle}
        aria-label={t(staff.active ? 'staffAdmin.staffUsers.deactivateWho' : 'staffAdmin.staffUsers.reactivateWho', { name: staff.full_name })}
      >
        {staff.active ? t('staffAdmin.staffUsers.deactivate') : t('staffAdmin.staffUsers.reactivate')}
      </Button>
    </li>
  );
}

/** Names or unnames a health post's in-charge (the palika admin's act, audited on the server). */
function InChargeButton({ staff }: { staff: StaffUserSummary }) {
  const { t } = useTranslation();
  const change = useSetStaffUserInCharge({
    onSuccess: (res) => toast.success(res.message),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  return (
    <Button
      variant="secondary"
      disabled={change.isPending}
      onClick={() => change.mutate({ id: staff.id, inCharge: !staff.inCharge })}
      aria-label={t(staff.inCharge ? 'staffAdmin.staffUsers.unsetInChargeWho' : 'staffAdmin.staffUsers.setInChargeWho', { name: staff.full_name })}
    >
      {staff.inCharge ? t('staffAdmin.staffUsers.unsetInCharge') : t('staffAdmin.staffUsers.setInCharge')}
    </Button>
  );
}

/** "Deactivate Kamala?": says what will happen (her sessions end, she cannot log in) before it does. */
function ConfirmStaffChange({ staff, onClose }: { staff: StaffUserSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const deactivating = staff.active;
  const change = useSetStaffUserActive({
    onSuccess: (res) => {
      toast.success(res.message);
      onClose();
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const name = staff.full_name;
  return (
    <ConfirmDialog
      title={deactivating ? t('staffAdmin.staffUsers.confirmDeactivateTitle', { name }) : t('staffAdmin.staffUsers.confirmReactivateTitle', { name })}
      confirmLabel={deactivating ? t('staffAdmin.staffUsers.deactivate') : t('staffAdmin.staffUsers.reactivate')}
      cancelLabel={t('staffAdmin.staffUsers.cancel')}
      onConfirm={() => change.mutate({ id: staff.id, active: !deactivating })}
      onClose={onClose}
      pending={change.isPending}
      danger={deactivating}
    >
      <p>{deactivating ? t('staffAdmin.staffUsers.confirmDeactivate', { name }) : t('staffAdmin.staffUsers.confirmReactivate', { name })}</p>
    </ConfirmDialog>
  );
}
