import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/reset-password`: a new one-time password for her, shown once to hand over. */
export function resetPersonPassword(id: string) {
  return staffApi.post<{ message: string; oneTimePassword: string }>(`/staff/people/${id}/reset-password`);
}
