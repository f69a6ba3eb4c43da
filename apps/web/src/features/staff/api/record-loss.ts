import type { LossBody } from '@mamata/core/schemas/records';
import { saveThroughOutbox } from '../outbox/outbox.ts';

/** `POST /staff/people/:id/loss`: records a miscarriage, a stillbirth or a baby's death, once confirmed. Through the outbox. */
export function recordLoss(personId: string, body: LossBody) {
  return saveThroughOutbox<{ message: string }>('loss', personId, `/staff/people/${personId}/loss`, body);
}
