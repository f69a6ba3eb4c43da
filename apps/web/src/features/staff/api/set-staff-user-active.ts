import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

type Change = { id: string; active: boolean };

/** `PATCH /staff/staff-users/:id/active`: deactivates (its sessions end at once) or reactivates a staff account. */
export function setStaffUserActive({ id, active }: Change) {
  return staffApi.patch<MessageResponse>(`/staff/staff-users/${id}/active`, { active });
}

/** Deactivating or reactivating a staff account; the staff accounts list is fetched again. */
export function useSetStaffUserActive(config?: MutationConfig<MessageResponse, Change>) {
  return useWriteMutation(setStaffUserActive, [staffKeys.staffUsers()], config);
}
