import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormActions } from './form-actions.tsx';

/**
 * The last step of a form whose act changes much (a birth, a loss): a framed group named by its title, what will
 * change, then confirm (busy while it is sent) or go back to the form, whose values are kept.
 * `tone`: 'brand' for an event to welcome, 'quiet' for a loss.
 */
export function ConfirmStep({
  title,
  tone,
  confirmLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
  children,
}: {
  title: ReactNode;
  tone: 'brand' | 'quiet';
  confirmLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={`rounded-xl border-2 p-4 ${tone === 'brand' ? 'border-brand-600' : 'border-slate-400'}`}>
      <h3 id={titleId} className={tone === 'brand' ? 'text-lg font-bold' : 'font-bold'}>
        {title}
      </h3>
      {children}
      <FormActions className="mt-4">
        <Button busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
      </FormActions>
    </div>
  );
}
