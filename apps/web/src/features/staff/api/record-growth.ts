import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/growth`: records a baby's weight and length (GrowthBodySchema). */
export function recordGrowth(personId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/growth`, body);
}
