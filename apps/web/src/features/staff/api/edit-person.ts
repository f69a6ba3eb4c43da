import { staffApi } from '../staff-session.ts';

/** `PATCH /staff/people/:id`: changes a person's name, address and pregnancy details (EditPersonBodySchema). */
export function editPerson(id: string, body: Record<string, unknown>) {
  return staffApi.patch<{ message: string }>(`/staff/people/${id}`, body);
}
