import { staffApi } from '../staff-session.ts';

/** `PUT /staff/staff-users/:id/in-charge`: names (or unnames) a health post's in-charge, who prints and sends its HMIS month. */
export function setStaffUserInCharge({ id, inCharge }: { id: string; inCharge: boolean }) {
  return staffApi.put<{ message: string }>(`/staff/staff-users/${id}/in-charge`, { inCharge });
}
