import type { z } from 'zod';
import type { CreatedResponse } from '@mamata/core/errors';
import type { AntenatalVisitBodySchema } from '@mamata/core/schemas/staff';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

export type VisitBody = z.input<typeof AntenatalVisitBodySchema>;

/**
 * `POST /staff/people/:id/visits`: records an antenatal visit, through the outbox (kept on the device when
 * offline). A second visit on the same date is refused with 409 unless `sameDay` is set.
 */
export function recordVisit(id: string, body: VisitBody) {
  return saveThroughOutbox<CreatedResponse>('visit', id, `/staff/people/${id}/visits`, body);
}

/** Recording a visit; her record is fetched again. */
export function useRecordVisit(id: string, config?: MutationConfig<SaveAnswer<CreatedResponse>, VisitBody>) {
  return useWriteMutation((body: VisitBody) => recordVisit(id, body), [staffKeys.person(id)], config);
}
