import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `PATCH /staff/people/:id/active`: deactivates or reactivates a person's account. */
export function setPersonActive(id: string, active: boolean) {
  return staffApi.patch<MessageResponse>(`/staff/people/${id}/active`, { active });
}

/** Deactivating or reactivating her account; everything of the console is fetched again (the people and due lists change). */
export function useSetPersonActive(id: string, config?: MutationConfig<MessageResponse, boolean>) {
  return useWriteMutation((active: boolean) => setPersonActive(id, active), [staffKeys.all], config);
}
