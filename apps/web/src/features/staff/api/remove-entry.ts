import type { MessageResponse } from '@mamata/core/errors';
import type { Correctable } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import type { VoidBody } from './remove-birth.ts';
import { staffKeys } from './staff-keys.ts';

/** `POST /staff/people/:id/:kind/:recordId/void`: removes an entry recorded by mistake, with a reason (kept server-side). */
export function removeEntry(personId: string, kind: Correctable, recordId: string, body: VoidBody) {
  return staffApi.post<MessageResponse>(`/staff/people/${personId}/${kind}/${recordId}/void`, body);
}

/** Removing one of her entries; her record is fetched again. */
export function useRemoveEntry(personId: string, kind: Correctable, recordId: string, config?: MutationConfig<MessageResponse, VoidBody>) {
  return useWriteMutation((body: VoidBody) => removeEntry(personId, kind, recordId, body), [staffKeys.person(personId)], config);
}
