import type { LossBody } from '@mamata/core/schemas/records';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/loss`: records a miscarriage, a stillbirth or a baby's death, once confirmed. */
export function recordLoss(personId: string, body: LossBody) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/loss`, body);
}
