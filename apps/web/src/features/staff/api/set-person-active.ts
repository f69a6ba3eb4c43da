import { staffApi } from '../staff-session.ts';

/** `PATCH /staff/people/:id/active`: deactivates or reactivates a person's account. */
export function setPersonActive(id: string, active: boolean) {
  return staffApi.patch<{ message: string }>(`/staff/people/${id}/active`, { active });
}
