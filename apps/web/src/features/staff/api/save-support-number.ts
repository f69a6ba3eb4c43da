import type { CreatedResponse } from '@mamata/core/errors';
import type { SupportNumberBody } from '@mamata/core/schemas/staff-admin';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** A support number to add (no id) or change, and its values (only the changed ones for a change). */
export type SaveSupportNumber = { id: string | null; body: Partial<SupportNumberBody> };

/** `POST /staff/support-numbers` (no id: adds one) or `PATCH /staff/support-numbers/:id` (changes one). */
export function saveSupportNumber(id: string | null, body: Partial<SupportNumberBody>) {
  return id ? staffApi.patch<CreatedResponse>(`/staff/support-numbers/${id}`, body) : staffApi.post<CreatedResponse>('/staff/support-numbers', body);
}

/** Adding, changing, deactivating or reactivating a support number; the support numbers are fetched again. */
export function useSaveSupportNumber(config?: MutationConfig<CreatedResponse, SaveSupportNumber>) {
  return useWriteMutation(({ id, body }: SaveSupportNumber) => saveSupportNumber(id, body), [staffKeys.supportNumbers()], config);
}
