import type { z } from 'zod';
import type { RegisterResponseSchema } from '@mamata/core/schemas/staff';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

type ResetResponse = z.infer<typeof RegisterResponseSchema>;

/** `POST /staff/people/:id/reset-password`: a new one-time password for her, shown once to hand over. */
export function resetPersonPassword(id: string) {
  return staffApi.post<ResetResponse>(`/staff/people/${id}/reset-password`);
}

/** Resetting her password; her record is fetched again (it shows she must choose a new one). */
export function useResetPersonPassword(id: string, config?: MutationConfig<ResetResponse, void>) {
  return useWriteMutation(() => resetPersonPassword(id), [staffKeys.person(id)], config);
}
