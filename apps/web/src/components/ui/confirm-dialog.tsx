import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Button } from './button.tsx';
import { FormActions } from './form-actions.tsx';

/**
 * "Deactivate Sita's account?": an act that changes someone's account asks first and says what will
 * happen. Cancel has the focus, so Enter on a stray tap does nothing; the act's button shows a spinner
 * while it runs and cannot be pressed twice.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending = false,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  danger?: boolean;
}) {
  const descriptionId = useId();
  return (
    // what will happen is read with the title: the focus goes to Cancel, not to the text
    <Dialog title={title} onClose={onClose} describedBy={descriptionId}>
      <div id={descriptionId}>{children}</div>
      <FormActions className="mt-5 justify-end">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={pending}>
          {confirmLabel}
        </Button>
      </FormActions>
    </Dialog>
  );
}
