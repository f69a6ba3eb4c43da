import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/visits/:visitId/review`: a nurse marks a reading in the emergency range reviewed, with a note. */
export function reviewReading(id: string, visitId: string, note: string) {
  return staffApi.post<{ message: string; id: string }>(`/staff/people/${id}/visits/${visitId}/review`, { note });
}
