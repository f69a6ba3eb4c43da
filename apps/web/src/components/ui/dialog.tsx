import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { XIcon } from './icons.tsx';

/**
 * An accessible modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer and
 * makes the rest of the page inert (focus stays inside, screen readers see only the dialog); it is
 * labelled by its title; Esc, the close button and a click on the backdrop close it; focus goes
 * back to what opened it. Mount it to open it, unmount it to close it.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The id of the text that says what the dialog is about, read with its title when it opens. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(e) => {
        // Esc: close through the owner so its state and the DOM agree
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-1.5rem,32rem)] overflow-hidden rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700 dark:backdrop:bg-black/70 ${className}`}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <XIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
}
