import { useTranslation } from '../lib/use-translation.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/** "Do you want to log out?": every logout asks first (a stray tap beside the theme switch must not end her session). */
export function LogoutDialog({ onClose, onConfirm, pending = false }: { onClose: () => void; onConfirm: () => void; pending?: boolean }) {
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
      <p>{t('logout.question')}</p>
    </ConfirmDialog>
  );
}
