import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/unlock-login`: lifts the waits and block that failed guesses put on her login (docs/decisions/026-login-lockout-and-proxies.md). */
export function unlockPersonLogin(id: string) {
  return staffApi.post<{ message: string }>(`/staff/people/${id}/unlock-login`);
}
