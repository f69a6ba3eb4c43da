import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useReviewReading } from './api/review-reading.ts';

/**
 * A severe reading stays among "Readings that need action" (and on her dashboard) until a nurse marks it reviewed
 * with a note of what was done (core pregnancyAlerts; the server audits it). The note's error is the server's.
 */
export function ReviewReading({ personId, visitId }: { personId: string; visitId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = useReviewReading(personId, visitId, {
    onSuccess: (res) => {
      toast.success(res.message);
      setOpen(false);
      setNote('');
    },
    onError: (e) => {
      const field = e instanceof ApiError ? e.fieldErrors.note : undefined;
      setError(field ?? getErrorMessage(e));
    },
  });
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('staff.flags.review.open')}
      </Button>
    );
  return (
    <form
      className="mt-2 flex w-full flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        review.mutate({ note });
      }}
    >
      <TextField
        label={t('staff.flags.review.note')}
        value={note}
        error={error}
        maxLength={500}
        onChange={(e) => setNote(e.currentTarget.value)}
        className="min-w-64 flex-1"
      />
      <Button type="submit" busy={review.isPending}>
        {t('staff.flags.review.save')}
      </Button>
      <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
        {t('staff.flags.review.cancel')}
      </Button>
    </form>
  );
}
