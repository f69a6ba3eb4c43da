import type { ItemGivenBody } from '@mamata/core/schemas/records';
import type { CreatedResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/items`: records a schedule item as given, through the outbox. */
export function recordItemGiven(personId: string, body: ItemGivenBody) {
  return saveThroughOutbox<CreatedResponse>('item', personId, `/staff/people/${personId}/items`, body);
}

/** Recording an item as given; her record is fetched again. */
export function useRecordItemGiven(personId: string, config?: MutationConfig<SaveAnswer<CreatedResponse>, ItemGivenBody>) {
  return useWriteMutation((body: ItemGivenBody) => recordItemGiven(personId, body), [staffKeys.person(personId)], config);
}
