import type { MessageResponse } from '@mamata/core/errors';
import type { CorrectBirthBody } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `PUT /staff/people/:id/births/:birthId`: corrects a birth entry, with a reason (docs/decisions/006). */
export function correctBirth(personId: string, birthId: string, body: CorrectBirthBody) {
  return staffApi.put<MessageResponse>(`/staff/people/${personId}/births/${birthId}`, body);
}

/** Correcting a birth; everything of the console is fetched again (a birth changes the due and people lists). */
export function useCorrectBirth(personId: string, birthId: string, config?: MutationConfig<MessageResponse, CorrectBirthBody>) {
  return useWriteMutation((body: CorrectBirthBody) => correctBirth(personId, birthId, body), [staffKeys.all], config);
}
