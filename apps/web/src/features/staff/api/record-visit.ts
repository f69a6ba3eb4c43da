import { staffApi } from '../staff-session.ts';

/**
 * `POST /staff/people/:id/visits`: records an antenatal visit (AntenatalVisitBodySchema). A second
 * visit on the same date is refused with 409 unless `sameDay` is set.
 */
export function recordVisit(id: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${id}/visits`, body);
}
