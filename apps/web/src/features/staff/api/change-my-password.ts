import { staffApi } from '../staff-session.ts';

/** `PATCH /staff/change-password`: changes my own password; my other sessions end, this one stays. */
export function changeMyPassword(body: { oldPassword: string; newPassword: string }) {
  return staffApi.patch<{ message: string }>('/staff/change-password', body);
}
