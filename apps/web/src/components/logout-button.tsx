import { LogoutIcon } from './ui/icons.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A header's "Log out" (it opens the confirmation, components/logout-dialog.tsx): on a phone the icon
 * alone, with the word as its accessible name, so the switches and it fit beside the logo at 360 px in
 * Nepali too; from `sm` up the icon and the word.
 */
export function LogoutButton({ label, onClick, pending = false }: { label: string; onClick: () => void; pending?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-slate-500 px-3 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-400 dark:hover:bg-slate-800"
      aria-label={label}
    >
      {pending ? <Spinner className="h-4 w-4" /> : <LogoutIcon className="h-5 w-5" />}
      <span className="hidden sm:inline">{label}</span>
    </button>
  );
}
