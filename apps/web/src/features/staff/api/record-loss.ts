import type { LossBody } from '@mamata/core/schemas/records';
import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/loss`: records a miscarriage, a stillbirth or a baby's death, once confirmed. Through the outbox. */
export function recordLoss(personId: string, body: LossBody) {
  return saveThroughOutbox<MessageResponse>('loss', personId, `/staff/people/${personId}/loss`, body);
}

/** Recording a loss; everything of the console is fetched again (the due and people lists change). */
export function useRecordLoss(personId: string, config?: MutationConfig<SaveAnswer<MessageResponse>, LossBody>) {
  return useWriteMutation((body: LossBody) => recordLoss(personId, body), [staffKeys.all], config);
}
