import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

type Change = { id: string; inCharge: boolean };

/** `PUT /staff/staff-users/:id/in-charge`: names (or unnames) a health post's in-charge, who prints and sends its HMIS month. */
export function setStaffUserInCharge({ id, inCharge }: Change) {
  return staffApi.put<MessageResponse>(`/staff/staff-users/${id}/in-charge`, { inCharge });
}

/** Naming or unnaming the in-charge; the staff accounts list is fetched again. */
export function useSetStaffUserInCharge(config?: MutationConfig<MessageResponse, Change>) {
  return useWriteMutation(setStaffUserInCharge, [staffKeys.staffUsers()], config);
}
