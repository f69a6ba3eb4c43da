import { useTranslation } from '../../lib/use-translation.ts';
import { HELP_MESSAGE_MAX_LENGTH } from '@mamata/core/schemas/support';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { useLazyForm } from '../../lib/use-lazy-form.ts';
import { postHelpMessage } from './api/support-calls.ts';
import { SupportNumbers } from './support-numbers.tsx';
import { DraftNote } from '../../components/ui/draft-note.tsx';

/** Spec §9: message textareas have 5 rows. */
const MESSAGE_ROWS = 5;

/** Spec §2 support numbers modal: ambulances and support contacts, each tap-to-call. */
export function SupportNumbersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('support.numbers.title')} onClose={onClose}>
      <SupportNumbers />
    </Dialog>
  );
}

/**
 * Spec §2 "message to provider": a required message (spec §5 "message is required!") to her
 * health post's inbox. Success: the server's message as a toast, the text cleared, the dialog
 * closed. Failure: the server's message as a toast and the text kept.
 */
export function MessageModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useLazyForm({
    fields: ['message'] as const,
    loadSchema: async () => (await import('@mamata/core/schemas/support')).HelpMessageBodySchema,
    // a tap beside the dialog, or the phone dropping the tab, does not lose her message
    draftKey: 'help-message',
    submit: async (values) => {
      const res = await postHelpMessage(values as { message: string });
      toast.success(res.message);
      onClose();
    },
  });
  return (
    <Dialog title={t('support.message.title')} onClose={onClose}>
      <form noValidate onSubmit={(e) => void form.onSubmit(e).catch((err: unknown) => toast.error(getErrorMessage(err)))} className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('support.message.intro')}</p>
        {form.restored ? <DraftNote>{t('support.message.draftRestored')}</DraftNote> : null}
        <TextAreaField
          label={t('support.message.label')}
          rows={MESSAGE_ROWS}
          maxLength={HELP_MESSAGE_MAX_LENGTH}
          autoFocus
          error={form.errors.message}
          {...form.field('message')}
        />
        <FormActions className="justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 rounded-xl border border-slate-300 px-5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('support.cancel')}
          </button>
          <Button type="submit" busy={form.pending}>
            {t('support.message.send')}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}
