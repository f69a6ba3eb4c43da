import { staffApi } from '../staff-session.ts';

/** `PATCH /staff/staff-users/:id/active`: deactivates (its sessions end at once) or reactivates a staff account. */
export function setStaffUserActive({ id, active }: { id: string; active: boolean }) {
  return staffApi.patch<{ message: string }>(`/staff/staff-users/${id}/active`, { active });
}
