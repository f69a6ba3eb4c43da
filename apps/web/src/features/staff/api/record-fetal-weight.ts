import type { FetalWeightBody } from '@mamata/core/schemas/records';
import type { CreatedResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/fetal-weights`: records an estimated fetal weight, through the outbox. */
export function recordFetalWeight(personId: string, body: FetalWeightBody) {
  return saveThroughOutbox<CreatedResponse>('fetalWeight', personId, `/staff/people/${personId}/fetal-weights`, body);
}

/** Recording a fetal weight; her record is fetched again. */
export function useRecordFetalWeight(personId: string, config?: MutationConfig<SaveAnswer<CreatedResponse>, FetalWeightBody>) {
  return useWriteMutation((body: FetalWeightBody) => recordFetalWeight(personId, body), [staffKeys.person(personId)], config);
}
