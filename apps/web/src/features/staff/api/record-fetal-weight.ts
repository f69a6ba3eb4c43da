import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/fetal-weights`: records an estimated fetal weight (FetalWeightBodySchema). */
export function recordFetalWeight(personId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/fetal-weights`, body);
}
