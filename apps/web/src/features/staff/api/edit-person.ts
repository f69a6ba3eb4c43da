import type { MessageResponse } from '@mamata/core/errors';
import type { EditPersonBody } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `PATCH /staff/people/:id`: changes a person's name, address and pregnancy details. */
export function editPerson(id: string, body: EditPersonBody) {
  return staffApi.patch<MessageResponse>(`/staff/people/${id}`, body);
}

/** Editing a person; everything of the console is fetched again (her name shows in the lists). */
export function useEditPerson(id: string, config?: MutationConfig<MessageResponse, EditPersonBody>) {
  return useWriteMutation((body: EditPersonBody) => editPerson(id, body), [staffKeys.all], config);
}
