import { useTranslation } from '../lib/use-translation.ts';
import { Dialog } from './ui/dialog.tsx';
import { Spinner } from './ui/spinner.tsx';
import { Button } from './ui/button.tsx';

/** "Do you want to log out?": every logout asks first (a stray tap beside the theme switch must not end her session). */
export function LogoutDialog({ onClose, onConfirm, pending = false }: { onClose: () => void; onConfirm: () => void; pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('logout.title')} onClose={onClose}>
      <p>{t('logout.question')}</p>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('logout.no')}
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="h-4 w-4" /> : null}
          {t('logout.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
