import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/births/:birthId/void`: removes a birth recorded by mistake, with a reason. */
export function removeBirth(personId: string, birthId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/births/${birthId}/void`, body);
}
