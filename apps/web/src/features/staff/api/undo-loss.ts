import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/loss/void`: removes a loss recorded by mistake (the pregnancy's, or `babyId`'s), with a reason. */
export function undoLoss(personId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/loss/void`, body);
}
