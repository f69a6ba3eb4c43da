import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/unlock-login`: lifts the waits and block that failed guesses put on her login (docs/decisions/026-login-lockout-and-proxies.md). */
export function unlockPersonLogin(id: string) {
  return staffApi.post<MessageResponse>(`/staff/people/${id}/unlock-login`);
}

/** Unlocking her login; nothing cached shows the lock. */
export function useUnlockPersonLogin(id: string, config?: MutationConfig<MessageResponse, void>) {
  return useWriteMutation(() => unlockPersonLogin(id), [], config);
}
