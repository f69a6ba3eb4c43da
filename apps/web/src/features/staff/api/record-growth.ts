import type { GrowthBody } from '@mamata/core/schemas/records';
import type { CreatedResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/growth`: records a baby's weight and length, through the outbox. */
export function recordGrowth(personId: string, body: GrowthBody) {
  return saveThroughOutbox<CreatedResponse>('growth', personId, `/staff/people/${personId}/growth`, body);
}

/** Recording a baby's growth; her record is fetched again. */
export function useRecordGrowth(personId: string, config?: MutationConfig<SaveAnswer<CreatedResponse>, GrowthBody>) {
  return useWriteMutation((body: GrowthBody) => recordGrowth(personId, body), [staffKeys.person(personId)], config);
}
