import { staffApi } from '../staff-session.ts';

/** `POST /staff/logout`: ends this staff session on the server. */
export function logOutStaff() {
  return staffApi.post<{ message: string }>('/staff/logout');
}
