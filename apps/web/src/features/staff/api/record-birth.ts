import type { BirthBody } from '@mamata/core/schemas/records';
import type { CreatedResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * `POST /staff/people/:id/birth`: records a birth, once confirmed (docs/decisions/006). Through the outbox
 * (kept on the device when offline).
 */
export function recordBirth(personId: string, body: BirthBody) {
  return saveThroughOutbox<CreatedResponse>('birth', personId, `/staff/people/${personId}/birth`, body);
}

/** Recording a birth; everything of the console is fetched again (a birth changes the due and people lists). */
export function useRecordBirth(personId: string, config?: MutationConfig<SaveAnswer<CreatedResponse>, BirthBody>) {
  return useWriteMutation((body: BirthBody) => recordBirth(personId, body), [staffKeys.all], config);
}
