import { useTranslation } from '../../lib/use-translation.ts';
import { useOnline } from '../../lib/use-online.ts';

/** What of the console needs the server itself (docs/decisions/024-offline-app.md "The nurse's outbox"). */
export type OnlineOnly = 'staffUsers' | 'notices' | 'export' | 'support' | 'account';

/**
 * Said plainly, in her language, on a screen whose work cannot be kept on the device for later: it needs a
 * connection now. Nothing while online.
 */
export function OnlineOnlyNote({ what }: { what: OnlineOnly }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="mt-3 rounded-lg border-2 border-slate-400 bg-slate-100 p-3 font-medium dark:bg-slate-800" data-testid="online-only">
      {t(`staff.onlineOnly.${what}`)}
    </p>
  );
}
