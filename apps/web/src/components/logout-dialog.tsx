import { useTranslation } from '../lib/use-translation.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/** "Do you want to log out?": every logout asks first (a stray tap beside the theme switch must not end her session). */
export function LogoutDialog({
  onClose,
  onConfirm,
  pending = false,
  warning,
}: {
  onClose: () => void;
  onConfirm: () => void;
  pending?: boolean;
  /** Said before the question (the staff console: entries not sent yet). */
  warning?: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('logout.title')}
      confirmLabel={t('logout.yes')}
      cancelLabel={t('logout.no')}
      onConfirm={onConfirm}
      onClose={onClose}
      pending={pending}
    >
      {warning ? (
        <p role="alert" className="mb-2 font-semibold text-red-800 dark:text-red-300">
          {warning}
        </p>
      ) : null}
      <p>{t('logout.question')}</p>
    </ConfirmDialog>
  );
}
